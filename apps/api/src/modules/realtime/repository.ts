import { and, asc, count, eq, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { realtimeEvents, realtimeSockets } from './schema';

export interface StoredEvent {
  id: number;
  audience: string;
  type: string;
  /** The payload as JSON text: it goes into the socket frames as it is, never parsed and serialized again. */
  payloadJson: string;
}

export interface NewEvent {
  audience: string;
  type: string;
  payload: unknown;
}

/** The channel every process LISTENs on: a stored event's id, or an ephemeral event's JSON. */
export const realtimeChannel = 'realtime_events';

/** Any constant of this application: the transaction lock that hands out event ids in commit order. */
const PUBLISH_LOCK_KEY = 4_200_2027;

const columns = {
  id: realtimeEvents.id,
  audience: realtimeEvents.audience,
  type: realtimeEvents.type,
  payloadJson: sql<string>`${realtimeEvents.payload}::text`,
};

export class RealtimeRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Stores the event in the caller's transaction and announces its id (PostgreSQL delivers the notification at
   * commit, and not at all on rollback). The lock, taken before the id and held to the end of the transaction,
   * makes the ids commit in order: once id n is visible, every smaller id is too, so a reader that asks for "ids
   * above n" never skips one still in flight. One statement (the `realtime_publish` function of migration 0016), so
   * the lock is held one round trip and the commit.
   */
  async insert(tx: Transaction | AppDatabase, event: NewEvent, now: Date): Promise<number> {
    const [id] = await this.insertForAudiences(tx, [event.audience], event.type, event.payload, now);
    return id;
  }

  /** One event for several audiences (a row each), in one statement; the ids in the order of the audiences. */
  async insertForAudiences(tx: Transaction | AppDatabase, audiences: readonly string[], type: string, payload: unknown, now: Date): Promise<number[]> {
    if (!audiences.length) return [];
    // Both drivers answer raw statements with `rows` (a bigint comes back as text from PostgreSQL).
    const result = (await tx.execute(sql`
      select id from realtime_publish(${PUBLISH_LOCK_KEY}, ${realtimeChannel}, ${JSON.stringify(audiences)}::jsonb, ${type},
        ${JSON.stringify(payload)}::jsonb, ${now.toISOString()}::timestamptz) as id`)) as unknown as { rows: { id: string | number }[] };
    return result.rows.map((row) => Number(row.id));
  }

  /** `insert` on its own: one statement is its own transaction, so the lock is held for that one round trip. */
  insertNow(event: NewEvent, now: Date): Promise<number> {
    return this.insert(this.db, event, now);
  }

  /** Events of any audience after `afterId`, oldest first: what this process has not delivered yet. */
  since(afterId: number, limit: number): Promise<StoredEvent[]> {
    return this.db.select(columns).from(realtimeEvents).where(gt(realtimeEvents.id, afterId)).orderBy(asc(realtimeEvents.id)).limit(limit);
  }

  /** Events of the audiences after `afterId`, oldest first: what a resuming socket missed. */
  forAudiences(audiences: readonly string[], afterId: number, limit: number): Promise<StoredEvent[]> {
    return this.db
      .select(columns)
      .from(realtimeEvents)
      .where(and(inArray(realtimeEvents.audience, [...audiences]), gt(realtimeEvents.id, afterId)))
      .orderBy(asc(realtimeEvents.id))
      .limit(limit);
  }

  /**
   * How many events of the audiences lie after `afterId`, counting no further than `limit` (so asking costs at most
   * that many index entries, however far back the socket asks from).
   */
  async countForAudiences(audiences: readonly string[], afterId: number, limit: number): Promise<number> {
    const upTo = this.db
      .select({ id: realtimeEvents.id })
      .from(realtimeEvents)
      .where(and(inArray(realtimeEvents.audience, [...audiences]), gt(realtimeEvents.id, afterId)))
      .limit(limit)
      .as('up_to');
    const [row] = await this.db.select({ n: count() }).from(upTo);
    return row?.n ?? 0;
  }

  /** The smallest id still kept (older ones were purged), or null when none is. */
  async firstId(): Promise<number | null> {
    const [row] = await this.db.select({ id: min(realtimeEvents.id) }).from(realtimeEvents);
    return row?.id ?? null;
  }

  async lastId(): Promise<number> {
    const [row] = await this.db.select({ id: max(realtimeEvents.id) }).from(realtimeEvents);
    return row?.id ?? 0;
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    const removed = await this.db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, cutoff)).returning({ id: realtimeEvents.id });
    return removed.length;
  }
}

export interface SocketLease {
  id: string;
  holder: string;
  address: string;
  processId: string;
}

export interface SocketCaps {
  perHolder: number;
  perAddress: number;
}

/** Admitted (with the sockets of the same holder that made way for it), or refused because its address is full. */
export type Admission = { admitted: true; evicted: { id: string; processId: string }[] } | { admitted: false };

/** The open sockets of every process (`realtime_sockets`): the caps per holder and per address, across processes. */
export class RealtimeSocketRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Counts the live leases of the socket's address and holder under a lock on both (taken in one order, so two
   * admissions never wait on each other crosswise): a full address refuses the socket; a full holder makes room by
   * giving up its oldest sockets (their rows go now; their processes are told to close them). Then the socket's row.
   */
  admit(socket: SocketLease, caps: SocketCaps, now: Date, leaseUntil: Date): Promise<Admission> {
    return this.db.transaction(async (tx) => {
      for (const key of [`realtime_socket_address:${socket.address}`, `realtime_socket_holder:${socket.holder}`].sort()) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      }
      const live = gt(realtimeSockets.leaseUntil, now);
      const [{ n: atAddress }] = await tx
        .select({ n: count() })
        .from(realtimeSockets)
        .where(and(eq(realtimeSockets.address, socket.address), live));
      if (atAddress >= caps.perAddress) return { admitted: false };
      const held = await tx
        .select({ id: realtimeSockets.id, processId: realtimeSockets.processId })
        .from(realtimeSockets)
        .where(and(eq(realtimeSockets.holder, socket.holder), live))
        .orderBy(asc(realtimeSockets.seq));
      const evicted = held.slice(0, Math.max(0, held.length - caps.perHolder + 1));
      if (evicted.length) {
        await tx.delete(realtimeSockets).where(
          inArray(
            realtimeSockets.id,
            evicted.map((row) => row.id),
          ),
        );
      }
      await tx.insert(realtimeSockets).values({ ...socket, openedAt: now, leaseUntil });
      return { admitted: true, evicted };
    });
  }

  async release(id: string): Promise<void> {
    await this.db.delete(realtimeSockets).where(eq(realtimeSockets.id, id));
  }

  async releaseMany(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.db.delete(realtimeSockets).where(inArray(realtimeSockets.id, [...ids]));
  }

  /** Extends the leases of a process's sockets; the ids of its rows (a socket missing here lost its row). */
  async renew(processId: string, leaseUntil: Date): Promise<string[]> {
    const rows = await this.db
      .update(realtimeSockets)
      .set({ leaseUntil })
      .where(eq(realtimeSockets.processId, processId))
      .returning({ id: realtimeSockets.id });
    return rows.map((row) => row.id);
  }

  async releaseProcess(processId: string): Promise<void> {
    await this.db.delete(realtimeSockets).where(eq(realtimeSockets.processId, processId));
  }

  /** Deletes rows whose lease ended before `cutoff` (left by processes that died); they stopped counting already. */
  async purgeLapsed(cutoff: Date): Promise<number> {
    const removed = await this.db.delete(realtimeSockets).where(lt(realtimeSockets.leaseUntil, cutoff)).returning({ id: realtimeSockets.id });
    return removed.length;
  }
}
