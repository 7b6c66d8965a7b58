import type { ChatMessage, ChatMessageContent, ChatSendContent, ChatSession } from '../port/model';
import type { ChatPort, RoomSnapshot, RoomView, SessionsQuery, SessionsSnapshot, SessionsView } from '../port/port';
import { emitter, observable } from './observable';
import { createOutbox, newClientMessageId, type Outbox, type OutboxEntry } from './outbox';
import { mergeMessages, readWatermark, roomMessages, upsertSession } from './room-state';
import type { ChatSource, ChatSourceEvent } from './source';

export interface ChatPortOptions {
  outbox?: Outbox;
  now?: () => number;
  /** Rooms per list page and messages per history page. */
  pageSize?: number;
  /** How long a customer's typing shows without another typing event. */
  typingTimeoutMs?: number;
}

const typingThrottleMs = 3_000;
/** Changes kept for the port's first session-change listeners. */
const heldLimit = 100;

/**
 * The port over one adapter: room lists kept in order as rooms change, rooms with history, live messages and
 * read receipts, the outbox (sent at once, again on reconnect, failed ones kept with a retry) and the unread
 * count. Both adapters share all of it, which is why the pages cannot tell them apart.
 */
export function createChatPort(source: ChatSource, options: ChatPortOptions = {}): ChatPort {
  const outbox = options.outbox ?? createOutbox(source.storeCode);
  const now = options.now ?? Date.now;
  const pageSize = options.pageSize ?? 30;
  const typingTimeoutMs = options.typingTimeoutMs ?? 6_000;
  const inFlight = new Set<string>();
  /** Who waits for a send's end (`RoomView.delivered`), by clientMessageId. */
  const waiting = new Map<string, { stored: (message: ChatMessage) => void; refused: (error: unknown) => void }[]>();
  const settle = (clientMessageId: string, end: (waiter: { stored: (message: ChatMessage) => void; refused: (error: unknown) => void }) => void) => {
    waiting.get(clientMessageId)?.forEach(end);
    waiting.delete(clientMessageId);
  };
  const sent = new Set<(message: ChatMessage, session: ChatSession | null) => void>();
  const unreadRoomIds = new Set<string>();
  const unreadRooms = observable(0);
  const events = emitter<ChatSourceEvent>();

  let unreadBeyondPage = 0;
  const trackUnread = (session: ChatSession) => {
    if (session.hasBeenRead) unreadRoomIds.delete(session.roomId);
    else unreadRoomIds.add(session.roomId);
    unreadRooms.set(unreadRoomIds.size + unreadBeyondPage);
  };

  // Changes heard before any session-change listener came (the port opens with the page, its listeners may come in
  // a later chunk): the first listeners start with them, as the source's events are not kept for late handlers.
  let held: ChatSession[] | null = [];
  const stopSource = source.subscribe((event) => {
    if (event.type === 'session') trackUnread(event.session);
    if ((event.type === 'message' || event.type === 'read') && event.session) trackUnread(event.session);
    if (event.type === 'reconnected') flushOutbox();
    const changed = event.type === 'session' ? (event.first ? null : event.session) : event.type === 'message' || event.type === 'read' ? event.session : null;
    if (held && changed && held.length < heldLimit) held.push(changed);
    events.emit(event);
  });
  const on = events.subscribe;

  // The unread count starts from the store's unread rooms; live changes keep it.
  source
    .listSessions({ filter: 'unread' }, null, 100)
    .then((page) => {
      page.sessions.forEach(trackUnread);
      // A store with more unread rooms than one page: the backend's count covers the rest.
      unreadBeyondPage = Math.max(0, (page.unreadRooms ?? 0) - page.sessions.length);
      unreadRooms.set(unreadRoomIds.size + unreadBeyondPage);
    })
    .catch(() => undefined);

  function deliver(entry: OutboxEntry) {
    if (inFlight.has(entry.clientMessageId)) return;
    inFlight.add(entry.clientMessageId);
    outbox.put({ ...entry, state: 'pending' });
    source
      .sendMessage(entry.roomId, entry.clientMessageId, entry.content, entry.preview)
      .then(({ message, session }) => {
        inFlight.delete(entry.clientMessageId);
        for (const listener of [...sent]) listener(message, session);
        outbox.remove(entry.clientMessageId);
        settle(entry.clientMessageId, (waiter) => waiter.stored(message));
      })
      .catch((error: unknown) => {
        inFlight.delete(entry.clientMessageId);
        outbox.setState(entry.clientMessageId, 'failed');
        settle(entry.clientMessageId, (waiter) => waiter.refused(error));
      });
  }

  /** What was pending when the page closed or the link dropped goes again (failed ones wait for the seller). */
  function flushOutbox() {
    for (const entry of outbox.entries()) if (entry.state === 'pending') deliver(entry);
  }
  flushOutbox();

  function watchSessions(query: SessionsQuery): SessionsView {
    const state = observable<SessionsSnapshot>({ status: 'loading', sessions: [], hasMore: false, loadingMore: false, error: null });
    let cursor: string | null = null;
    let generation = 0;

    const load = async (more: boolean) => {
      const mine = more ? generation : ++generation;
      if (more) state.update((s) => ({ ...s, loadingMore: true }));
      else state.update((s) => ({ ...s, status: s.sessions.length ? s.status : 'loading', error: null }));
      try {
        const page = await source.listSessions(query, more ? cursor : null, pageSize);
        if (mine !== generation) return;
        cursor = page.nextCursor;
        state.update((s) => ({
          status: 'ready',
          sessions: page.sessions.reduce((list, session) => upsertSession(list, session, query), more ? s.sessions : []),
          hasMore: page.nextCursor !== null,
          loadingMore: false,
          error: null,
        }));
      } catch (error) {
        if (mine !== generation) return;
        state.update((s) => ({ ...s, status: more ? s.status : 'error', loadingMore: false, error }));
      }
    };

    const stop = on((event) => {
      const session = event.type === 'session' || event.type === 'message' || event.type === 'read' ? event.session : null;
      if (session) state.update((s) => ({ ...s, sessions: upsertSession(s.sessions, session, query) }));
      if (event.type === 'reconnected') void load(false);
    });
    void load(false);

    return {
      getSnapshot: state.getSnapshot,
      subscribe: state.subscribe,
      loadMore: async () => {
        const s = state.getSnapshot();
        if (s.hasMore && !s.loadingMore) await load(true);
      },
      reload: () => void load(false),
      close: stop,
    };
  }

  function openRoom(roomId: string): RoomView {
    let stored: ChatMessage[] = [];
    let session: ChatSession | null = null;
    let readUpTo = 0;
    let olderFrom: string | null = null;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    let lastTypingSent = 0;
    const state = observable<RoomSnapshot>({
      status: 'loading',
      session: null,
      messages: [],
      hasOlder: false,
      loadingOlder: false,
      customerTyping: false,
      error: null,
    });

    const render = (change: Partial<RoomSnapshot> = {}) =>
      state.update((s) => ({ ...s, ...change, session, messages: roomMessages(stored, outbox.entries(roomId), readUpTo) }));
    const takeSession = (next: ChatSession | null) => {
      if (!next) return;
      session = next;
      readUpTo = readWatermark(readUpTo, next);
    };

    const loadLatest = async () => {
      render({ status: stored.length ? 'ready' : 'loading', error: null });
      try {
        const [record, page] = await Promise.all([source.getSession(roomId), source.listMessages(roomId, null, pageSize)]);
        takeSession(record);
        const first = stored.length === 0;
        stored = mergeMessages(stored, page.messages);
        // A reload after a reconnect fills the newest page in; the way to older pages stays as it was.
        if (first) olderFrom = page.nextBefore;
        render({ status: 'ready', hasOlder: olderFrom !== null });
      } catch (error) {
        render({ status: 'error', error });
      }
    };

    const stopEvents = on((event) => {
      if (event.type === 'reconnected') return void loadLatest();
      if (event.type === 'typing' && event.roomId === roomId) {
        clearTimeout(typingTimer);
        if (event.typing) typingTimer = setTimeout(() => render({ customerTyping: false }), typingTimeoutMs);
        return render({ customerTyping: event.typing });
      }
      if (event.type === 'message' && event.message.roomId === roomId) {
        stored = mergeMessages(stored, [event.message]);
        takeSession(event.session);
        // A new message from the customer ends their typing.
        return render(event.message.senderType === 'CUSTOMER' ? { customerTyping: false } : {});
      }
      if (event.type === 'read' && event.roomId === roomId) {
        if (event.reader === 'CUSTOMER') readUpTo = Math.max(readUpTo, event.readUpTo);
        takeSession(event.session);
        return render();
      }
      if (event.type === 'session' && event.session.roomId === roomId) {
        takeSession(event.session);
        render();
      }
    });
    const onSent = (message: ChatMessage, record: ChatSession | null) => {
      if (message.roomId !== roomId) return;
      stored = mergeMessages(stored, [message]);
      takeSession(record);
    };
    sent.add(onSent);
    const stopWatch = source.watchRoom?.(roomId);
    const stopOutbox = outbox.subscribe(() => render());
    void loadLatest();

    return {
      getSnapshot: state.getSnapshot,
      subscribe: state.subscribe,
      async loadOlder() {
        const s = state.getSnapshot();
        if (!s.hasOlder || s.loadingOlder) return;
        render({ loadingOlder: true });
        try {
          const page = await source.listMessages(roomId, olderFrom, pageSize);
          stored = mergeMessages(stored, page.messages);
          olderFrom = page.nextBefore;
          render({ loadingOlder: false, hasOlder: olderFrom !== null });
        } catch (error) {
          render({ loadingOlder: false, error });
        }
      },
      send(content: ChatSendContent, preview?: ChatMessageContent) {
        const clientMessageId = newClientMessageId();
        lastTypingSent = 0;
        deliver({ clientMessageId, roomId, content, preview: preview ?? null, createdDate: now(), state: 'pending' });
        return clientMessageId;
      },
      delivered(clientMessageId) {
        if (!inFlight.has(clientMessageId)) return Promise.reject(new Error(`${clientMessageId} is not being sent`));
        return new Promise<ChatMessage>((stored, refused) => waiting.set(clientMessageId, [...(waiting.get(clientMessageId) ?? []), { stored, refused }]));
      },
      retry(clientMessageId) {
        const entry = outbox.entries(roomId).find((e) => e.clientMessageId === clientMessageId);
        if (entry) deliver(entry);
      },
      discard(clientMessageId) {
        if (!inFlight.has(clientMessageId)) outbox.remove(clientMessageId);
      },
      async markRead() {
        if (session && session.hasBeenRead) return;
        await source.markRead(roomId);
        if (session) {
          session = { ...session, hasBeenRead: true, unreadCount: 0 };
          trackUnread(session);
          events.emit({ type: 'session', session });
        }
      },
      setTyping(typing) {
        const at = now();
        if (typing && at - lastTypingSent < typingThrottleMs) return;
        if (!typing && lastTypingSent === 0) return;
        lastTypingSent = typing ? at : 0;
        source.sendTyping(roomId, typing).catch(() => undefined);
      },
      reload: () => void loadLatest(),
      close() {
        clearTimeout(typingTimer);
        stopEvents();
        stopOutbox();
        stopWatch?.();
        sent.delete(onSent);
      },
    };
  }

  return {
    adapter: source.adapter,
    storeCode: source.storeCode,
    connection: source.connection,
    unreadRooms,
    watchSessions,
    openRoom,
    onSessionChange(listener) {
      const stop = on((event) => {
        if (event.type === 'session') listener(event.session, event.first === true);
        else if ((event.type === 'message' || event.type === 'read') && event.session) listener(event.session, false);
      });
      // Listeners mounted together (a toast and desktop notifications) all get the held changes; later ones start afresh.
      if (held) {
        const early = held;
        early.forEach((session) => listener(session, false));
        queueMicrotask(() => (held = null));
      }
      return stop;
    },
    storeMppFlag: () => source.readStoreMppFlag?.() ?? Promise.resolve(null),
    dispose() {
      stopSource();
      events.clear();
      source.dispose();
    },
  };
}
