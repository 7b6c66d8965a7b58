import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatSession } from '../port/model';
import type { ChatPort } from '../port/port';
import type { ChatNotification } from './decide';
import { useNewChatMessages, type NewChatMessagesOptions } from './use-new-chat-messages';

type Listener = (session: ChatSession, first: boolean) => void;
const listeners = new Set<Listener>();
const port = {
  onSessionChange: (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
} as unknown as ChatPort;

// The hook's chat: a port whose changes the test sends, and a store that is not MPP.
vi.mock('../react/chat-provider', () => ({ useChat: () => ({ port }) }));
vi.mock('../react/use-chat-mpp', () => ({ useChatMpp: () => ({ mpp: false, pickupPoints: null, isPending: false }) }));

const message = (roomId: string, updatedDate: number, change: Partial<ChatSession> = {}): ChatSession => ({
  roomId,
  customerId: roomId,
  customerName: `Customer ${roomId}`,
  customerUnmaskedName: `Customer ${roomId}`,
  pickupPointCode: null,
  updatedDate,
  senderType: 'CUSTOMER',
  chat: { text: { body: `Halo ${updatedDate}`, label: 'text' } },
  hasBeenRead: false,
  hasBeenReadByCustomer: true,
  unreadCount: 1,
  ...change,
});

const send = (session: ChatSession, first = false) => act(() => listeners.forEach((listener) => listener(session, first)));

function listen(options: Partial<NewChatMessagesOptions> = {}) {
  const shown: string[] = [];
  const onMessage = (notification: ChatNotification) => shown.push(`${notification.roomId}@${notification.updatedDate}`);
  const view = renderHook(
    (props: Partial<NewChatMessagesOptions>) => useNewChatMessages({ hasChatAccess: true, pathname: '/dashboard', onMessage, ...props }),
    {
      initialProps: options,
    },
  );
  return { shown, view };
}

describe('§4.10 useNewChatMessages: each new customer message the seller is not looking at, once', () => {
  beforeEach(() => listeners.clear());

  it('skips the first event, then tells of each new message once', () => {
    const { shown } = listen();
    send(message('CUST-1', 1_000), true);
    send(message('CUST-1', 2_000));
    send(message('CUST-1', 2_000));
    send(message('CUST-2', 3_000));
    expect(shown).toEqual(['CUST-1@2000', 'CUST-2@3000']);
  });

  it('leaves out what the seller has read or wrote, and the room open on the page', () => {
    const { shown } = listen({ pathname: '/conversations/CUST-1' });
    send(message('CUST-2', 1_000), true);
    send(message('CUST-2', 2_000, { hasBeenRead: true }));
    send(message('CUST-2', 3_000, { senderType: 'SELLER' }));
    send(message('CUST-1', 4_000));
    send(message('CUST-2', 5_000));
    expect(shown).toEqual(['CUST-2@5000']);
  });

  it('tells of nothing without chat access', () => {
    const { shown } = listen({ hasChatAccess: false });
    send(message('CUST-1', 1_000), true);
    send(message('CUST-1', 2_000));
    expect(shown).toEqual([]);
  });

  it('does not listen while disabled, and starts afresh once enabled', () => {
    const { shown, view } = listen({ enabled: false });
    expect(listeners.size).toBe(0);
    view.rerender({ enabled: true });
    expect(listeners.size).toBe(1);
    send(message('CUST-1', 1_000), true);
    send(message('CUST-1', 2_000));
    expect(shown).toEqual(['CUST-1@2000']);
    view.unmount();
    expect(listeners.size).toBe(0);
  });
});
