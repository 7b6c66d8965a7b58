import { and, asc, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { realtimeEvents } from '../../db/schema';

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

  async lastId(): Promise<number> {
    const [row] = await this.db.select({ id: max(realtimeEvents.id) }).from(realtimeEvents);
    return row?.id ?? 0;
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    const removed = await this.db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, cutoff)).returning({ id: realtimeEvents.id });
    return removed.length;
  }
}
