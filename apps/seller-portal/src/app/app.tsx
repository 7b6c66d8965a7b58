import { AppRoot, createAppContext, type AppContext } from '@seller-portal/app-runtime';
import { createUnauthorizedHandler } from '@seller-portal/session-guard';
import { Toaster } from '@seller-portal/ui';
import { createAppRouter } from './router';

export type PortalContext = AppContext<ReturnType<typeof createAppRouter>>;

/** The portal's router, texts, query client and API client for this page load; §8 a 401 re-reads the session. */
export function createPortalContext(): Promise<PortalContext> {
  return createAppContext({ createRouter: createAppRouter, onUnauthorized: createUnauthorizedHandler });
}

export function App({ context }: { context: PortalContext }) {
  return (
    <AppRoot context={context}>
      <Toaster />
    </AppRoot>
  );
}
