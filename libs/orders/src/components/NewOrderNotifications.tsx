import { askOnFirstGesture, useDevice } from '@seller-portal/app-runtime';
import { useEffect } from 'react';
import { useNewOrderAlerts } from '../lib/use-order-events';

/**
 * New orders on every page of a store session that holds STORE_ORDER (the app mounts it beside the shell's pages):
 * a toast and, in a hidden tab, a desktop notification. On the web it asks once for the permission to notify, as
 * seller chat does (§4.10), at the seller's first click or key press on the page (a prompt as the page loads is one
 * browsers quiet); inside the apps the native side notifies.
 */
export function NewOrderNotifications({ askPermission }: { askPermission: boolean }) {
  useNewOrderAlerts();
  useEffect(() => {
    if (!askPermission || typeof Notification === 'undefined' || Notification.permission !== 'default') return;
    return askOnFirstGesture(() => {
      if (Notification.permission === 'default') void Notification.requestPermission().catch(() => undefined);
    });
  }, [askPermission]);
  return null;
}

/** The new orders beside the shell's pages (the manifest's slot): the permission is asked on the web only. */
export function NewOrdersOnEveryPage() {
  const { isApp } = useDevice();
  return <NewOrderNotifications askPermission={!isApp} />;
}
