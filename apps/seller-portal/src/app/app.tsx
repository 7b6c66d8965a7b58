import { AppRoot, createAppContext, type AppContext } from '@seller-portal/session-guard';
import { Toaster } from '@seller-portal/ui';
import { createAppRouter } from './router';

export type PortalContext = AppContext<ReturnType<typeof createAppRouter>>;

/** The portal's router, texts, query client and API client for this page load. */
export function createPortalContext(): Promise<PortalContext> {
  return createAppContext({ createRouter: createAppRouter });
}

export function App({ context }: { context: PortalContext }) {
  return (
    <AppRoot context={context}>
      <Toaster />
    </AppRoot>
  );
}
