import { and, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { outbox } from '../../db/schema';

export type OutboxChannel = 'EMAIL' | 'SMS';
export type OutboxStatus = 'OUTBOX' | 'SENT' | 'FAILED';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  code: string | null;
  purpose: string;
}

export interface OutboxRow extends OutboxMessage {
  id: string;
  status: string;
  error: string | null;
  createdAt: Date;
}

export class OutboxRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(message: OutboxMessage, createdAt: Date): Promise<string> {
    const [row] = await this.db
      .insert(outbox)
      .values({ ...message, createdAt })
      .returning({ id: outbox.id });
    return row.id;
  }

  async setStatus(id: string, status: OutboxStatus, error: string | null = null): Promise<void> {
    await this.db.update(outbox).set({ status, error }).where(eq(outbox.id, id));
  }

  /** Newest first; `recipient` narrows to one address or phone number. */
  async list(options: { limit: number; recipient?: string }): Promise<OutboxRow[]> {
    const where = options.recipient ? and(eq(outbox.recipient, options.recipient)) : undefined;
    return this.db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        text: outbox.text,
        html: outbox.html,
        links: outbox.links,
        code: outbox.code,
        purpose: outbox.purpose,
        status: outbox.status,
        error: outbox.error,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.seq))
      .limit(options.limit) as Promise<OutboxRow[]>;
  }
}
