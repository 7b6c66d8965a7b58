import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { cmsPageRevisions, cmsPages } from './schema';

export type CmsPageRow = typeof cmsPages.$inferSelect;
export type NewCmsPageRow = typeof cmsPages.$inferInsert;
export type CmsRevisionRow = typeof cmsPageRevisions.$inferSelect;
export type CmsChangeRefusal = 'NOT_FOUND' | 'VERSION_CONFLICT';

type RevisionAction = 'EDIT' | 'PUBLISH' | 'UNPUBLISH';

/** The only place that reads and writes the CMS tables. */
export class CmsRepository {
  constructor(private readonly db: AppDatabase) {}

  async all(): Promise<CmsPageRow[]> {
    return this.db.select().from(cmsPages).orderBy(asc(cmsPages.kind), asc(cmsPages.code));
  }

  async byCode(code: string): Promise<CmsPageRow | undefined> {
    const [row] = await this.db.select().from(cmsPages).where(eq(cmsPages.code, code)).limit(1);
    return row;
  }

  /** A page of `kind` that visitors may read. */
  async published(kind: string, code: string): Promise<CmsPageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.code, code), eq(cmsPages.kind, kind), eq(cmsPages.status, 'PUBLISHED')))
      .limit(1);
    return row;
  }

  async publishedOfKind(kind: string): Promise<CmsPageRow[]> {
    return this.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.kind, kind), eq(cmsPages.status, 'PUBLISHED')))
      .orderBy(asc(cmsPages.code));
  }

  async revisions(code: string): Promise<CmsRevisionRow[]> {
    return this.db.select().from(cmsPageRevisions).where(eq(cmsPageRevisions.code, code)).orderBy(desc(cmsPageRevisions.version), desc(cmsPageRevisions.at));
  }

  /**
   * Changes a page from `version` only: the row is locked, its version compared and raised by one, and the revision
   * written, in one transaction. Two editors who started from the same version cannot both win.
   */
  async change(
    code: string,
    version: number,
    action: RevisionAction,
    change: (current: CmsPageRow) => Partial<Pick<NewCmsPageRow, 'draft' | 'published' | 'status' | 'publishedAt'>>,
    by: string,
    at: Date,
  ): Promise<CmsPageRow | CmsChangeRefusal> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(cmsPages).where(eq(cmsPages.code, code)).for('update');
      if (!current) return 'NOT_FOUND';
      if (current.version !== version) return 'VERSION_CONFLICT';
      const [updated] = await tx
        .update(cmsPages)
        .set({ ...change(current), version: current.version + 1, updatedBy: by, updatedAt: at })
        .where(and(eq(cmsPages.code, code), eq(cmsPages.version, version)))
        .returning();
      await tx.insert(cmsPageRevisions).values({ code, version: updated.version, action, content: updated.draft, by, at });
      return updated;
    });
  }

  /** Demo content: writes the pages that do not exist yet, each with its first revision. */
  async seed(rows: readonly NewCmsPageRow[]): Promise<void> {
    if (rows.length === 0) return;
    const inserted = await this.db
      .insert(cmsPages)
      .values([...rows])
      .onConflictDoNothing({ target: cmsPages.code })
      .returning();
    if (inserted.length > 0)
      await this.db.insert(cmsPageRevisions).values(
        inserted.map((row) => ({
          code: row.code,
          version: row.version,
          action: row.status === 'PUBLISHED' ? 'PUBLISH' : 'EDIT',
          content: row.draft,
          by: row.updatedBy,
          at: row.updatedAt,
        })),
      );
  }
}
