import {
  learningSearchLimits,
  type LearningReadingProgress,
  type LearningSearchAnswer,
  type LearningSearchHit,
  type LearningSearchRequest,
} from '@seller-portal/contracts/education';
import type { Clock } from '../../runtime';
import { AppError } from '../../http/app-error';
import type { LearningPagesRepository, LearningSearchRow, ReadingProgressRow } from './pages-repository';

type SearchRequest = Required<Omit<LearningSearchRequest, 'type' | 'categoryCode'>> & Pick<LearningSearchRequest, 'type' | 'categoryCode'>;

/** Typo tolerance (trigram similarity on titles) is for a short query: a word or three being typed. */
const fuzzyWordsMax = 3;

/** The words of a query: letters and digits, lower-cased, the first `wordsMax`, none longer than a word can be. */
export function searchWords(query: string): string[] {
  const words =
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, learningSearchLimits.wordsMax).map((word) => word.slice(0, 40));
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A headline as safe HTML: every character escaped, then the database's match marks (\u0001…\u0002) turned into
 * `<mark>`. A body passage's own entities are read back to characters first, so they are escaped once.
 */
export function markedHtml(marked: string, decodeEntities = false): string {
  const text = decodeEntities ? marked.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name]) : marked;
  return text
    .split('\u0001')
    .map((part, index) => {
      if (index === 0) return escapeHtml(part.replaceAll('\u0002', ''));
      const [matched, ...rest] = part.split('\u0002');
      return `<mark>${escapeHtml(matched)}</mark>${escapeHtml(rest.join(''))}`;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function hitOf(row: LearningSearchRow): LearningSearchHit {
  const base = {
    id: row.id,
    categoryCode: row.category_code,
    title: row.title,
    titleHtml: markedHtml(row.title_marked),
    publishedAt: new Date(row.published_at).getTime(),
  };
  return row.type === 'ARTICLE'
    ? { type: 'ARTICLE', ...base, slug: row.slug ?? '', kind: row.kind === 'NEWS' ? 'NEWS' : 'GUIDE', snippetHtml: markedHtml(row.snippet_marked ?? '', true) }
    : { type: 'VIDEO', ...base, provider: row.provider === 'VIMEO' ? 'VIMEO' : 'YOUTUBE', url: row.url ?? '', durationSeconds: Number(row.duration_seconds) };
}

function progressOf(row: ReadingProgressRow): LearningReadingProgress {
  return { slug: row.slug, percent: row.percent, finishedAt: row.finishedAt?.getTime() ?? null, updatedAt: row.updatedAt.getTime() };
}

/** Seller Learning's search over published articles and videos, and a signed-in seller's reading progress. */
export class LearningPagesService {
  constructor(
    private readonly repository: LearningPagesRepository,
    private readonly clock: Clock,
  ) {}

  async search(request: SearchRequest): Promise<LearningSearchAnswer> {
    if (request.q.length > learningSearchLimits.queryMaxLength) throw new AppError('LEARNING_SEARCH_QUERY_TOO_LONG');
    const words = searchWords(request.q);
    const empty = { content: [], page: request.page, size: request.size, totalElements: 0, totalPages: 0, words };
    // Only punctuation or spaces: nothing to look for, and the page says so.
    if (words.length === 0) return empty;
    const query = {
      language: request.language,
      // Words are letters and digits only, so they cannot break the tsquery syntax; the last one is being typed.
      tsquery: words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & '),
      fuzzy: words.length <= fuzzyWordsMax ? words.join(' ') : null,
      type: request.type,
      categoryCode: request.categoryCode,
    };
    const now = this.clock.now();
    const rows = await this.repository.search(now, { ...query, page: request.page, size: request.size });
    // Past the last page the window has no row to count on: the total comes from the first one.
    const total =
      rows.length > 0
        ? Number(rows[0].total)
        : request.page > 0
          ? Number((await this.repository.search(now, { ...query, page: 0, size: 1 }))[0]?.total ?? 0)
          : 0;
    return { ...empty, content: rows.map(hitOf), totalElements: total, totalPages: Math.ceil(total / request.size) };
  }

  async readingProgress(userId: string): Promise<LearningReadingProgress[]> {
    return (await this.repository.progressOf(userId)).map(progressOf);
  }

  async updateReadingProgress(userId: string, update: { slug: string; percent: number }): Promise<LearningReadingProgress> {
    const now = this.clock.now();
    const articleId = await this.repository.shownArticleId(now, update.slug);
    if (!articleId) throw new AppError('LEARNING_ARTICLE_NOT_FOUND');
    const saved = await this.repository.saveProgress(userId, articleId, update.percent, now);
    return progressOf({ slug: update.slug, ...saved });
  }
}
