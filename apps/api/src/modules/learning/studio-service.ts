import type { AuditEntry, Page } from '@seller-portal/contracts/accounts';
import {
  learningAssetMediaTypes,
  learningAssetUrl,
  type LearningArticleDraft,
  type LearningArticleKind,
  type LearningAsset,
  type LearningCategoryRename,
  type LearningCategoryRequest,
  type LearningContentState,
  type LearningPublishRequest,
  type LearningStudioArticle,
  type LearningStudioArticleSummary,
  type LearningStudioCategory,
  type LearningStudioVideo,
  type LearningVideoDraft,
} from '@seller-portal/contracts/education';
import { storefrontVideoOf } from '@seller-portal/contracts/storefront';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error';
import type { Clock, Random } from '../../runtime';
import type { AuditLog } from '../audit';
import type { ResolvedSession } from '../session';
import { declaresTooManyPixels } from '../shared/image-size';
import { articleBodyHtml } from './content-html';
import type { LearningArticleRow, LearningVideoRow, NewLearningArticle, NewLearningVideo } from './repository';
import type { LearningCategoryRow, LearningStudioRepository, StudioRefusal } from './studio-repository';

type Checked<T> = Required<T>;
type ListQuery = { state?: LearningContentState; keyword?: string; page: number; size: number };
type Window = Pick<LearningArticleRow, 'status' | 'publishAt' | 'unpublishAt'>;

/** Where a row stands at `now` (contracts' `learningContentStates`). */
export function contentState(row: Window, now: Date): LearningContentState {
  if (row.status === 'DRAFT') return 'DRAFT';
  if (row.status === 'UNPUBLISHED') return 'UNPUBLISHED';
  if (row.publishAt && row.publishAt > now) return 'SCHEDULED';
  if (row.unpublishAt && row.unpublishAt <= now) return 'ENDED';
  return 'PUBLISHED';
}

const assetPath = /^\/backend\/edu\/public\/assets\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A cover is an uploaded image's address or an https image link; anything else is LEARNING_COVER_INVALID. */
function checkedCover(value: string | null | undefined): string | null {
  if (!value) return null;
  if (assetPath.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && !url.username && !url.password) return url.toString();
  } catch {
    // Not a URL: refused below.
  }
  throw new AppError('LEARNING_COVER_INVALID');
}

const articleComplete = (row: Pick<LearningArticleRow, 'titleId' | 'titleEn' | 'summaryId' | 'summaryEn' | 'bodyId' | 'bodyEn'>) =>
  [row.titleId, row.titleEn, row.summaryId, row.summaryEn].every((text) => text.trim() !== '') &&
  [row.bodyId, row.bodyEn].every((html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(html));
const videoComplete = (row: Pick<LearningVideoRow, 'titleId' | 'titleEn'>) => row.titleId.trim() !== '' && row.titleEn.trim() !== '';

/** What the audit log keeps of a row: everything but the generated search documents. */
function audited<T extends { searchId: unknown; searchEn: unknown }>(row: T): Omit<T, 'searchId' | 'searchEn'> {
  const { searchId: _id, searchEn: _en, ...rest } = row;
  return rest;
}

export interface LearningStudioDeps {
  repository: LearningStudioRepository;
  audit: AuditLog;
  clock: Clock;
  random: Random;
}

/**
 * Seller Learning's authoring (§6 INTERNAL_SELLER-LEARNING): drafts in id and en (a draft may be partial), published
 * only when both languages are complete, now or for a window; every change over the version it started from, with
 * its audit entry. Bodies are kept as the allow-list leaves them, so nothing that runs code is ever stored.
 */
export class LearningStudioService {
  constructor(private readonly deps: LearningStudioDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  async articles(query: ListQuery): Promise<Page<LearningStudioArticleSummary>> {
    const filter = { state: query.state, keyword: query.keyword?.trim() || undefined, page: query.page, size: query.size };
    const now = this.now();
    const { rows, total } = await this.deps.repository.articles(filter, now);
    return pageOf(
      rows.map((row) => articleSummary(row, now)),
      filter,
      total,
    );
  }

  async article(id: string): Promise<LearningStudioArticle> {
    const row = await this.deps.repository.article(id);
    if (!row) throw new AppError('LEARNING_ARTICLE_NOT_FOUND');
    return studioArticle(row, this.now());
  }

  async createArticle(current: ResolvedSession, draft: Checked<LearningArticleDraft>): Promise<LearningStudioArticle> {
    const values = await this.articleValues(draft);
    const now = this.now();
    const created = await this.deps.repository.insertArticle(
      { ...values, status: 'DRAFT', createdAt: now, updatedAt: now, updatedBy: current.session.username },
      (tx, row) => this.deps.audit.record(tx, current, { area: 'SELLER_LEARNING', identifier: row.id, action: 'CREATE', before: null, after: audited(row) }),
    );
    if (created === 'TAKEN') throw new AppError('LEARNING_SLUG_TAKEN');
    return studioArticle(created, now);
  }

  async updateArticle(current: ResolvedSession, id: string, update: Checked<LearningArticleDraft> & { version: number }): Promise<LearningStudioArticle> {
    const values = await this.articleValues(update);
    const now = this.now();
    const result = await this.deps.repository.updateArticle(
      id,
      update.version,
      // Published content stays complete: an edit may not empty a language of what sellers can read (or will).
      (row) =>
        row.status === 'PUBLISHED' && !articleComplete(values) ? ('INCOMPLETE' as const) : { ...values, updatedAt: now, updatedBy: current.session.username },
      (tx, before, after) =>
        this.deps.audit.record(tx, current, { area: 'SELLER_LEARNING', identifier: id, action: 'UPDATE', before: audited(before), after: audited(after) }),
    );
    return studioArticle(await this.articleOutcome(id, result), now);
  }

  async publishArticle(current: ResolvedSession, id: string, request: Checked<LearningPublishRequest>): Promise<LearningStudioArticle> {
    const now = this.now();
    const result = await this.deps.repository.updateArticle(
      id,
      request.version,
      (row) => {
        if (!articleComplete(row)) return 'INCOMPLETE' as const;
        const window = publishWindow(row, request, now);
        return window === 'INVALID' ? window : { ...window, status: 'PUBLISHED', updatedAt: now, updatedBy: current.session.username };
      },
      (tx, before, after) =>
        this.deps.audit.record(tx, current, { area: 'SELLER_LEARNING', identifier: id, action: 'PUBLISH', before: audited(before), after: audited(after) }),
    );
    return studioArticle(await this.articleOutcome(id, result), now);
  }

  async unpublishArticle(current: ResolvedSession, id: string, version: number): Promise<LearningStudioArticle> {
    const now = this.now();
    const result = await this.deps.repository.updateArticle(
      id,
      version,
      () => ({ status: 'UNPUBLISHED', updatedAt: now, updatedBy: current.session.username }),
      (tx, before, after) =>
        this.deps.audit.record(tx, current, { area: 'SELLER_LEARNING', identifier: id, action: 'UNPUBLISH', before: audited(before), after: audited(after) }),
    );
    return studioArticle(await this.articleOutcome(id, result), now);
  }

  async videos(query: ListQuery): Promise<Page<LearningStudioVideo>> {
    const filter = { state: query.state, keyword: query.keyword?.trim() || undefined, page: query.page, size: query.size };
    const now = this.now();
    const { rows, total } = await this.deps.repository.videos(filter, now);
    return pageOf(
      rows.map((row) => studioVideo(row, now)),
      filter,
      total,
    );
  }

  async video(id: string): Promise<LearningStudioVideo> {
    const row = await this.deps.repository.video(id);
    if (!row) throw new AppError('LEARNING_VIDEO_NOT_FOUND');
    return studioVideo(row, this.now());
  }

  async createVideo(current: ResolvedSession, draft: Checked<LearningVideoDraft>): Promise<LearningStudioVideo> {
    const values = await this.videoValues(draft);
    const now = this.now();
    const created = await this.deps.repository.insertVideo(
      { ...values, status: 'DRAFT', createdAt: now, updatedAt: now, updatedBy: current.session.username },
      (tx, row) => this.deps.audit.record(tx, current, { area: 'SELLER_LEARNING', identifier: row.id, action: 'CREATE', before: null, after: audited(row) }),
    );
    if (created === 'TAKEN') throw new AppError('LEARNING_VIDEO_URL_TAKEN');
    return studioVideo(created, now);
  }

  async updateVideo(current: ResolvedSession, id: string, update: Checked<LearningVideoDraft> & { version: number }): Promise<LearningStudioVideo> {
    const values = await this.videoValues(update);
    const now = this.now();
    const result = await this.deps.repository.updateVideo(
      id,
      update.version,
      (row) =>
        row.status === 'PUBLISHED' && !videoComplete(values) ? ('INCOMPLETE' as const) : { ...values, updatedAt: now, updatedBy: current.session.username },
      (tx, before, after) =>
        this.deps.audit.record(tx, current, { area: 'SELLER_LEARNING', identifier: id, action: 'UPDATE', before: audited(before), after: audited(after) }),
    );
    return studioVideo(await this.videoOutcome(id, result), now);
  }

  async publishVideo(current: ResolvedSession, id: string, request: Checked<LearningPublishRequest>): Promise<LearningStudioVideo> {
    const now = this.now();
    const result = await this.deps.repository.updateVideo(
      id,
      request.version,
      (row) => {
        if (!videoComplete(row)) return 'INCOMPLETE' as const;
        const window = publishWindow(row, request, now);
        return window === 'INVALID' ? window : { ...window, status: 'PUBLISHED', updatedAt: now, updatedBy: current.session.username };
      },
      (tx, before, after) =>
        this.deps.audit.record(tx, current, { area: 'SELLER_LEARNING', identifier: id, action: 'PUBLISH', before: audited(before), after: audited(after) }),
    );
    return studioVideo(await this.videoOutcome(id, result), now);
  }

  async unpublishVideo(current: ResolvedSession, id: string, version: number): Promise<LearningStudioVideo> {
    const now = this.now();
    const result = await this.deps.repository.updateVideo(
      id,
      version,
      () => ({ status: 'UNPUBLISHED', updatedAt: now, updatedBy: current.session.username }),
      (tx, before, after) =>
        this.deps.audit.record(tx, current, { area: 'SELLER_LEARNING', identifier: id, action: 'UNPUBLISH', before: audited(before), after: audited(after) }),
    );
    return studioVideo(await this.videoOutcome(id, result), now);
  }

  async categories(): Promise<LearningStudioCategory[]> {
    return (await this.deps.repository.categories()).map(studioCategory);
  }

  async createCategory(current: ResolvedSession, request: Required<LearningCategoryRequest>): Promise<LearningStudioCategory> {
    const created = await this.deps.repository.insertCategory(request, (tx, row) =>
      this.deps.audit.record(tx, current, { area: 'SELLER_LEARNING', identifier: row.code, action: 'CREATE', before: null, after: studioCategory(row) }),
    );
    if (created === 'TAKEN') throw new AppError('LEARNING_CATEGORY_TAKEN');
    return studioCategory(created);
  }

  async renameCategory(current: ResolvedSession, code: string, names: Required<LearningCategoryRename>): Promise<LearningStudioCategory> {
    const renamed = await this.deps.repository.renameCategory(code, names, (tx, before, after) =>
      this.deps.audit.record(tx, current, {
        area: 'SELLER_LEARNING',
        identifier: code,
        action: 'UPDATE',
        before: studioCategory(before),
        after: studioCategory(after),
      }),
    );
    if (renamed === 'NOT_FOUND') throw new AppError('LEARNING_CATEGORY_UNKNOWN');
    return studioCategory(renamed);
  }

  history(query: { identifier?: string; page: number; size: number }): Promise<Page<AuditEntry>> {
    return this.deps.audit.page('SELLER_LEARNING', query);
  }

  /** §7 edu/asset: an article image judged by its bytes (JPEG, PNG or WebP, not too many pixels), kept in the database. */
  async uploadAsset(current: ResolvedSession, content: Buffer): Promise<LearningAsset> {
    if (content.length === 0) throw new AppError('LEARNING_ASSET_MISSING');
    const found = await fileTypeFromBuffer(content);
    const mediaType = found && (learningAssetMediaTypes as readonly string[]).includes(found.mime) ? found.mime : null;
    if (!mediaType) throw new AppError('LEARNING_ASSET_TYPE_NOT_ACCEPTED');
    if (declaresTooManyPixels(content)) throw new AppError('LEARNING_ASSET_DIMENSIONS_TOO_LARGE');
    const assetId = this.deps.random.uuid();
    await this.deps.repository.insertAsset({ id: assetId, mediaType, content, uploadedBy: current.userId, createdAt: this.now() });
    return { assetId, url: learningAssetUrl(assetId) };
  }

  /** An article image's bytes, for anyone: the learning pages show them. */
  async asset(assetId: string): Promise<{ contentType: string; bytes: Buffer }> {
    const asset = await this.deps.repository.asset(assetId);
    if (!asset) throw new AppError('NOT_FOUND');
    return { contentType: asset.mediaType, bytes: asset.content };
  }

  private async articleValues(draft: Checked<LearningArticleDraft>): Promise<Omit<NewLearningArticle, 'status'>> {
    if (!(await this.deps.repository.categoryExists(draft.categoryCode))) throw new AppError('LEARNING_CATEGORY_UNKNOWN');
    return {
      slug: draft.slug,
      kind: draft.kind as LearningArticleKind,
      categoryCode: draft.categoryCode,
      titleId: draft.titleId,
      titleEn: draft.titleEn,
      summaryId: draft.summaryId,
      summaryEn: draft.summaryEn,
      bodyId: articleBodyHtml(draft.bodyId),
      bodyEn: articleBodyHtml(draft.bodyEn),
      coverImageUrl: checkedCover(draft.coverImageUrl),
    };
  }

  private async videoValues(draft: Checked<LearningVideoDraft>): Promise<Omit<NewLearningVideo, 'status'>> {
    const video = storefrontVideoOf(draft.url);
    if (!video) throw new AppError('LEARNING_VIDEO_URL_INVALID');
    if (!(await this.deps.repository.categoryExists(draft.categoryCode))) throw new AppError('LEARNING_CATEGORY_UNKNOWN');
    return {
      provider: video.provider,
      url: draft.url.trim(),
      categoryCode: draft.categoryCode,
      titleId: draft.titleId,
      titleEn: draft.titleEn,
      durationSeconds: draft.durationSeconds,
    };
  }

  private async articleOutcome(id: string, result: LearningArticleRow | StudioRefusal): Promise<LearningArticleRow> {
    if (typeof result !== 'string') return result;
    if (result === 'NOT_FOUND') throw new AppError('LEARNING_ARTICLE_NOT_FOUND');
    if (result === 'TAKEN') throw new AppError('LEARNING_SLUG_TAKEN');
    if (result === 'INCOMPLETE') throw new AppError('LEARNING_CONTENT_INCOMPLETE');
    if (result === 'INVALID') throw new AppError('LEARNING_SCHEDULE_INVALID');
    // The envelope carries what is saved now, so the editor can show what the other person changed.
    throw AppError.withValue('LEARNING_VERSION_CONFLICT', await this.article(id));
  }

  private async videoOutcome(id: string, result: LearningVideoRow | StudioRefusal): Promise<LearningVideoRow> {
    if (typeof result !== 'string') return result;
    if (result === 'NOT_FOUND') throw new AppError('LEARNING_VIDEO_NOT_FOUND');
    if (result === 'TAKEN') throw new AppError('LEARNING_VIDEO_URL_TAKEN');
    if (result === 'INCOMPLETE') throw new AppError('LEARNING_CONTENT_INCOMPLETE');
    if (result === 'INVALID') throw new AppError('LEARNING_SCHEDULE_INVALID');
    throw AppError.withValue('LEARNING_VERSION_CONFLICT', await this.video(id));
  }
}

/**
 * The window a publication asks for: `publishAt` null is now; a time in the past is refused unless it is the one
 * already saved (changing only the end of a live article); the end must come after the start and after now.
 */
function publishWindow(row: Window, request: Checked<LearningPublishRequest>, now: Date): Pick<Window, 'publishAt' | 'unpublishAt'> | 'INVALID' {
  const keptStart = request.publishAt !== null && row.publishAt?.getTime() === request.publishAt;
  if (request.publishAt !== null && request.publishAt < now.getTime() && !keptStart) return 'INVALID';
  const publishAt = request.publishAt === null ? now : new Date(request.publishAt);
  const unpublishAt = request.unpublishAt === null ? null : new Date(request.unpublishAt);
  if (unpublishAt && (unpublishAt <= publishAt || unpublishAt <= now)) return 'INVALID';
  return { publishAt, unpublishAt };
}

function pageOf<T>(content: T[], request: { page: number; size: number }, total: number): Page<T> {
  return { content, page: request.page, size: request.size, totalElements: total, totalPages: Math.ceil(total / request.size) };
}

function authored(row: LearningArticleRow | LearningVideoRow, now: Date) {
  return {
    id: row.id,
    state: contentState(row, now),
    categoryCode: row.categoryCode,
    titleId: row.titleId,
    titleEn: row.titleEn,
    publishAt: row.publishAt?.getTime() ?? null,
    unpublishAt: row.unpublishAt?.getTime() ?? null,
    version: row.version,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.getTime(),
  };
}

function articleSummary(row: LearningArticleRow, now: Date): LearningStudioArticleSummary {
  return { ...authored(row, now), slug: row.slug, kind: row.kind as LearningArticleKind, coverImageUrl: row.coverImageUrl };
}

function studioArticle(row: LearningArticleRow, now: Date): LearningStudioArticle {
  return { ...articleSummary(row, now), summaryId: row.summaryId, summaryEn: row.summaryEn, bodyId: row.bodyId, bodyEn: row.bodyEn };
}

function studioVideo(row: LearningVideoRow, now: Date): LearningStudioVideo {
  const player = storefrontVideoOf(row.url);
  return {
    ...authored(row, now),
    provider: row.provider as LearningStudioVideo['provider'],
    url: row.url,
    embedUrl: player?.embedUrl ?? '',
    durationSeconds: row.durationSeconds,
  };
}

function studioCategory(row: LearningCategoryRow): LearningStudioCategory {
  return { code: row.code, nameId: row.nameId, nameEn: row.nameEn, position: row.position };
}
