import { addResourceBundles, useTranslation } from '@seller-portal/i18n';
import { listenForRefresh, useQueryClientSource, useResetScroll, WithQueryClient, type FeatureStartupStep } from '@seller-portal/app-runtime';
import type { Session } from '@seller-portal/contracts/core';
import { SessionStartup, sessionGuardResources, type PostSessionEffects, type StartupNotice } from '@seller-portal/session-guard';
import { useToast } from '@seller-portal/ui';
import { useApiClient } from '@seller-portal/api-client';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';

// What reads the session and the config through the query cache (canary, tracking, the page slots): with the cache.
const QueryRuntime = lazy(() => import('./query-runtime'));
// The overlays of §2.8 that can show on any page (the video modal, the update-webview popup), with the cache too.
const PageOverlays = lazy(() => import('./page-overlays').then((overlays) => ({ default: overlays.PageOverlays })));

/** §2.9 a refresh broadcast from another tab sends this one to '/', where authentication runs again. */
function useRefreshBroadcast() {
  const navigate = useNavigate();
  useEffect(() => listenForRefresh(() => void navigate('/')), [navigate]);
}

/**
 * §4.2 work of the features, which startup runs in the routing order: each step runs the `startup` of the mounted
 * features that take part in it; their code (and the query client they fill) loads when a session needs it.
 */
function usePostSessionEffects(): PostSessionEffects {
  const queries = useQueryClientSource();
  const client = useApiClient();
  return useMemo(() => {
    const run = async (step: FeatureStartupStep, session: Session) => {
      const [{ runStartupStep }, queryClient] = await Promise.all([import('./page-slots'), queries.load()]);
      return runStartupStep(step, { queryClient, client }, session);
    };
    return {
      loadTutorials: (session) => run('tutorials', session),
      openAgreementModal: (session) => {
        run('agreementModal', session).catch((error: unknown) => console.error('The agreement modal could not be opened', error));
      },
      fetchRunningAnnouncements: (session) => run('announcements', session),
    };
  }, [queries, client]);
}

/**
 * The page's runtime beside every route: §4.1 startup, §2.6 scroll reset, §2.9 refresh broadcast, the overlays of §2.8
 * that can show on any page, and (once the query client is there) the rest, §4.11 service worker included.
 */
export default function RootRuntime() {
  const { t, i18n } = useTranslation();
  // The startup notices' texts arrive with startup itself.
  if (!i18n.hasResourceBundle('en', sessionGuardResources.ns)) addResourceBundles(i18n, [sessionGuardResources]);
  const toast = useToast();
  useResetScroll();
  useRefreshBroadcast();
  const notify = useCallback((notice: StartupNotice) => toast.show({ type: 'danger', message: t(notice.messageKey) }), [toast, t]);
  const effects = usePostSessionEffects();
  return (
    <>
      <SessionStartup notify={notify} effects={effects} outlet={false} />
      <WithQueryClient>
        <Suspense fallback={null}>
          <PageOverlays />
          <QueryRuntime />
        </Suspense>
      </WithQueryClient>
    </>
  );
}
