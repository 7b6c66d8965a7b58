import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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

/**
 * Articles' titles are searched for typos only while the words themselves find fewer shown articles than this: a
 * misspelt word finds few or none, and a word that finds this many has a list to read already (the trigram scan of a
 * common word's titles was most of its search's time).
 */
export const fuzzyBelowMatches = 50;

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
        articleRank: learningArticles.rankId,
        videoTitle: learningVideos.titleId,
        videoSearch: learningVideos.searchId,
      }
    : {
        config: sql.raw(`'english'::regconfig`),
        articleTitle: learningArticles.titleEn,
        articleSummary: learningArticles.summaryEn,
        articleBody: learningArticles.bodyEn,
        articleSearch: learningArticles.searchEn,
        articleRank: learningArticles.rankEn,
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
   * queries, whose title is similar to the words (GIN trigram on titles), ranked by `ts_rank_cd` on the title (A) and
   * summary (B) (a video's title counts as A) plus the title's trigram similarity, with their headlines.
   */
  async search(now: Date, query: LearningSearchQuery): Promise<LearningSearchRow[]> {
    const statement = this.searchStatement(now, query);
    return this.db.transaction(async (tx) => {
      // The matches come through the search indexes: the planner's guess for a common word would read every row instead.
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
      // The similarity threshold of `<%` is a setting: set for this transaction only.
      if (query.fuzzy) await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(fuzzyThreshold)}, true)`);
      return ((await tx.execute(statement)) as unknown as { rows: LearningSearchRow[] }).rows;
    });
  }

  /**
   * The search's statement (the bench explains it). The matches are found through the indexes (the document's GIN
   * index, or it and the title's trigram index for short queries) and ranked on narrow rows: the rank reads the
   * small title-and-summary vector kept in the row, never the whole document. Only the page's rows are then read
   * whole, for their texts and headlines.
   */
  searchStatement(now: Date, query: LearningSearchQuery): SQL {
    const c = columnsOf(query.language);
    const tsq = sql`to_tsquery(${c.config}, ${query.tsquery})`;
    const similar = (title: AnyColumn) => (query.fuzzy ? sql`or ${query.fuzzy} <% ${title}` : sql``);
    const inCategory = query.categoryCode ? sql`and category_code = ${query.categoryCode}` : sql``;
    const found: SQL[] = [];
    const branches: SQL[] = [];
    // The matches are read through each search index alone (materialized, so the planner cannot trade them for the
    // status index and test every published row's document; full text and title trigrams apart, since a scan of
    // both at once tests each row's whole document again), and whether each is shown is worked out on the way.
    const foundIn = (name: string, table: typeof learningArticles | typeof learningVideos, rank: SQL, match: SQL) =>
      sql`${sql.raw(name)} as materialized (
        select ${table.id} as id, ${table.categoryCode} as category_code, coalesce(${table.publishAt}, ${table.createdAt}) as published_at,
          ${shown(table, now)} as visible, ${rank} as rank
        from ${table} where ${match})`;
    const branch = (type: string, name: string) => sql`select ${type} as type, id, published_at, rank from ${sql.raw(name)} where visible ${inCategory}`;
    if (query.type !== 'VIDEO') {
      found.push(foundIn('articles_text', learningArticles, sql`ts_rank_cd(${c.articleRank}, ${tsq})`, sql`${c.articleSearch} @@ ${tsq}`));
      branches.push(branch('ARTICLE', 'articles_text'));
      if (query.fuzzy) {
        found.push(
          foundIn(
            'articles_similar',
            learningArticles,
            sql`0.5 * word_similarity(${query.fuzzy}, ${c.articleTitle})`,
            sql`${query.fuzzy} <% ${c.articleTitle} and ${learningArticles.id} not in (select id from articles_text)
              and (select count(*) from articles_text where visible ${inCategory}) < ${fuzzyBelowMatches}`,
          ),
        );
        branches.push(branch('ARTICLE', 'articles_similar'));
      }
    }
    if (query.type !== 'ARTICLE') {
      // A video's document is its title: it counts as a title (weight A).
      const rank = query.fuzzy
        ? sql`case when ${c.videoSearch} @@ ${tsq} then ts_rank_cd(setweight(${c.videoSearch}, 'A'), ${tsq}) else 0.5 * word_similarity(${query.fuzzy}, ${c.videoTitle}) end`
        : sql`ts_rank_cd(setweight(${c.videoSearch}, 'A'), ${tsq})`;
      found.push(foundIn('videos_found', learningVideos, rank, sql`${c.videoSearch} @@ ${tsq} ${similar(c.videoTitle)}`));
      branches.push(branch('VIDEO', 'videos_found'));
    }
    return sql`
      with ${sql.join(found, sql`, `)}, matched as (${sql.join(branches, sql` union all `)}),
      page as (
        select type, id, published_at, rank, count(*) over () as total from matched
        order by rank desc, published_at desc, id
        limit ${query.size} offset ${query.page * query.size}
      ),
      shown as (
        select page.*, coalesce(a.${sql.raw(c.articleTitle.name)}, v.${sql.raw(c.videoTitle.name)}) as title,
          a.slug, a.kind, v.provider, v.url, v.duration_seconds, coalesce(a.category_code, v.category_code) as category_code,
          a.${sql.raw(c.articleSummary.name)} as summary, a.${sql.raw(c.articleBody.name)} as body
        from page
        left join ${learningArticles} a on page.type = 'ARTICLE' and a.id = page.id
        left join ${learningVideos} v on page.type = 'VIDEO' and v.id = page.id
      )
      -- Headlines only for the page's rows: ts_headline reads the whole text.
      select type, id, slug, kind, provider, url, duration_seconds, category_code, title, published_at, total,
        ts_headline(${c.config}, ${unmarked(sql`title`)}, ${tsq}, ${headlineOptions.title}) as title_marked,
        case when type = 'ARTICLE' then ts_headline(${c.config},
          ${unmarked(sql`summary || ' ' || regexp_replace(body, '<[^>]*>', ' ', 'g')`)}, ${tsq}, ${headlineOptions.snippet}) end as snippet_marked
      from shown
      order by rank desc, published_at desc, id`;
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
