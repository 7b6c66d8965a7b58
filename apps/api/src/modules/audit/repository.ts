import type { AuditAction, AuditArea } from '@seller-portal/contracts/accounts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { auditLog } from './schema';

export type AuditRow = typeof auditLog.$inferSelect;

export interface NewAuditEntry {
  area: AuditArea;
  identifier: string;
  action: AuditAction;
  actor: string;
  actorId: string | null;
  createdAt: Date;
  before: unknown;
  after: unknown;
}

export class AuditRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Writes one entry inside the transaction of the change it records. */
  async insert(tx: Transaction, entry: NewAuditEntry): Promise<void> {
    await tx.insert(auditLog).values(entry);
  }

  async page(area: AuditArea, identifier: string | null, page: number, size: number): Promise<{ rows: AuditRow[]; total: number }> {
    const where = and(eq(auditLog.area, area), identifier ? eq(auditLog.identifier, identifier) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return { rows, total };
  }
}
