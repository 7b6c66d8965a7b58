import '@seller-portal/ui/styles';
import { ApiClientProvider, createApiClient, shouldRetryQuery } from '@seller-portal/api-client';
import { I18nextProvider, loadI18n } from '@seller-portal/i18n';
import { sessionKeys } from '@seller-portal/session-guard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { widgetResources } from './i18n/resources';
import { ChatWidget } from './widget/ChatWidget';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } });
// §8: a call that meets a 401 (the session ended while the widget was open) makes the visitor signed out, which
// the widget answers as it does on load: the top window to sign-in, or the 401 message to an external host page.
const client = createApiClient({ on401: () => queryClient.setQueryData(sessionKeys.current(), null) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The texts of the page's language download first (a promise, not a top-level await, which would split the bundle).
void loadI18n({ resources: [widgetResources] }).then((i18n) =>
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <ChatWidget />
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  ),
);
