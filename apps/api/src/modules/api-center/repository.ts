import type { ApiService } from '@seller-portal/contracts/api-center';
import { asc, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { apiSpecifications } from './schema';

export type ApiSpecificationRow = typeof apiSpecifications.$inferSelect;
export type NewApiSpecificationRow = typeof apiSpecifications.$inferInsert;
export type ApiSpecificationSummaryRow = Omit<ApiSpecificationRow, 'document'>;

const { document: _document, ...summaryColumns } = getTableColumns(apiSpecifications);

export class ApiSpecificationRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Every specification without its document, by service, title and newest upload first. */
  async list(): Promise<ApiSpecificationSummaryRow[]> {
    return this.db
      .select(summaryColumns)
      .from(apiSpecifications)
      .orderBy(asc(apiSpecifications.service), asc(apiSpecifications.title), desc(apiSpecifications.uploadedAt));
  }

  async find(id: string): Promise<ApiSpecificationRow | null> {
    const [row] = await this.db.select().from(apiSpecifications).where(eq(apiSpecifications.id, id)).limit(1);
    return row ?? null;
  }

  async services(): Promise<ApiService[]> {
    return this.db
      .select({ name: apiSpecifications.service, specifications: count() })
      .from(apiSpecifications)
      .groupBy(apiSpecifications.service)
      .orderBy(asc(apiSpecifications.service));
  }

  /** Adds one, then `audit` in the same transaction; null when the service has this title and version already. */
  async insert(row: NewApiSpecificationRow, audit: (tx: Transaction, created: ApiSpecificationRow) => Promise<void>): Promise<ApiSpecificationRow | null> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(apiSpecifications)
        .values(row)
        .onConflictDoNothing({ target: [apiSpecifications.service, apiSpecifications.title, apiSpecifications.version] })
        .returning();
      if (!created) return null;
      await audit(tx, created);
      return created;
    });
  }

  /** Removes one, then `audit` in the same transaction; null when there was none. */
  async remove(id: string, audit: (tx: Transaction, removed: ApiSpecificationRow) => Promise<void>): Promise<ApiSpecificationRow | null> {
    return this.db.transaction(async (tx) => {
      const [removed] = await tx.delete(apiSpecifications).where(eq(apiSpecifications.id, id)).returning();
      if (!removed) return null;
      await audit(tx, removed);
      return removed;
    });
  }

  /** Demo data: writes the specifications that do not exist yet. */
  async seed(rows: readonly NewApiSpecificationRow[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insert(apiSpecifications)
        .values([...rows])
        .onConflictDoNothing();
  }
}
