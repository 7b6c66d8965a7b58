import '@seller-portal/ui/styles';
import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { createOwnTextsI18n, I18nextProvider } from '@seller-portal/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { widgetResources } from './i18n/resources';
import { ChatWidget } from './widget/ChatWidget';
import { withEarlyReads } from './widget/early-reads';
import { createWidgetReads, WidgetReadsProvider } from './widget/widget-reads';

// §8: a call that meets a 401 (the session ended while the widget was open) makes the visitor signed out, which
// the widget answers as it does on load: the top window to sign-in, or the 401 message to an external host page.
// The session and the config were asked by the page itself while this code downloaded (index.html).
const client = createApiClient({ on401: () => reads.session.set(null), fetch: withEarlyReads(window.sellerChatReads) });
const reads = createWidgetReads(client);
// The widget shows its own texts only (both languages are in the entry): nothing downloads before the first render.
const i18n = createOwnTextsI18n({ resources: [widgetResources] });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <WidgetReadsProvider reads={reads}>
        <ApiClientProvider client={client}>
          <ChatWidget />
        </ApiClientProvider>
      </WidgetReadsProvider>
    </I18nextProvider>
  </StrictMode>,
);
