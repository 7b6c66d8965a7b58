import { AppRoot, createAppContext, type AppContext } from '@seller-portal/app-runtime';
import { createUnauthorizedHandler, sessionGuardResources } from '@seller-portal/session-guard';
import { Toaster } from '@seller-portal/ui';
import { createConsoleRouter } from './router';

export type ConsoleContext = AppContext<ReturnType<typeof createConsoleRouter>>;

/** The console's router, texts (the session texts from the first render), query client and API client. */
export function createConsoleContext(): Promise<ConsoleContext> {
  return createAppContext({ createRouter: createConsoleRouter, resources: [sessionGuardResources], onUnauthorized: createUnauthorizedHandler });
}

export function App({ context }: { context: ConsoleContext }) {
  return (
    <AppRoot context={context}>
      <Toaster />
    </AppRoot>
  );
}
