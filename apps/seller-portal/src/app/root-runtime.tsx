import { useApiClient } from '@seller-portal/api-client';
import { addResourceBundles, useTranslation } from '@seller-portal/i18n';
import {
  applyCanary,
  listenForRefresh,
  parseExternalModulePaths,
  registerServiceWorker,
  SessionStartup,
  sessionGuardResources,
  setNavigationRules,
  useAppConfig,
  useDevice,
  useResetScroll,
  useSession,
  type StartupNotice,
} from '@seller-portal/session-guard';
import { AppBanner, GenericAlert, UpdateWebviewPopup, VideoModal } from '@seller-portal/shell';
import { startTracking, useLoginTracking, type Tracking, type TrackerEnvironment } from '@seller-portal/tracking';
import { useToast } from '@seller-portal/ui';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { isRoutedBy } from './module-routing';
import { routeKnowledge } from './route-knowledge';

const trackerEnvironment: TrackerEnvironment = { production: import.meta.env.MODE === 'production' };

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** §2.10 the navigation helper learns the routes, the external module paths of the config and the device. */
function useNavigationRules() {
  const { data: config } = useAppConfig();
  const { isApp } = useDevice();
  useEffect(() => {
    setNavigationRules({ isRouted: (pathname) => isRoutedBy(routeKnowledge.routes(), pathname), externalModulePaths: parseExternalModulePaths(config), isApp });
  }, [config, isApp]);
}

/** §2.9 a refresh broadcast from another tab sends this one to '/', where authentication runs again. */
function useRefreshBroadcast() {
  const navigate = useNavigate();
  useEffect(() => listenForRefresh(() => void navigate('/')), [navigate]);
}

/** §4.6 canary: set the local flag and reload once, or remove it. */
function useCanary() {
  const { data: session } = useSession();
  useEffect(() => {
    if (session === undefined) return;
    applyCanary(session?.customFields.canaryFlag, { storage: localStorageOrNull(), reload: () => window.location.reload() });
  }, [session]);
}

/** §4.11 the service worker: registered after the page has loaded; a waiting update takes over and the page reloads. */
function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const register = () =>
      void registerServiceWorker({ container: navigator.serviceWorker, reload: () => window.location.reload() }).catch((error: unknown) =>
        console.warn('The service worker could not be registered', error),
      );
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
}

/** §4.11 the engagement tracker and tag manager from the config; login tracking once the session has loaded. */
function useTracking(): Tracking | null {
  const { data: config } = useAppConfig();
  const [tracking, setTracking] = useState<Tracking | null>(null);
  useEffect(() => {
    if (!config) return undefined;
    const started = startTracking({ config, environment: trackerEnvironment });
    setTracking(started);
    // The page's own resources are the critical ones: third-party scripts wait for them where configured.
    if (document.readyState === 'complete') started.onCriticalResourcesLoaded();
    else window.addEventListener('load', started.onCriticalResourcesLoaded, { once: true });
    return () => started.dispose();
  }, [config]);
  return tracking;
}

function LoginTracking({ tracking }: { tracking: Tracking }) {
  const client = useApiClient();
  const { data: session } = useSession();
  const onError = useCallback((error: unknown) => console.warn('Login tracking failed', error), []);
  useLoginTracking(session, { client, tracker: tracking.tracker, environment: trackerEnvironment, onError });
  return null;
}

/** The download-app banner sits at the top of the page, in the slot the root layout keeps for it. */
function AppBannerSlot() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById('app-banner-slot')), []);
  return slot ? createPortal(<AppBanner />, slot) : null;
}

/**
 * The page's runtime beside every route: §4.1 startup, §2.6 scroll reset, §2.9 refresh broadcast, §4.6
 * canary, §4.11 service worker and tracking, and the overlays of §2.8 (app banner, video modal,
 * update-webview popup, generic alert).
 */
export default function RootRuntime() {
  const { t, i18n } = useTranslation();
  // The startup notices' texts arrive with startup itself.
  if (!i18n.hasResourceBundle('en', sessionGuardResources.ns)) addResourceBundles(i18n, [sessionGuardResources]);
  const toast = useToast();
  useNavigationRules();
  useResetScroll();
  useRefreshBroadcast();
  useCanary();
  useServiceWorker();
  const tracking = useTracking();
  const notify = useCallback((notice: StartupNotice) => toast.show({ type: 'danger', message: t(notice.messageKey) }), [toast, t]);
  return (
    <>
      <SessionStartup notify={notify} outlet={false} />
      {tracking && <LoginTracking tracking={tracking} />}
      <AppBannerSlot />
      <VideoModal />
      <UpdateWebviewPopup />
      <GenericAlert />
    </>
  );
}

