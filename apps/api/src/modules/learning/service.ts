import type {
  LearningArticle,
  LearningArticleFilter,
  LearningArticleKind,
  LearningArticleSummary,
  LearningCategory,
  LearningVideo,
  LearningVideoFilter,
  LearningVideoProvider,
} from '@seller-portal/contracts/education';
import type { Clock } from '../../runtime';
import { AppError } from '../../http/app-error';
import { articleBodyHtml } from './content-html';
import type { LearningArticleRow, LearningRepository, LearningVideoRow } from './repository';

type Language = 'id' | 'en';
type Filled<T> = Required<Omit<T, 'categoryCode' | 'kind'>> & Pick<Partial<T>, Extract<keyof T, 'categoryCode' | 'kind'>>;

interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** Seller Learning's public reads: only what is published and inside its window now. */
export class LearningService {
  constructor(
    private readonly repository: LearningRepository,
    private readonly clock: Clock,
  ) {}

  async articles(filter: Filled<LearningArticleFilter>): Promise<Page<LearningArticleSummary>> {
    const { rows, total } = await this.repository.shownArticles(this.clock.now(), filter);
    return pageOf(
      rows.map((row) => articleSummary(row, filter.language)),
      filter,
      total,
    );
  }

  async article(slug: string, language: Language): Promise<LearningArticle> {
    const row = await this.repository.shownArticle(this.clock.now(), slug);
    if (!row) throw new AppError('LEARNING_ARTICLE_NOT_FOUND');
    return { ...articleSummary(row, language), body: articleBodyHtml(language === 'id' ? row.bodyId : row.bodyEn), language };
  }

  async videos(filter: Filled<LearningVideoFilter>): Promise<Page<LearningVideo>> {
    const { rows, total } = await this.repository.shownVideos(this.clock.now(), filter);
    return pageOf(
      rows.map((row) => video(row, filter.language)),
      filter,
      total,
    );
  }

  async categories(language: Language): Promise<LearningCategory[]> {
    return (await this.repository.categories(this.clock.now())).map((category) => ({
      code: category.code,
      name: language === 'id' ? category.nameId : category.nameEn,
      articleCount: category.articleCount,
      videoCount: category.videoCount,
    }));
  }
}

function pageOf<T>(content: T[], request: { page: number; size: number }, total: number): Page<T> {
  return { content, page: request.page, size: request.size, totalElements: total, totalPages: Math.ceil(total / request.size) };
}

function articleSummary(row: LearningArticleRow, language: Language): LearningArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind as LearningArticleKind,
    categoryCode: row.categoryCode,
    title: language === 'id' ? row.titleId : row.titleEn,
    summary: language === 'id' ? row.summaryId : row.summaryEn,
    coverImageUrl: row.coverImageUrl,
    publishedAt: (row.publishAt ?? row.createdAt).getTime(),
  };
}

function video(row: LearningVideoRow, language: Language): LearningVideo {
  return {
    id: row.id,
    provider: row.provider as LearningVideoProvider,
    url: row.url,
    categoryCode: row.categoryCode,
    title: language === 'id' ? row.titleId : row.titleEn,
    durationSeconds: row.durationSeconds,
    publishedAt: (row.publishAt ?? row.createdAt).getTime(),
  };
}
