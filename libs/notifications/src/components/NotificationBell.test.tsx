import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { notificationEventTypes, notificationPaths, type NotificationCreatedEvent } from '@seller-portal/contracts/notifications';
import { storeSession } from '@seller-portal/contracts/testing';
import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { RealtimeProvider, type RealtimeClient, type RealtimeEvent } from '@seller-portal/realtime';
import { sessionKeys } from '@seller-portal/session-guard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { countOwner, notificationCountKey, writeCachedCount } from '../lib/notification-state';
import { NotificationBell } from './NotificationBell';

/** A realtime client the test drives: `emit` delivers an event to the subscribers of its type. */
function fakeRealtime() {
  const handlers = new Map<string, Set<(event: RealtimeEvent) => void>>();
  const client: RealtimeClient = {
    subscribe: (type, handler) => {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (event: RealtimeEvent) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (event: RealtimeEvent) => void);
    },
    state: 'open',
    onStateChange: () => () => undefined,
    onResync: () => () => undefined,
    lastId: null,
    reconnect: () => undefined,
    close: () => undefined,
  };
  const emit = (type: string, payload: unknown) => {
    for (const handler of handlers.get(type) ?? []) handler({ id: '1', type, payload });
  };
  return { client, emit };
}

/** The server as far as the bell asks it: the unread count, which the test changes; `held` keeps answers back. */
function fakeServer(unread: number) {
  const server = { unread, held: false, calls: 0 };
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname !== notificationPaths.unreadCount) throw new Error(`unexpected call ${url.pathname}`);
    server.calls += 1;
    while (server.held) await new Promise((resolve) => setTimeout(resolve, 5));
    return new Response(JSON.stringify({ success: true, status: 'OK', value: { unread: server.unread } }), { headers: { 'content-type': 'application/json' } });
  };
  return { server, fetch };
}

function renderBell(fetch: typeof globalThis.fetch, realtime: RealtimeClient, session = storeSession()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.current(), session);
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch });
  return render(
    <I18nextProvider i18n={createI18n({ lng: 'en' })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <RealtimeProvider client={realtime}>
            <MemoryRouter>
              <NotificationBell />
            </MemoryRouter>
          </RealtimeProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const created = (storeCode: string, title: string): NotificationCreatedEvent => ({
  storeCode,
  notification: {
    id: '99',
    category: 'ORDER',
    source: { kind: 'EVENT', code: 'ORDER_CREATED' },
    texts: { id: { title: `${title} (id)`, body: 'Isi' }, en: { title, body: 'Body' } },
    link: null,
    createdAt: 0,
    readAt: null,
  },
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the notification bell', () => {
  it('shows the cached count at once, then the server’s, and caches that', async () => {
    const owner = countOwner('U-1', 'DEMO-60001');
    writeCachedCount(owner, 5);
    const { server, fetch } = fakeServer(2);
    server.held = true;
    renderBell(fetch, fakeRealtime().client);
    expect(screen.getByRole('link', { name: 'Notifications, 5 unread' }).getAttribute('href')).toBe('/notification');
    server.held = false;
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(JSON.parse(localStorage.getItem(notificationCountKey) ?? '{}')).toEqual({ owner, unread: 2 });
  });

  it('counts a notification of its store that arrives on the socket, and announces it; another store’s is not its business', async () => {
    const { server, fetch } = fakeServer(0);
    const realtime = fakeRealtime();
    renderBell(fetch, realtime.client);
    await screen.findByRole('link', { name: 'Notifications' });
    const asked = server.calls;

    act(() => realtime.emit(notificationEventTypes.created, created('DEMO-60009', 'Elsewhere')));
    expect(server.calls).toBe(asked);

    server.unread = 1;
    act(() => realtime.emit(notificationEventTypes.created, created('DEMO-60001', 'New order')));
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(screen.getByRole('status').textContent).toBe('New notification: New order');

    server.unread = 0;
    act(() => realtime.emit(notificationEventTypes.read, { storeCode: 'DEMO-60001', id: null, status: 'READ' }));
    await screen.findByRole('link', { name: 'Notifications' });
  });

  it('is not there for a session that is not in STORE mode', () => {
    const { fetch } = fakeServer(3);
    const { container } = renderBell(fetch, fakeRealtime().client, storeSession({ mode: { type: 'INTERNAL', code: null, state: null } }));
    expect(container.innerHTML).toBe('');
  });
});
