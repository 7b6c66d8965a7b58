import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { learningArticles, learningReadingProgress, learningVideos } from './schema';

type Language = 'id' | 'en';

export interface LearningSearchQuery {
  language: Language;
  /** A `to_tsquery` text of plain words joined by `&`, the last one a prefix (`word:*`). */
  tsquery: string;
  /** The words as one text, matched against titles by trigram word similarity; null: no typo tolerance. */
  fuzzy: string | null;
  type?: 'ARTICLE' | 'VIDEO';
  categoryCode?: string;
  page: number;
  size: number;
}

export interface LearningSearchRow {
  type: 'ARTICLE' | 'VIDEO';
  id: string;
  slug: string | null;
  kind: string | null;
  provider: string | null;
  url: string | null;
  duration_seconds: number | null;
  category_code: string;
  title: string;
  published_at: Date | string;
  /** The title and the passage with the matched words between \u0001 and \u0002 (neither is left in the texts). */
  title_marked: string;
  snippet_marked: string | null;
  total: number | string;
}

export interface ReadingProgressRow {
  slug: string;
  percent: number;
  finishedAt: Date | null;
  updatedAt: Date;
}

/** Trigram word similarity a title needs for a typo-tolerant match (pg_trgm's default 0.6 misses one wrong letter in six). */
const fuzzyThreshold = 0.45;

const headlineOptions = {
  title: 'StartSel=\u0001, StopSel=\u0002, HighlightAll=true',
  snippet: 'StartSel=\u0001, StopSel=\u0002, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "',
};

/** The texts the search reads, per language: each column of its own language's configuration. */
function columnsOf(language: Language) {
  return language === 'id'
    ? {
        config: sql.raw(`'indonesian'::regconfig`),
        articleTitle: learningArticles.titleId,
        articleSummary: learningArticles.summaryId,
        articleBody: learningArticles.bodyId,
        articleSearch: learningArticles.searchId,
        videoTitle: learningVideos.titleId,
        videoSearch: learningVideos.searchId,
      }
    : {
        config: sql.raw(`'english'::regconfig`),
        articleTitle: learningArticles.titleEn,
        articleSummary: learningArticles.summaryEn,
        articleBody: learningArticles.bodyEn,
        articleSearch: learningArticles.searchEn,
        videoTitle: learningVideos.titleEn,
        videoSearch: learningVideos.searchEn,
      };
}

/** PUBLISHED and inside its window at `now` (the same rule as the lists). */
function shown(table: typeof learningArticles | typeof learningVideos, now: Date): SQL {
  const at = now.toISOString();
  return sql`${table.status} = 'PUBLISHED' and (${table.publishAt} is null or ${table.publishAt} <= ${at}::timestamptz) and (${table.unpublishAt} is null or ${table.unpublishAt} > ${at}::timestamptz)`;
}

/** Control characters 1 and 2 mark the matches in headlines: they are taken out of the texts first. */
const unmarked = (text: SQL | typeof learningArticles.titleId) => sql`translate(${text}, chr(1) || chr(2), '')`;

/** Seller Learning's search and reading progress: the only place that reads the learning tables for them. */
export class LearningPagesRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Published articles and videos matching the full-text query (GIN on the generated documents) or, for short
   * queries, whose title is similar to the words (GIN trigram on titles), ranked by `ts_rank_cd` (titles weigh A,
   * summaries B, bodies C; a video's title counts as A) plus the title's trigram similarity, with their headlines.
   */
  async search(now: Date, query: LearningSearchQuery): Promise<LearningSearchRow[]> {
    const c = columnsOf(query.language);
    const tsq = sql`to_tsquery(${c.config}, ${query.tsquery})`;
    const fuzzyMatch = (title: typeof c.articleTitle) => (query.fuzzy ? sql`or ${query.fuzzy} <% ${title}` : sql``);
    const fuzzyRank = (title: typeof c.articleTitle) => (query.fuzzy ? sql`+ 0.5 * word_similarity(${query.fuzzy}, ${title})` : sql``);
    const articles = sql`
      select 'ARTICLE' as type, ${learningArticles.id} as id, ${learningArticles.slug} as slug, ${learningArticles.kind} as kind,
        null::text as provider, null::text as url, null::int as duration_seconds, ${learningArticles.categoryCode} as category_code,
        ${c.articleTitle} as title, ${c.articleSummary} as summary, ${c.articleBody} as body,
        coalesce(${learningArticles.publishAt}, ${learningArticles.createdAt}) as published_at,
        ts_rank_cd(${c.articleSearch}, (select q from query)) ${fuzzyRank(c.articleTitle)} as rank
      from ${learningArticles}
      where ${shown(learningArticles, now)}
        and (${c.articleSearch} @@ (select q from query) ${fuzzyMatch(c.articleTitle)})
        ${query.categoryCode ? sql`and ${learningArticles.categoryCode} = ${query.categoryCode}` : sql``}`;
    const videos = sql`
      select 'VIDEO' as type, ${learningVideos.id} as id, null::text as slug, null::text as kind,
        ${learningVideos.provider} as provider, ${learningVideos.url} as url, ${learningVideos.durationSeconds} as duration_seconds,
        ${learningVideos.categoryCode} as category_code, ${c.videoTitle} as title, null::text as summary, null::text as body,
        coalesce(${learningVideos.publishAt}, ${learningVideos.createdAt}) as published_at,
        ts_rank_cd(setweight(${c.videoSearch}, 'A'), (select q from query)) ${fuzzyRank(c.videoTitle)} as rank
      from ${learningVideos}
      where ${shown(learningVideos, now)}
        and (${c.videoSearch} @@ (select q from query) ${fuzzyMatch(c.videoTitle)})
        ${query.categoryCode ? sql`and ${learningVideos.categoryCode} = ${query.categoryCode}` : sql``}`;
    const union = query.type === 'ARTICLE' ? articles : query.type === 'VIDEO' ? videos : sql`${articles} union all ${videos}`;
    const statement = sql`
      with query as (select ${tsq} as q),
      hits as (${union}),
      page as (
        select *, count(*) over () as total from hits
        order by rank desc, published_at desc, id
        limit ${query.size} offset ${query.page * query.size}
      )
      -- Headlines only for the page's rows: ts_headline reads the whole text.
      select type, id, slug, kind, provider, url, duration_seconds, category_code, title, published_at, total,
        ts_headline(${c.config}, ${unmarked(sql`title`)}, (select q from query), ${headlineOptions.title}) as title_marked,
        case when type = 'ARTICLE' then ts_headline(${c.config},
          ${unmarked(sql`summary || ' ' || regexp_replace(body, '<[^>]*>', ' ', 'g')`)}, (select q from query), ${headlineOptions.snippet}) end as snippet_marked
      from page
      order by rank desc, published_at desc, id`;
    if (!query.fuzzy) return ((await this.db.execute(statement)) as unknown as { rows: LearningSearchRow[] }).rows;
    // The similarity threshold of `<%` is a setting: set for this transaction only.
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(fuzzyThreshold)}, true)`);
      return ((await tx.execute(statement)) as unknown as { rows: LearningSearchRow[] }).rows;
    });
  }

  /** The id of a shown article by its slug. */
  async shownArticleId(now: Date, slug: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: learningArticles.id })
      .from(learningArticles)
      .where(and(eq(learningArticles.slug, slug), shown(learningArticles, now)))
      .limit(1);
    return row?.id;
  }

  /** Keeps the furthest point read; the first time 100 is reached is when it was finished. */
  async saveProgress(userId: string, articleId: string, percent: number, now: Date): Promise<{ percent: number; finishedAt: Date | null; updatedAt: Date }> {
    const [row] = await this.db
      .insert(learningReadingProgress)
      .values({ userId, articleId, percent, finishedAt: percent >= 100 ? now : null, updatedAt: now })
      .onConflictDoUpdate({
        target: [learningReadingProgress.userId, learningReadingProgress.articleId],
        set: {
          percent: sql`greatest(${learningReadingProgress.percent}, excluded.percent)`,
          finishedAt: sql`coalesce(${learningReadingProgress.finishedAt}, excluded.finished_at)`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning({ percent: learningReadingProgress.percent, finishedAt: learningReadingProgress.finishedAt, updatedAt: learningReadingProgress.updatedAt });
    return row;
  }

  /** A user's progress, latest first, of the articles still in the table. */
  async progressOf(userId: string): Promise<ReadingProgressRow[]> {
    return this.db
      .select({
        slug: learningArticles.slug,
        percent: learningReadingProgress.percent,
        finishedAt: learningReadingProgress.finishedAt,
        updatedAt: learningReadingProgress.updatedAt,
      })
      .from(learningReadingProgress)
      .innerJoin(learningArticles, eq(learningArticles.id, learningReadingProgress.articleId))
      .where(eq(learningReadingProgress.userId, userId))
      .orderBy(desc(learningReadingProgress.updatedAt))
      .limit(500);
  }
}
