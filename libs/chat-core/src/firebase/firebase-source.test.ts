// @vitest-environment node
import { isMppChat } from '@seller-portal/contracts/chat';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getDatabase, onValue, ref, set, update, type Database } from 'firebase/database';
import FirebaseServer from 'firebase-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChatPort } from '../core/chat-port';
import { createOutbox, type OutboxStorage } from '../core/outbox';
import type { ChatSession } from '../port/model';
import type { ChatPort } from '../port/port';
import { createFirebaseSource } from './firebase-source';
import { firebasePaths } from './paths';

/*
 * The Firebase adapter against a local Realtime Database protocol server (firebase-server), through the port the
 * pages use. The customer's side is a second client writing what the buyer app would. Reads go through
 * `onValue(…, {onlyOnce})`: `get()` and `onDisconnect()` hang against this server.
 */

let server: FirebaseServer;
let databaseURL: string;
let customerApp: FirebaseApp;
let customerDb: Database;
const opened: ChatPort[] = [];
let storeNumber = 0;

beforeAll(() => {
  server = new FirebaseServer(0, 'chat-core-test');
  databaseURL = `ws://127.0.0.1:${server.getPort()}`;
  customerApp = initializeApp({ databaseURL }, 'customer');
  customerDb = getDatabase(customerApp);
});

afterEach(() => {
  for (const port of opened.splice(0)) port.dispose();
});

afterAll(async () => {
  await deleteApp(customerApp);
  await server.close();
});

function memoryStorage(): OutboxStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

function readOnce(path: string): Promise<unknown> {
  return new Promise((resolve) => onValue(ref(customerDb, path), (snapshot) => resolve(snapshot.val()), { onlyOnce: true }));
}

function record(storeRoom: string, change: Partial<ChatSession> = {}): ChatSession {
  return {
    roomId: storeRoom,
    customerId: storeRoom.split('_')[0],
    customerName: 'Bu** Sa****',
    customerUnmaskedName: 'Budi Santoso',
    pickupPointCode: storeRoom.split('_')[1] ?? null,
    updatedDate: 1_000,
    senderType: 'CUSTOMER',
    chat: { text: { body: 'Halo kak', label: 'text' } },
    hasBeenRead: false,
    hasBeenReadByCustomer: false,
    unreadCount: 1,
    ...change,
  };
}

/** A new store per test, so tests never see each other's rooms. */
async function openStore(
  sessions: ChatSession[] = [],
  storage: OutboxStorage = memoryStorage(),
  storeCode = `FB-${++storeNumber}`,
): Promise<{ port: ChatPort; storeCode: string; paths: ReturnType<typeof firebasePaths>; errors: string[] }> {
  const paths = firebasePaths(storeCode);
  const errors: string[] = [];
  for (const session of sessions) await set(ref(customerDb, `${paths.sessions}/${session.roomId}`), session);
  const source = await createFirebaseSource({ firebaseConfig: { databaseURL }, storeCode, chatToken: null, onDatabaseError: (code) => errors.push(code) });
  const port = createChatPort(source, { outbox: createOutbox(storeCode, storage), pageSize: 2 });
  opened.push(port);
  return { port, storeCode, paths, errors };
}

/** What the buyer app does when a customer writes: the message, then the room's record. */
async function customerWrites(paths: ReturnType<typeof firebasePaths>, roomId: string, text: string, at: number) {
  await set(ref(customerDb, `${paths.messages}/${roomId}/m-${at}`), {
    roomId,
    clientMessageId: `m-${at}`,
    senderType: 'CUSTOMER',
    senderName: 'Budi Santoso',
    createdDate: at,
    hasBeenRead: false,
    hasBeenReadByCustomer: true,
    kind: 'text',
    text,
  });
  await update(ref(customerDb, `${paths.sessions}/${roomId}`), {
    updatedDate: at,
    senderType: 'CUSTOMER',
    'chat/text/body': text,
    'chat/text/label': 'text',
    hasBeenRead: false,
  });
}

describe('the Firebase adapter behind the chat port', () => {
  it('lists the store’s rooms newest first, pages on, and moves a room with a new message to the top', async () => {
    const { port, paths } = await openStore([
      record('CUST-A', { updatedDate: 3_000, hasBeenRead: true, unreadCount: 0 }),
      record('CUST-B', { updatedDate: 2_000 }),
      record('CUST-C', { updatedDate: 1_000 }),
    ]);
    const list = port.watchSessions({ filter: 'all' });
    await vi.waitFor(() => expect(list.getSnapshot().status).toBe('ready'));
    expect(list.getSnapshot().sessions.map((s) => s.roomId)).toEqual(['CUST-A', 'CUST-B']);
    await list.loadMore();
    expect(list.getSnapshot()).toMatchObject({ hasMore: false });
    expect(list.getSnapshot().sessions.map((s) => s.roomId)).toEqual(['CUST-A', 'CUST-B', 'CUST-C']);
    await vi.waitFor(() => expect(port.unreadRooms.getSnapshot()).toBe(2));

    await customerWrites(paths, 'CUST-C', 'Barangnya ready?', Date.now());
    await vi.waitFor(() => expect(list.getSnapshot().sessions.map((s) => s.roomId)).toEqual(['CUST-C', 'CUST-A', 'CUST-B']));
    expect(list.getSnapshot().sessions[0].chat.text.body).toBe('Barangnya ready?');
    list.close();
  });

  it('the unread filter and the search keep to their rooms as rooms change', async () => {
    const { port, paths } = await openStore([record('CUST-A', { updatedDate: 2_000, hasBeenRead: true }), record('CUST-B', { updatedDate: 1_000 })]);
    const unread = port.watchSessions({ filter: 'unread' });
    const search = port.watchSessions({ filter: 'all', search: 'cust-a' });
    await vi.waitFor(() => expect(unread.getSnapshot().sessions.map((s) => s.roomId)).toEqual(['CUST-B']));
    await vi.waitFor(() => expect(search.getSnapshot().sessions.map((s) => s.roomId)).toEqual(['CUST-A']));
    await customerWrites(paths, 'CUST-A', 'Halo lagi', Date.now());
    await vi.waitFor(() => expect(unread.getSnapshot().sessions.map((s) => s.roomId)).toEqual(['CUST-A', 'CUST-B']));
  });

  it('opens a room with its history, receives the customer’s messages live, and sends: pending, then sent, stored once', async () => {
    const { port, paths } = await openStore([record('CUST-A')]);
    for (const at of [100, 200, 300]) await customerWrites(paths, 'CUST-A', `pesan ${at}`, at);
    const room = port.openRoom('CUST-A');
    await vi.waitFor(() => expect(room.getSnapshot().status).toBe('ready'));
    expect(room.getSnapshot().messages.map((m) => m.kind === 'text' && m.text)).toEqual(['pesan 200', 'pesan 300']);
    expect(room.getSnapshot().hasOlder).toBe(true);
    await room.loadOlder();
    expect(room.getSnapshot().messages.map((m) => m.kind === 'text' && m.text)).toEqual(['pesan 100', 'pesan 200', 'pesan 300']);

    await customerWrites(paths, 'CUST-A', 'Masih ada stok?', Date.now());
    await vi.waitFor(() => expect(room.getSnapshot().messages.at(-1)).toMatchObject({ text: 'Masih ada stok?', senderType: 'CUSTOMER' }));

    const clientMessageId = room.send({ kind: 'text', text: 'Ada kak' });
    expect(room.getSnapshot().messages.at(-1)).toMatchObject({ clientMessageId, delivery: 'pending', text: 'Ada kak' });
    await vi.waitFor(() => expect(room.getSnapshot().messages.at(-1)).toMatchObject({ clientMessageId, delivery: 'sent' }));
    expect(await readOnce(`${paths.messages}/CUST-A/${clientMessageId}`)).toMatchObject({ text: 'Ada kak', senderType: 'SELLER' });
    expect(await readOnce(`${paths.sessions}/CUST-A`)).toMatchObject({ senderType: 'SELLER', chat: { text: { body: 'Ada kak', label: 'text' } } });
    expect(room.getSnapshot().messages.filter((m) => m.clientMessageId === clientMessageId)).toHaveLength(1);
    room.close();
  });

  it('read receipts both ways: the customer reads the seller’s messages; the seller marks the room read', async () => {
    const { port, paths } = await openStore([record('CUST-A')]);
    const room = port.openRoom('CUST-A');
    await vi.waitFor(() => expect(room.getSnapshot().status).toBe('ready'));
    const id = room.send({ kind: 'text', text: 'Sudah dikirim ya' });
    await vi.waitFor(() => expect(room.getSnapshot().messages.find((m) => m.clientMessageId === id)?.delivery).toBe('sent'));

    await update(ref(customerDb, `${paths.sessions}/CUST-A`), { hasBeenReadByCustomer: true });
    await vi.waitFor(() => expect(room.getSnapshot().messages.find((m) => m.clientMessageId === id)?.delivery).toBe('read'));

    await vi.waitFor(() => expect(port.unreadRooms.getSnapshot()).toBe(1));
    await room.markRead();
    expect(await readOnce(`${paths.sessions}/CUST-A`)).toMatchObject({ hasBeenRead: true, unreadCount: 0 });
    expect(port.unreadRooms.getSnapshot()).toBe(0);
  });

  it('a send the database refuses stays failed with a retry; the retry stores it once', async () => {
    const { port, paths, errors } = await openStore([record('CUST-A')]);
    const room = port.openRoom('CUST-A');
    await vi.waitFor(() => expect(room.getSnapshot().status).toBe('ready'));
    // The database refuses this store's messages for a moment (its rules, as a revoked token would).
    server.setRules({ rules: { '.read': true, sellerChat: { storeChatSessions: { '.write': true }, storeChatTyping: { '.write': true } } } });
    const id = room.send({ kind: 'text', text: 'Coba kirim' });
    await vi.waitFor(() => expect(room.getSnapshot().messages.find((m) => m.clientMessageId === id)?.delivery).toBe('failed'));
    expect(await readOnce(`${paths.messages}/CUST-A/${id}`)).toBeNull();
    expect(errors).toEqual(['PERMISSION_DENIED']);

    server.setRules({ rules: { '.read': true, '.write': true } });
    room.retry(id);
    expect(room.getSnapshot().messages.find((m) => m.clientMessageId === id)?.delivery).toBe('pending');
    await vi.waitFor(() => expect(room.getSnapshot().messages.find((m) => m.clientMessageId === id)?.delivery).toBe('sent'));
    room.retry(id);
    expect(Object.keys((await readOnce(`${paths.messages}/CUST-A`)) as object)).toEqual([id]);
    expect(room.getSnapshot().messages.filter((m) => m.clientMessageId === id)).toHaveLength(1);
  });

  it('a send left pending when the tab closed goes when the chat opens again; a failed one waits for the seller', async () => {
    const storage = memoryStorage();
    const storeCode = `FB-${++storeNumber}`;
    const outbox = createOutbox(storeCode, storage);
    outbox.put({
      clientMessageId: 'left-pending',
      roomId: 'CUST-A',
      content: { kind: 'text', text: 'Terkirim nanti' },
      preview: null,
      createdDate: 10,
      state: 'pending',
    });
    outbox.put({ clientMessageId: 'left-failed', roomId: 'CUST-A', content: { kind: 'text', text: 'Gagal' }, preview: null, createdDate: 11, state: 'failed' });
    const { port, paths } = await openStore([record('CUST-A')], storage, storeCode);
    await vi.waitFor(async () => expect(await readOnce(`${paths.messages}/CUST-A/left-pending`)).toMatchObject({ text: 'Terkirim nanti' }));
    const room = port.openRoom('CUST-A');
    await vi.waitFor(() =>
      expect(room.getSnapshot().messages.map((m) => `${m.clientMessageId}:${m.delivery}`)).toEqual(['left-pending:sent', 'left-failed:failed']),
    );
    expect(JSON.parse(storage.getItem(`seller-chat-outbox:${storeCode}`) ?? '[]')).toMatchObject([{ clientMessageId: 'left-failed', state: 'failed' }]);
    room.discard('left-failed');
    expect(storage.getItem(`seller-chat-outbox:${storeCode}`)).toBeNull();
  });

  it('shows the customer typing', async () => {
    const { port, paths } = await openStore([record('CUST-A')]);
    const room = port.openRoom('CUST-A');
    await vi.waitFor(() => expect(room.getSnapshot().status).toBe('ready'));
    await set(ref(customerDb, `${paths.typing}/CUST-A/CUSTOMER`), true);
    await vi.waitFor(() => expect(room.getSnapshot().customerTyping).toBe(true));
    await set(ref(customerDb, `${paths.typing}/CUST-A/CUSTOMER`), false);
    await vi.waitFor(() => expect(room.getSnapshot().customerTyping).toBe(false));
  });

  it('a changed room reaches the notification listener', async () => {
    const { port, paths } = await openStore([record('CUST-A')]);
    const seen: string[] = [];
    port.onSessionChange((session) => seen.push(`${session.roomId}:${session.chat.text.body}`));
    await customerWrites(paths, 'CUST-A', 'Tolong dibalas', Date.now());
    await vi.waitFor(() => expect(seen).toContain('CUST-A:Tolong dibalas'));
  });

  describe('§4.10 the MPP flag: enabled AND (whitelisted OR empty whitelist) AND the store’s flag in the database', () => {
    const rows = [
      { name: 'all three', enabled: true, whitelist: ['SELF'], flag: true, mpp: true },
      { name: 'an empty whitelist lets every store', enabled: true, whitelist: [], flag: true, mpp: true },
      { name: 'MPP chat disabled', enabled: false, whitelist: [], flag: true, mpp: false },
      { name: 'not whitelisted', enabled: true, whitelist: ['OTHER'], flag: true, mpp: false },
      { name: 'the store’s flag false', enabled: true, whitelist: [], flag: false, mpp: false },
      { name: 'the store’s flag absent', enabled: true, whitelist: [], flag: null, mpp: false },
    ];
    it.each(rows)('$name', async ({ enabled, whitelist, flag, mpp }) => {
      const { port, storeCode, paths } = await openStore();
      if (flag !== null) await set(ref(customerDb, paths.mppFlag), flag);
      const isStoreMppFlagSet = (await port.storeMppFlag()) === true;
      const config = { isMppChatEnabled: enabled, whiteListedMppSellers: whitelist.map((code) => (code === 'SELF' ? storeCode : code)), isStoreMppFlagSet };
      expect(isMppChat(config, storeCode)).toBe(mpp);
    });
  });
});
