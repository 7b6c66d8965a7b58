import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { learningArticles, learningCategories, learningVideos } from './schema';

export type NewLearningArticle = typeof learningArticles.$inferInsert;
export type NewLearningVideo = typeof learningVideos.$inferInsert;
export type NewLearningCategory = typeof learningCategories.$inferInsert;
export type LearningArticleRow = typeof learningArticles.$inferSelect;
export type LearningVideoRow = typeof learningVideos.$inferSelect;

export interface LearningPageRequest {
  categoryCode?: string;
  page: number;
  size: number;
}

/** PUBLISHED and inside its window at `now`. */
function shownAt(table: typeof learningArticles | typeof learningVideos, now: Date): SQL {
  return and(
    eq(table.status, 'PUBLISHED'),
    or(isNull(table.publishAt), lte(table.publishAt, now)),
    or(isNull(table.unpublishAt), gt(table.unpublishAt, now)),
  ) as SQL;
}

/** The only place that reads and writes the learning tables. */
export class LearningRepository {
  constructor(private readonly db: AppDatabase) {}

  async shownArticles(now: Date, request: LearningPageRequest & { kind?: string }): Promise<{ rows: LearningArticleRow[]; total: number }> {
    const where = and(
      shownAt(learningArticles, now),
      request.kind ? eq(learningArticles.kind, request.kind) : undefined,
      request.categoryCode ? eq(learningArticles.categoryCode, request.categoryCode) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(learningArticles)
        .where(where)
        // Newest publication first; an article without a publish time counts from its writing.
        .orderBy(desc(sql`coalesce(${learningArticles.publishAt}, ${learningArticles.createdAt})`), desc(learningArticles.id))
        .limit(request.size)
        .offset(request.page * request.size),
      this.db.select({ total: count() }).from(learningArticles).where(where),
    ]);
    return { rows, total };
  }

  async shownArticle(now: Date, slug: string): Promise<LearningArticleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(learningArticles)
      .where(and(eq(learningArticles.slug, slug), shownAt(learningArticles, now)))
      .limit(1);
    return row;
  }

  /** Every shown article's address and dates, newest first (the public pages' sitemap). */
  async shownArticleAddresses(now: Date): Promise<Pick<LearningArticleRow, 'slug' | 'kind' | 'updatedAt' | 'publishAt'>[]> {
    return this.db
      .select({ slug: learningArticles.slug, kind: learningArticles.kind, updatedAt: learningArticles.updatedAt, publishAt: learningArticles.publishAt })
      .from(learningArticles)
      .where(shownAt(learningArticles, now))
      .orderBy(desc(sql`coalesce(${learningArticles.publishAt}, ${learningArticles.createdAt})`), desc(learningArticles.id));
  }

  async shownVideos(now: Date, request: LearningPageRequest): Promise<{ rows: LearningVideoRow[]; total: number }> {
    const where = and(shownAt(learningVideos, now), request.categoryCode ? eq(learningVideos.categoryCode, request.categoryCode) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(learningVideos)
        .where(where)
        .orderBy(desc(sql`coalesce(${learningVideos.publishAt}, ${learningVideos.createdAt})`), desc(learningVideos.id))
        .limit(request.size)
        .offset(request.page * request.size),
      this.db.select({ total: count() }).from(learningVideos).where(where),
    ]);
    return { rows, total };
  }

  /** Every category in order, with its shown articles and videos counted. */
  async categories(now: Date): Promise<{ code: string; nameId: string; nameEn: string; articleCount: number; videoCount: number }[]> {
    const [categories, articleCounts, videoCounts] = await Promise.all([
      this.db.select().from(learningCategories).orderBy(learningCategories.position, learningCategories.code),
      this.db
        .select({ code: learningArticles.categoryCode, total: count() })
        .from(learningArticles)
        .where(shownAt(learningArticles, now))
        .groupBy(learningArticles.categoryCode),
      this.db
        .select({ code: learningVideos.categoryCode, total: count() })
        .from(learningVideos)
        .where(shownAt(learningVideos, now))
        .groupBy(learningVideos.categoryCode),
    ]);
    const articles = new Map(articleCounts.map((row) => [row.code, row.total]));
    const videos = new Map(videoCounts.map((row) => [row.code, row.total]));
    return categories.map((category) => ({
      code: category.code,
      nameId: category.nameId,
      nameEn: category.nameEn,
      articleCount: articles.get(category.code) ?? 0,
      videoCount: videos.get(category.code) ?? 0,
    }));
  }

  async insertCategories(rows: NewLearningCategory[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(learningCategories).values(rows).onConflictDoNothing();
  }

  async insertArticles(rows: NewLearningArticle[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(learningArticles).values(rows).onConflictDoNothing();
  }

  /** Gives each video at `before` the URL `after`, unless a video already has it (seeding stays idempotent). */
  async renameVideoUrls(pairs: [before: string, after: string][]): Promise<void> {
    for (const [before, after] of pairs) {
      await this.db
        .update(learningVideos)
        .set({ url: after })
        .where(and(eq(learningVideos.url, before), sql`not exists (select 1 from ${learningVideos} taken where taken.url = ${after})`));
    }
  }

  async insertVideos(rows: NewLearningVideo[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(learningVideos).values(rows).onConflictDoNothing();
  }
}
