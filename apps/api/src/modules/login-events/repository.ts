import type { AppDatabase } from '../../db/open-database';
import { loginEvents } from './schema';

export interface NewLoginEvent {
  userId: string;
  storeCode: string;
  eventCode: string;
  sessionIdHash: string;
  ip: string;
  userAgent: string | null;
  createdAt: Date;
}

export class LoginEventRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Returns whether a row was written; false when the session already recorded this event. */
  async insertOnce(event: NewLoginEvent): Promise<boolean> {
    // The unique key settles concurrent repeats in the database, not in a read-then-write race.
    const inserted = await this.db
      .insert(loginEvents)
      .values(event)
      .onConflictDoNothing({ target: [loginEvents.sessionIdHash, loginEvents.eventCode] })
      .returning({ id: loginEvents.id });
    return inserted.length > 0;
  }
}
