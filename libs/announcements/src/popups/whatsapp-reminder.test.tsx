import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import {
  notificationCategories,
  notificationChannels,
  notificationPaths,
  notificationPreferencesQueryKey,
  type NotificationPreferences,
} from '@seller-portal/contracts/notifications';
import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { modalQueue } from '../modal-queue/modal-queue';
import { whatsappReminderCode } from './rules';
import { WhatsappReminder } from './whatsapp-reminder';

/** The user's preferences with WhatsApp on for orders, or off everywhere. */
function preferences(whatsappOrders: boolean): NotificationPreferences {
  return {
    language: 'id',
    preferences: notificationChannels.flatMap((channel) =>
      notificationCategories.map((category) => ({
        channel,
        category,
        enabled: channel === 'WHATSAPP' ? whatsappOrders && category === 'ORDER' : true,
        mandatory: false,
      })),
    ),
  };
}

/** The server as far as the reminder asks it: the preferences as saved. */
function serverWith(saved: NotificationPreferences): typeof fetch {
  return async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.pathname !== notificationPaths.preferences) throw new Error(`unexpected call ${url.pathname}`);
    return new Response(JSON.stringify({ success: true, status: 'OK', value: saved }), { headers: { 'content-type': 'application/json' } });
  };
}

function renderReminder(saved: NotificationPreferences) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch: serverWith(saved) });
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en' })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <MemoryRouter>
            <WhatsappReminder />
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return queryClient;
}

describe('the WhatsApp reminder (§4.8 order 0)', () => {
  afterEach(() => {
    cleanup();
    modalQueue.clear();
  });

  it('asks while WhatsApp is off, and leaves the queue at once when it is turned on elsewhere in the page', async () => {
    modalQueue.enqueue(whatsappReminderCode);
    const queryClient = renderReminder(preferences(false));
    expect(await screen.findByRole('dialog', { name: 'Turn on WhatsApp notifications' })).toBeTruthy();

    // The settings page saved WhatsApp on: it writes the answer into the same query entry.
    act(() => {
      queryClient.setQueryData(notificationPreferencesQueryKey, preferences(true));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(modalQueue.entries()).toEqual([]);
  });

  it('never shows once the server has WhatsApp on', async () => {
    modalQueue.enqueue(whatsappReminderCode);
    renderReminder(preferences(true));
    await waitFor(() => expect(modalQueue.entries()).toEqual([]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
