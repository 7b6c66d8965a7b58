import { notOnAppEvent, useDevice, useMatchedRoutes, useNavigationHelper } from '@seller-portal/app-runtime';
import { Button, Dialog } from '@seller-portal/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellTranslation } from '../i18n/resources';
import styles from './ShellLayout.module.css';

/**
 * §8 'Not available on app': inside the apps, a page only the web shows (its route's `webOnly`). A link to one opens
 * this modal instead of the page (the navigation helper's `not-on-app` plan); a page opened there directly (a deep
 * link) shows it too and OK leads to the dashboard. The page's address is given to open in a browser.
 */
export function NotOnAppModal() {
  const { t } = useShellTranslation();
  const { isApp } = useDevice();
  const matches = useMatchedRoutes();
  const helper = useNavigationHelper();
  const location = useLocation();
  const [asked, setAsked] = useState<string | null>(null);
  const onWebOnlyPage = isApp && matches.some((match) => match.meta?.webOnly === true);
  const [dismissedHere, setDismissedHere] = useState<string | null>(null);
  const here = matches[matches.length - 1]?.pathname ?? null;

  useEffect(() => {
    const onNotOnApp = (event: Event) => setAsked((event as CustomEvent<{ href: string }>).detail.href);
    window.addEventListener(notOnAppEvent, onNotOnApp);
    return () => window.removeEventListener(notOnAppEvent, onNotOnApp);
  }, []);

  const direct = onWebOnlyPage && dismissedHere !== here;
  if (asked === null && !direct) return null;
  const href = asked ?? `${location.pathname}${location.search}`;
  const address = new URL(href, window.location.origin).href;
  const close = () => {
    if (asked !== null) {
      setAsked(null);
      return;
    }
    setDismissedHere(here);
    helper.navigateTo({ to: '/dashboard', replace: true });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('notOnApp.title')}
      description={t('notOnApp.text')}
      size="sm"
      footer={<Button onClick={close}>{t('notOnApp.ok')}</Button>}
    >
      <p className={styles.address}>{address}</p>
    </Dialog>
  );
}
