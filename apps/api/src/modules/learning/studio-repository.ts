import type { LearningContentState } from '@seller-portal/contracts/education';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, max, or, type SQL } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { uniqueViolationOf } from '../shared/contact';
import type { LearningArticleRow, LearningVideoRow, NewLearningArticle, NewLearningCategory, NewLearningVideo } from './repository';
import { learningArticles, learningAssets, learningCategories, learningVideos } from './schema';
import { containsPattern } from '../../db/like';

export type LearningCategoryRow = typeof learningCategories.$inferSelect;
type NewLearningAsset = typeof learningAssets.$inferInsert;
type ContentTable = typeof learningArticles | typeof learningVideos;

/** Why a change wrote nothing: the repository's reasons, and the service's own on seeing the saved row. */
export type StudioRefusal = 'NOT_FOUND' | 'VERSION_CONFLICT' | 'TAKEN' | ContentRefusal;
export type ContentRefusal = 'INCOMPLETE' | 'INVALID';

/** Staff's list query, already checked. */
export interface StudioListFilter {
  state?: LearningContentState;
  keyword?: string;
  page: number;
  size: number;
}

/** The rows in `state` at `now` (see `learningContentStates`). */
function inState(table: ContentTable, state: LearningContentState, now: Date): SQL {
  const published = eq(table.status, 'PUBLISHED');
  switch (state) {
    case 'DRAFT':
      return eq(table.status, 'DRAFT');
    case 'UNPUBLISHED':
      return eq(table.status, 'UNPUBLISHED');
    case 'SCHEDULED':
      return and(published, gt(table.publishAt, now)) as SQL;
    case 'ENDED':
      return and(published, isNotNull(table.unpublishAt), lte(table.unpublishAt, now)) as SQL;
    case 'PUBLISHED':
      return and(published, or(isNull(table.publishAt), lte(table.publishAt, now)), or(isNull(table.unpublishAt), gt(table.unpublishAt, now))) as SQL;
  }
}

function listWhere(table: ContentTable, filter: StudioListFilter, now: Date): SQL | undefined {
  const keyword = filter.keyword ? containsPattern(filter.keyword) : null;
  return and(
    filter.state ? inState(table, filter.state, now) : undefined,
    keyword ? or(ilike(table.titleId, keyword), ilike(table.titleEn, keyword)) : undefined,
  );
}

/**
 * The writes of Seller Learning's authoring: each change locks its row, compares the version it started from, raises
 * it and records the audit entry in the same transaction.
 */
export class LearningStudioRepository {
  constructor(private readonly db: AppDatabase) {}

  async articles(filter: StudioListFilter, now: Date): Promise<{ rows: LearningArticleRow[]; total: number }> {
    const where = listWhere(learningArticles, filter, now);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(learningArticles)
        .where(where)
        .orderBy(desc(learningArticles.updatedAt), desc(learningArticles.id))
        .limit(filter.size)
        .offset(filter.page * filter.size),
      this.db.select({ total: count() }).from(learningArticles).where(where),
    ]);
    return { rows, total };
  }

  async videos(filter: StudioListFilter, now: Date): Promise<{ rows: LearningVideoRow[]; total: number }> {
    const where = listWhere(learningVideos, filter, now);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(learningVideos)
        .where(where)
        .orderBy(desc(learningVideos.updatedAt), desc(learningVideos.id))
        .limit(filter.size)
        .offset(filter.page * filter.size),
      this.db.select({ total: count() }).from(learningVideos).where(where),
    ]);
    return { rows, total };
  }

  async article(id: string): Promise<LearningArticleRow | null> {
    const [row] = await this.db.select().from(learningArticles).where(eq(learningArticles.id, id)).limit(1);
    return row ?? null;
  }

  async video(id: string): Promise<LearningVideoRow | null> {
    const [row] = await this.db.select().from(learningVideos).where(eq(learningVideos.id, id)).limit(1);
    return row ?? null;
  }

  /** Adds an article, then `audit`; TAKEN when its slug is another article's. */
  async insertArticle(row: NewLearningArticle, audit: (tx: Transaction, created: LearningArticleRow) => Promise<void>): Promise<LearningArticleRow | 'TAKEN'> {
    return takenOnUnique(() =>
      this.db.transaction(async (tx) => {
        const [created] = await tx.insert(learningArticles).values(row).returning();
        await audit(tx, created);
        return created;
      }),
    );
  }

  /** Adds a video, then `audit`; TAKEN when its URL is another video's. */
  async insertVideo(row: NewLearningVideo, audit: (tx: Transaction, created: LearningVideoRow) => Promise<void>): Promise<LearningVideoRow | 'TAKEN'> {
    return takenOnUnique(() =>
      this.db.transaction(async (tx) => {
        const [created] = await tx.insert(learningVideos).values(row).returning();
        await audit(tx, created);
        return created;
      }),
    );
  }

  /**
   * Changes an article over `version` only: `change` sees the row as saved and answers the new values (or a refusal
   * of its own); the version is raised by one and `audit` written, all in one transaction.
   */
  async updateArticle(
    id: string,
    version: number,
    change: (current: LearningArticleRow) => Partial<NewLearningArticle> | ContentRefusal,
    audit: (tx: Transaction, before: LearningArticleRow, after: LearningArticleRow) => Promise<void>,
  ): Promise<LearningArticleRow | StudioRefusal> {
    return takenOnUnique(() =>
      this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(learningArticles).where(eq(learningArticles.id, id)).for('update');
        if (!current) return 'NOT_FOUND' as const;
        if (current.version !== version) return 'VERSION_CONFLICT' as const;
        const values = change(current);
        if (typeof values === 'string') return values;
        const [updated] = await tx
          .update(learningArticles)
          .set({ ...values, version: current.version + 1 })
          .where(and(eq(learningArticles.id, id), eq(learningArticles.version, version)))
          .returning();
        await audit(tx, current, updated);
        return updated;
      }),
    );
  }

  /** `updateArticle` for a video. */
  async updateVideo(
    id: string,
    version: number,
    change: (current: LearningVideoRow) => Partial<NewLearningVideo> | ContentRefusal,
    audit: (tx: Transaction, before: LearningVideoRow, after: LearningVideoRow) => Promise<void>,
  ): Promise<LearningVideoRow | StudioRefusal> {
    return takenOnUnique(() =>
      this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(learningVideos).where(eq(learningVideos.id, id)).for('update');
        if (!current) return 'NOT_FOUND' as const;
        if (current.version !== version) return 'VERSION_CONFLICT' as const;
        const values = change(current);
        if (typeof values === 'string') return values;
        const [updated] = await tx
          .update(learningVideos)
          .set({ ...values, version: current.version + 1 })
          .where(and(eq(learningVideos.id, id), eq(learningVideos.version, version)))
          .returning();
        await audit(tx, current, updated);
        return updated;
      }),
    );
  }

  async categories(): Promise<LearningCategoryRow[]> {
    return this.db.select().from(learningCategories).orderBy(learningCategories.position, learningCategories.code);
  }

  async categoryExists(code: string): Promise<boolean> {
    const [row] = await this.db.select({ code: learningCategories.code }).from(learningCategories).where(eq(learningCategories.code, code)).limit(1);
    return Boolean(row);
  }

  /** Adds a category last in order, then `audit`; TAKEN when its code exists. */
  async insertCategory(
    row: Omit<NewLearningCategory, 'position'>,
    audit: (tx: Transaction, created: LearningCategoryRow) => Promise<void>,
  ): Promise<LearningCategoryRow | 'TAKEN'> {
    return this.db.transaction(async (tx) => {
      const [{ last }] = await tx.select({ last: max(learningCategories.position) }).from(learningCategories);
      const [created] = await tx
        .insert(learningCategories)
        .values({ ...row, position: (last ?? 0) + 1 })
        .onConflictDoNothing({ target: learningCategories.code })
        .returning();
      if (!created) return 'TAKEN';
      await audit(tx, created);
      return created;
    });
  }

  async renameCategory(
    code: string,
    names: { nameId: string; nameEn: string },
    audit: (tx: Transaction, before: LearningCategoryRow, after: LearningCategoryRow) => Promise<void>,
  ): Promise<LearningCategoryRow | 'NOT_FOUND'> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(learningCategories).where(eq(learningCategories.code, code)).for('update');
      if (!current) return 'NOT_FOUND';
      const [updated] = await tx.update(learningCategories).set(names).where(eq(learningCategories.code, code)).returning();
      await audit(tx, current, updated);
      return updated;
    });
  }

  async insertAsset(row: NewLearningAsset): Promise<void> {
    await this.db.insert(learningAssets).values(row);
  }

  async asset(id: string): Promise<{ mediaType: string; content: Buffer } | null> {
    const [row] = await this.db
      .select({ mediaType: learningAssets.mediaType, content: learningAssets.content })
      .from(learningAssets)
      .where(eq(learningAssets.id, id))
      .limit(1);
    return row ?? null;
  }
}

/** A slug or a video URL another row holds (the unique indexes decide, so two writers at once cannot both win). */
async function takenOnUnique<T>(write: () => Promise<T>): Promise<T | 'TAKEN'> {
  try {
    return await write();
  } catch (error) {
    // The slug (articles) and the URL (videos) are the only unique values a write can collide on.
    if (uniqueViolationOf(error) !== null) return 'TAKEN';
    throw error;
  }
}
