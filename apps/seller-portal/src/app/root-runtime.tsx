import { addResourceBundles, useTranslation } from '@seller-portal/i18n';
import { applyCanary, listenForRefresh, useDevice, useResetScroll, type FeatureStartupStep } from '@seller-portal/app-runtime';
import type { Session } from '@seller-portal/contracts/core';
import { SessionStartup, sessionGuardResources, useAppConfig, useSession, type PostSessionEffects, type StartupNotice } from '@seller-portal/session-guard';
import { trackingApplies } from '@seller-portal/tracking';
import { useToast } from '@seller-portal/ui';
import { useApiClient } from '@seller-portal/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageOverlays } from './page-overlays';

// Tracking code loads only where there is something to track (the apps, a configured script, a STORE login).
const TrackingRuntime = lazy(() => import('./tracking-runtime'));
// The mounted features' `page` slots (the surveys, the seller's modals): they load with the first session and stay
// through navigations (startup at '/' included).
const PageSlots = lazy(() => import('./page-slots'));

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
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
      void import('./service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker({ container: navigator.serviceWorker, reload: () => window.location.reload() }))
        .catch((error: unknown) => console.warn('The service worker could not be registered', error));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
}

/** §4.11 tracking, started once there is something to track; it then stays, so a sign-out still ends the tracked login. */
function Tracking() {
  const { data: config } = useAppConfig();
  const { data: session } = useSession();
  const { deviceType } = useDevice();
  const [started, setStarted] = useState(false);
  if (!started && trackingApplies({ config, deviceType, session })) setStarted(true);
  if (!config || !started) return null;
  return (
    <Suspense fallback={null}>
      <TrackingRuntime config={config} />
    </Suspense>
  );
}

/**
 * §4.2 work of the features, which startup runs in the routing order: each step runs the `startup` of the mounted
 * features that take part in it; their code loads when a session needs it.
 */
function usePostSessionEffects(): PostSessionEffects {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useMemo(() => {
    const run = async (step: FeatureStartupStep, session: Session) => (await import('./page-slots')).runStartupStep(step, { queryClient, client }, session);
    return {
      loadTutorials: (session) => run('tutorials', session),
      openAgreementModal: (session) => {
        run('agreementModal', session).catch((error: unknown) => console.error('The agreement modal could not be opened', error));
      },
      fetchRunningAnnouncements: (session) => run('announcements', session),
    };
  }, [queryClient, client]);
}

/**
 * The page's runtime beside every route: §4.1 startup, §2.6 scroll reset, §2.9 refresh broadcast, §4.6
 * canary, §4.11 service worker and tracking, and the overlays of §2.8 that can show on any page.
 */
export default function RootRuntime() {
  const { t, i18n } = useTranslation();
  // The startup notices' texts arrive with startup itself.
  if (!i18n.hasResourceBundle('en', sessionGuardResources.ns)) addResourceBundles(i18n, [sessionGuardResources]);
  const toast = useToast();
  useResetScroll();
  useRefreshBroadcast();
  useCanary();
  useServiceWorker();
  const notify = useCallback((notice: StartupNotice) => toast.show({ type: 'danger', message: t(notice.messageKey) }), [toast, t]);
  const effects = usePostSessionEffects();
  const { data: session } = useSession();
  return (
    <>
      <SessionStartup notify={notify} effects={effects} outlet={false} />
      <Tracking />
      <PageOverlays />
      {session && (
        <Suspense fallback={null}>
          <PageSlots session={session} />
        </Suspense>
      )}
    </>
  );
}
