import { ApiClientProvider, createApiClient, shouldRetryQuery } from '@seller-portal/api-client';
import { I18nextProvider, loadI18n } from '@seller-portal/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { widgetResources } from './i18n/resources';
import { ChatWidget } from './widget/ChatWidget';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } });
// The widget only probes the session; a 401 is its "signed out" answer, so there is no 401 hook.
const client = createApiClient();

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
