import { deleteApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  endBefore,
  getDatabase,
  limitToLast,
  onChildAdded,
  onChildChanged,
  onValue,
  orderByChild,
  query,
  ref,
  set,
  startAt,
  update,
  type Database,
  type DatabaseReference,
  type Query,
} from 'firebase/database';
import type { RealtimeDatabaseConfig } from '../core/adapter-choice';
import { emitter, observable } from '../core/observable';
import { previewOf, sessionMatches } from '../core/room-state';
import type { ChatSource, ChatSourceEvent } from '../core/source';
import type { ChatMessage, ChatSession, ConnectionState } from '../port/model';
import { firebasePaths } from './paths';

export interface FirebaseSourceOptions {
  firebaseConfig: RealtimeDatabaseConfig;
  storeCode: string;
  /**
   * §4.10: the chat token (a Firebase custom token) to sign in with, session persistence. Null signs in with
   * nothing: a local database server in the tests has no authentication service.
   */
  chatToken: (() => Promise<string>) | null;
  /** A listener or a write the database refused (its code, e.g. PERMISSION_DENIED). */
  onDatabaseError?: (code: string) => void;
  now?: () => number;
}

type StoredMessage = Omit<ChatMessage, 'delivery'> & { hasBeenReadByCustomer?: boolean };

/** Reads once. `get()` would do, but `onValue(…, {onlyOnce})` behaves the same on every server (see the tests). */
function readOnce(target: Query): Promise<{ key: string; value: unknown }[] & { value?: unknown }> {
  return new Promise((resolve, reject) => {
    onValue(
      target,
      (snapshot) => {
        const children: { key: string; value: unknown }[] & { value?: unknown } = [];
        snapshot.forEach((child) => {
          children.push({ key: child.key ?? '', value: child.val() as unknown });
        });
        children.value = snapshot.val() as unknown;
        resolve(children);
      },
      reject,
      { onlyOnce: true },
    );
  });
}

function toMessage(key: string, value: unknown): ChatMessage {
  const stored = value as StoredMessage;
  const { hasBeenReadByCustomer, ...rest } = stored;
  return { ...rest, id: key, delivery: stored.senderType === 'SELLER' && hasBeenReadByCustomer ? 'read' : 'sent' } as ChatMessage;
}

async function signInWithChatToken(app: FirebaseApp, chatToken: () => Promise<string>): Promise<void> {
  const { browserSessionPersistence, getAuth, setPersistence, signInWithCustomToken } = await import('firebase/auth');
  const auth = getAuth(app);
  await setPersistence(auth, browserSessionPersistence);
  await signInWithCustomToken(auth, await chatToken());
}

/**
 * The Firebase Realtime Database adapter: the §3 session records at `sellerChat/storeChatSessions/{storeCode}/
 * sessions`, messages at `sellerChat/storeChatMessages/{storeCode}/{roomId}`, keyed by the clientMessageId so a
 * retried send writes the same child. Loaded only when the app config holds a realtime-database config.
 */
export async function createFirebaseSource(options: FirebaseSourceOptions): Promise<ChatSource> {
  const { storeCode, chatToken } = options;
  const databaseError = (error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code;
    options.onDatabaseError?.(typeof code === 'string' ? code.replace(/^.*\//, '').toUpperCase() : 'UNKNOWN');
  };
  const now = options.now ?? Date.now;
  const name = `seller-chat-${storeCode}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp(options.firebaseConfig, name);
  if (chatToken) await signInWithChatToken(app, chatToken);
  const db: Database = getDatabase(app);
  const paths = firebasePaths(storeCode);
  const sessionRef = (roomId: string): DatabaseReference => ref(db, `${paths.sessions}/${roomId}`);

  const events = emitter<ChatSourceEvent>();
  const emit = events.emit;

  const connection = observable<ConnectionState>('connecting');
  const stops = [
    onValue(ref(db, '.info/connected'), (snapshot) => {
      const online = snapshot.val() === true;
      // The first connection is not a reconnect; every later one after a drop is.
      if (online && connection.getSnapshot() === 'offline') emit({ type: 'reconnected' });
      connection.set(online ? 'online' : connection.getSnapshot() === 'connecting' ? 'connecting' : 'offline');
    }),
    // §4.10 "a listener watches sellerChat/storeChatSessions/{storeCode}/sessions for changed children".
    onChildChanged(ref(db, paths.sessions), (snapshot) => emit({ type: 'session', session: snapshot.val() as ChatSession }), databaseError),
  ];
  // A room that appears after the start (a new customer) is a change too; the ones there at start are not.
  const startedAt = now();
  stops.push(
    onChildAdded(
      query(ref(db, paths.sessions), orderByChild('updatedDate'), startAt(startedAt)),
      (snapshot) => emit({ type: 'session', session: snapshot.val() as ChatSession }),
      databaseError,
    ),
  );

  const allSessions = async (): Promise<ChatSession[]> =>
    (await readOnce(ref(db, paths.sessions))).map((child) => child.value as ChatSession).sort((a, b) => b.updatedDate - a.updatedDate);

  // Sends of this tab not yet acknowledged: the database shows its own writes at once, but they count as sent
  // only when the server has them (the send's answer reports them).
  const writing = new Set<string>();
  const getSession = async (roomId: string): Promise<ChatSession | null> => ((await readOnce(sessionRef(roomId))).value as ChatSession | null) ?? null;

  return {
    adapter: 'firebase',
    storeCode,
    connection,
    async listSessions(sessionsQuery, cursor, size) {
      const all = await allSessions();
      const matching = all.filter((session) => sessionMatches(session, sessionsQuery));
      const from = cursor ? Number(cursor) : 0;
      const next = from + size;
      return {
        sessions: matching.slice(from, next),
        nextCursor: next < matching.length ? String(next) : null,
        unreadRooms: all.filter((session) => !session.hasBeenRead).length,
      };
    },
    getSession,
    async listMessages(roomId, before, size) {
      const messages = ref(db, `${paths.messages}/${roomId}`);
      // `before` is "createdDate:key" of the oldest message shown: the key breaks ties between equal times.
      const [date, key] = before ? [Number(before.slice(0, before.indexOf(':'))), before.slice(before.indexOf(':') + 1)] : [null, null];
      const page = query(messages, orderByChild('createdDate'), ...(date !== null ? [endBefore(date, key ?? undefined)] : []), limitToLast(size));
      const children = await readOnce(page);
      const list = children.map((child) => toMessage(child.key, child.value)).reverse();
      const oldest = list[list.length - 1];
      return { messages: list, nextBefore: list.length === size && oldest ? `${oldest.createdDate}:${oldest.id}` : null };
    },
    async sendMessage(roomId, clientMessageId, content, preview) {
      const shown = preview ?? previewOf(content);
      const createdDate = now();
      const message: StoredMessage = {
        id: clientMessageId,
        roomId,
        clientMessageId,
        senderType: 'SELLER',
        senderName: '',
        createdDate,
        hasBeenRead: true,
        hasBeenReadByCustomer: false,
        ...shown,
      };
      // The same clientMessageId writes the same child: a retry stores once.
      writing.add(clientMessageId);
      try {
        await set(ref(db, `${paths.messages}/${roomId}/${clientMessageId}`), message);
      } catch (error) {
        databaseError(error);
        throw error;
      } finally {
        writing.delete(clientMessageId);
      }
      await update(sessionRef(roomId), {
        roomId,
        updatedDate: createdDate,
        senderType: 'SELLER',
        'chat/text/body': shown.kind === 'text' ? shown.text : '',
        'chat/text/label': shown.kind,
        hasBeenReadByCustomer: false,
      });
      return { message: toMessage(clientMessageId, message), session: await getSession(roomId) };
    },
    async markRead(roomId) {
      await update(sessionRef(roomId), { hasBeenRead: true, unreadCount: 0 });
    },
    async sendTyping(roomId, typing) {
      await set(ref(db, `${paths.typing}/${roomId}/SELLER`), typing);
    },
    watchRoom(roomId) {
      const stopMessages = onChildAdded(query(ref(db, `${paths.messages}/${roomId}`), orderByChild('createdDate'), startAt(now())), (snapshot) => {
        const message = toMessage(snapshot.key ?? '', snapshot.val());
        if (writing.has(message.id)) return;
        emit({ type: 'message', message, session: null });
      });
      const stopTyping = onValue(ref(db, `${paths.typing}/${roomId}/CUSTOMER`), (snapshot) =>
        emit({ type: 'typing', roomId, typing: snapshot.val() === true }),
      );
      return () => {
        stopMessages();
        stopTyping();
      };
    },
    async readStoreMppFlag() {
      return (await readOnce(ref(db, paths.mppFlag))).value === true;
    },
    subscribe: events.subscribe,
    dispose() {
      for (const stop of stops) stop();
      events.clear();
      void deleteApp(app);
    },
  };
}
