import { AppRoot, createAppContext, type AppContext } from '@seller-portal/app-runtime';
import { createUnauthorizedHandler } from '@seller-portal/session-guard';
import { Toaster } from '@seller-portal/ui';
import { createAppRouter } from './router';

export type PortalContext = AppContext<ReturnType<typeof createAppRouter>>;

/**
 * The portal's router, texts, query client and API client for this page load; §8 a 401 re-reads the session. /sign-in
 * draws without the query client, whose code loads after the first paint.
 */
export function createPortalContext(): Promise<PortalContext> {
  return createAppContext({ createRouter: createAppRouter, onUnauthorized: createUnauthorizedHandler, queriesAfterFirstPaint: true });
}

export function App({ context }: { context: PortalContext }) {
  return (
    <AppRoot context={context}>
      <Toaster />
    </AppRoot>
  );
}
