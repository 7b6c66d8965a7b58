import { applyCanary, registerServiceWorker, useDevice } from '@seller-portal/app-runtime';
import { useAppConfig, useSession } from '@seller-portal/session-guard';
import { trackingApplies } from '@seller-portal/tracking';
import { lazy, Suspense, useEffect, useState } from 'react';

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

/** §4.6 canary: set the local flag and reload once, or remove it. */
function useCanary() {
  const { data: session } = useSession();
  useEffect(() => {
    if (session === undefined) return;
    applyCanary(session?.customFields.canaryFlag, { storage: localStorageOrNull(), reload: () => window.location.reload() });
  }, [session]);
}

/**
 * §4.11 the service worker: registered once the page has loaded and is idle (with this runtime, which /sign-in loads
 * after its first paint, so the first load does not carry it); a waiting update takes over and the page reloads.
 */
function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const start = () =>
      void registerServiceWorker({ container: navigator.serviceWorker, reload: () => window.location.reload() }).catch((error: unknown) =>
        console.warn('The service worker could not be registered', error),
      );
    const register = () => (typeof requestIdleCallback === 'function' ? void requestIdleCallback(start, { timeout: 5000 }) : void setTimeout(start, 0));
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
 * The page's runtime that reads the session and the config through the query cache: §4.6 canary, §4.11 tracking and
 * the features' page slots, and the §4.11 service worker's registration. A chunk of its own, drawn once the query
 * client is there (after /sign-in's first paint).
 */
export default function QueryRuntime() {
  useCanary();
  useServiceWorker();
  const { data: session } = useSession();
  return (
    <>
      <Tracking />
      {session && (
        <Suspense fallback={null}>
          <PageSlots session={session} />
        </Suspense>
      )}
    </>
  );
}
