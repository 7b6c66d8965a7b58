import { AppRoot, createAppContext, type AppContext } from '@seller-portal/app-runtime';
import { clearSession, createUnauthorizedHandler, neverSignedIn } from '@seller-portal/session-guard';
import { Toaster } from '@seller-portal/ui';
import { createAppRouter } from './router';

export type PortalContext = AppContext<ReturnType<typeof createAppRouter>>;

/**
 * The portal's router, texts, query client and API client for this page load; §8 a 401 re-reads the session. /sign-in
 * draws without the query client, whose code loads after the first paint.
 */
export async function createPortalContext(): Promise<PortalContext> {
  const context = await createAppContext({ createRouter: createAppRouter, onUnauthorized: createUnauthorizedHandler, queriesAfterFirstPaint: true });
  // §3 a browser where nobody has signed in has no session: the cache knows it from its first moment, so a public
  // page's header does not ask the server (whose 401 every first visit would log) before startup has said so.
  const stop = context.queries.subscribe(() => {
    stop();
    if (context.queries.current && neverSignedIn(document.cookie)) clearSession(context.queries.current);
  });
  return context;
}

export function App({ context }: { context: PortalContext }) {
  return (
    <AppRoot context={context}>
      <Toaster />
    </AppRoot>
  );
}
