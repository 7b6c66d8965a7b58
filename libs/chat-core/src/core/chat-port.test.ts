import { describe, expect, it } from 'vitest';
import type { ChatSession } from '../port/model';
import { createChatPort } from './chat-port';
import { emitter, observable } from './observable';
import { createOutbox } from './outbox';
import type { ChatSource, ChatSourceEvent } from './source';

function session(roomId: string, body: string): ChatSession {
  return {
    roomId,
    customerId: roomId,
    customerName: 'Bu** Sa****',
    customerUnmaskedName: 'Budi Santoso',
    pickupPointCode: null,
    updatedDate: 2_000,
    senderType: 'CUSTOMER',
    chat: { text: { body, label: 'text' } },
    hasBeenRead: false,
    hasBeenReadByCustomer: true,
    unreadCount: 1,
  };
}

/** A source whose events the test sends itself, with no rooms to list. */
function fakeSource() {
  const events = emitter<ChatSourceEvent>();
  const source: ChatSource = {
    adapter: 'server',
    storeCode: 'DEMO-1',
    connection: observable('online' as const),
    listSessions: () => Promise.resolve({ sessions: [], nextCursor: null, unreadRooms: 0 }),
    getSession: () => Promise.resolve(null),
    listMessages: () => Promise.resolve({ messages: [], nextBefore: null }),
    sendMessage: () => Promise.reject(new Error('not sent in this test')),
    markRead: () => Promise.resolve(),
    sendTyping: () => Promise.resolve(),
    subscribe: events.subscribe,
    dispose: () => events.clear(),
  };
  return { source, send: events.emit };
}

describe('§4.10 the port keeps the changes heard before its first session-change listeners', () => {
  it('the listeners that come together (a toast, desktop notifications) get them; a later one starts afresh', async () => {
    const { source, send } = fakeSource();
    const port = createChatPort(source, { outbox: createOutbox('DEMO-1', null) });
    // A customer writes while the listeners' chunk still loads.
    send({ type: 'message', message: { roomId: 'CUST-A' } as never, session: session('CUST-A', 'Halo kak') });

    const toast: string[] = [];
    const desktop: string[] = [];
    port.onSessionChange((changed, first) => toast.push(`${changed.chat.text.body}${first ? ' (first)' : ''}`));
    port.onSessionChange((changed) => desktop.push(changed.chat.text.body));
    expect(toast).toEqual(['Halo kak']);
    expect(desktop).toEqual(['Halo kak']);

    await Promise.resolve();
    const later: string[] = [];
    port.onSessionChange((changed) => later.push(changed.chat.text.body));
    send({ type: 'session', session: session('CUST-B', 'Masih ada?') });
    expect(later).toEqual(['Masih ada?']);
    expect(toast).toEqual(['Halo kak', 'Masih ada?']);
    port.dispose();
  });

  it('the state a source reports at its start is not kept as a change', () => {
    const { source, send } = fakeSource();
    const port = createChatPort(source, { outbox: createOutbox('DEMO-1', null) });
    send({ type: 'session', session: session('CUST-A', 'Sudah lama'), first: true });
    const seen: string[] = [];
    port.onSessionChange((changed) => seen.push(changed.chat.text.body));
    expect(seen).toEqual([]);
    port.dispose();
  });
});

describe('a send awaited without the room on screen (the palette’s template reply)', () => {
  it('ends with the stored message, and the outbox is empty', async () => {
    const { source } = fakeSource();
    const stored = { clientMessageId: 'stored', roomId: 'CUST-A' } as never;
    source.sendMessage = () => Promise.resolve({ message: stored, session: null });
    const outbox = createOutbox('DEMO-1', null);
    const port = createChatPort(source, { outbox });
    const room = port.openRoom('CUST-A');
    const id = room.send({ kind: 'text', text: 'Terima kasih' });
    await expect(room.delivered(id)).resolves.toBe(stored);
    expect(outbox.entries('CUST-A')).toEqual([]);
    room.close();
    port.dispose();
  });

  it('ends with the server’s refusal, the entry kept as failed for its caller to drop', async () => {
    const { source } = fakeSource();
    const refusal = new Error('CHAT_FORBIDDEN');
    source.sendMessage = () => Promise.reject(refusal);
    const outbox = createOutbox('DEMO-1', null);
    const port = createChatPort(source, { outbox });
    const room = port.openRoom('CUST-A');
    const id = room.send({ kind: 'text', text: 'Terima kasih' });
    await expect(room.delivered(id)).rejects.toBe(refusal);
    expect(outbox.entries('CUST-A').map((entry) => entry.state)).toEqual(['failed']);
    room.discard(id);
    expect(outbox.entries('CUST-A')).toEqual([]);
    await expect(room.delivered(id)).rejects.toThrow(/not being sent/);
    room.close();
    port.dispose();
  });
});
