import { useApiClient } from '@seller-portal/api-client';
import type { AppConfig } from '@seller-portal/contracts/core';
import { useSession } from '@seller-portal/session-guard';
import { chatApiUnreachableEvent, chatDatabaseErrorEvent, type ChatCallFailure } from '@seller-portal/chat-core';
import { startTracking, trackApiUnreachable, useLoginTracking, type Tracking, type TrackerEnvironment } from '@seller-portal/tracking';
import { useCallback, useEffect, useState } from 'react';

const trackerEnvironment: TrackerEnvironment = { production: import.meta.env.MODE === 'production' };

/** §4.11 the engagement tracker and tag manager from the config. */
function useTracking(config: AppConfig): Tracking | null {
  const [tracking, setTracking] = useState<Tracking | null>(null);
  useEffect(() => {
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

/**
 * §4.10 failed chat calls, announced by the chat runtime, tracked as api-unreachable; the database errors the
 * config's allowedErrorTrackers lists (the chat announces only those) as chat-database-error.
 */
function ChatTracking({ tracking }: { tracking: Tracking }) {
  useEffect(() => {
    const warn = (error: unknown) => console.warn('Tracking failed', error);
    const unreachable = (event: Event) => trackApiUnreachable(tracking.tracker, (event as CustomEvent<ChatCallFailure>).detail).catch(warn);
    const databaseError = (event: Event) =>
      tracking.tracker.trackEvent('chat-database-error', { errorCode: (event as CustomEvent<{ code: string }>).detail.code }).catch(warn);
    window.addEventListener(chatApiUnreachableEvent, unreachable);
    window.addEventListener(chatDatabaseErrorEvent, databaseError);
    return () => {
      window.removeEventListener(chatApiUnreachableEvent, unreachable);
      window.removeEventListener(chatDatabaseErrorEvent, databaseError);
    };
  }, [tracking]);
  return null;
}

/**
 * §4.11 tracking: the tracker and tag manager of the config, and login tracking once the session has loaded.
 * Loaded only on pages that have something to track (see `trackingApplies`).
 */
export default function TrackingRuntime({ config }: { config: AppConfig }) {
  const tracking = useTracking(config);
  return (
    tracking && (
      <>
        <LoginTracking tracking={tracking} />
        <ChatTracking tracking={tracking} />
      </>
    )
  );
}
