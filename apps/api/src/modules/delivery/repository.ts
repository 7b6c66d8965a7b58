import type { OutboxChannel } from '@seller-portal/contracts/accounts';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { outbox } from './schema';

export type { OutboxChannel };
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

  /** When the latest `limit` messages of a channel to one recipient since `since` were written, newest first. */
  async sentTimes(channel: OutboxChannel, recipient: string, since: Date, limit: number): Promise<Date[]> {
    const rows = await this.db
      .select({ createdAt: outbox.createdAt })
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel), gt(outbox.createdAt, since)))
      .orderBy(desc(outbox.createdAt))
      .limit(limit);
    return rows.map((row) => row.createdAt);
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
