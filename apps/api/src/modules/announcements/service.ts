import { createHash } from 'node:crypto';
import { type Page } from '@seller-portal/contracts/accounts';
import {
  agreementApprovalState,
  allowsAnnouncementAction,
  announcementLimits,
  announcementPaths,
  type Announcement,
  type AnnouncementAction,
  type AnnouncementBannerOrderRequest,
  type AnnouncementCondition,
  type AnnouncementHistoryEntry,
  type AnnouncementReportRow,
  type AnnouncementStatus,
  type AnnouncementType,
  type SellerAnnouncement,
} from '@seller-portal/contracts/announcements';
import { type ServerErrorCode } from '@seller-portal/contracts/core';
import type {
  announcementCreateRequestSchema,
  announcementFilterRequestSchema,
  announcementHistoryQuerySchema,
  announcementUpdateRequestSchema,
} from '@seller-portal/contracts/announcements';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Clock, Random } from '../../runtime';
import type { ResolvedSession, SessionService } from '../session';
import { hasVisibleContent, sanitizeAnnouncementHtml } from './content-html';
import { parseBannerImage } from './banner-image';
import type {
  AnnouncementHistoryRow,
  AnnouncementRepository,
  AnnouncementRow,
  AnnouncementUserStateRow,
  AudienceMember,
  NewAnnouncementRow,
  NewHistoryEntry,
  SellerActionField,
} from './repository';

type Fields = z.output<typeof announcementCreateRequestSchema>;
type FilterRequest = z.output<typeof announcementFilterRequestSchema>;
type HistoryQuery = z.output<typeof announcementHistoryQuerySchema>;
type UpdateFields = z.output<typeof announcementUpdateRequestSchema>;

export interface AnnouncementServiceDeps {
  repository: AnnouncementRepository;
  sessions: SessionService;
  clock: Clock;
  random: Random;
}

const ms = (date: Date | null | undefined) => (date ? date.getTime() : null);

/** The contract's derived status at `now`. */
export function announcementStatus(row: Pick<AnnouncementRow, 'startTime' | 'endTime' | 'stoppedAt'>, now: Date): AnnouncementStatus {
  if (row.stoppedAt) return 'STOPPED';
  if (now < row.startTime) return 'SCHEDULED';
  if (now >= row.endTime) return 'ENDED';
  return 'RUNNING';
}

/** A short digest of an uploaded banner's bytes: the same image always gives the same version. */
function bannerVersion(base64: string): string {
  return createHash('sha256').update(base64).digest('hex').slice(0, 16);
}

function bannerImageUrl(row: AnnouncementRow): string | null {
  if (row.bannerUrl) return row.bannerUrl;
  if (!row.bannerBase64) return null;
  // The version makes a changed banner a new address, so the image may be cached. It follows the image's content,
  // not the row's update time: an update that keeps the banner keeps its address, and the history records no change.
  return `${announcementPaths.bannerImage}?code=${encodeURIComponent(row.code)}&v=${bannerVersion(row.bannerBase64)}`;
}

/** What the staff's and the seller's views of an announcement both show: its texts, its window and its banner. */
function announcementShown(row: AnnouncementRow): Omit<SellerAnnouncement, 'state'> {
  return {
    code: row.code,
    type: row.type as AnnouncementType,
    conditions: row.conditions as AnnouncementCondition[],
    title: { id: row.titleId, en: row.titleEn },
    content: { id: row.contentId, en: row.contentEn },
    startTime: row.startTime.getTime(),
    endTime: row.endTime.getTime(),
    bannerImageUrl: bannerImageUrl(row),
    bannerOrder: bannerImageUrl(row) ? row.bannerOrder : null,
    surveyUrl: row.surveyUrl,
  };
}

export function toAnnouncement(row: AnnouncementRow, now: Date): Announcement {
  return {
    ...announcementShown(row),
    audience: { type: row.audienceType as Announcement['audience']['type'], values: row.audienceValues },
    stoppedAt: ms(row.stoppedAt),
    status: announcementStatus(row, now),
    createdBy: row.createdBy,
    createdAt: row.createdAt.getTime(),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.getTime(),
  };
}

function toSellerAnnouncement(row: AnnouncementRow, state: AnnouncementUserStateRow | null): SellerAnnouncement {
  return {
    ...announcementShown(row),
    state: {
      readAt: ms(state?.readAt),
      acknowledgedAt: ms(state?.acknowledgedAt),
      ignoredAt: ms(state?.ignoredAt),
      stoppedAt: ms(state?.stoppedAt),
    },
  };
}

function toHistoryEntry(row: AnnouncementHistoryRow): AnnouncementHistoryEntry {
  return {
    id: row.id,
    type: row.type as AnnouncementHistoryEntry['type'],
    identifierCode: row.identifierCode,
    action: row.action as AnnouncementHistoryEntry['action'],
    actor: row.actor,
    createdAt: row.createdAt.getTime(),
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

function toPage<T>(rows: T[], total: number, page: number, size: number): Page<T> {
  return { content: rows, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

/** §4.4 whether the seller's own state keeps an announcement out of the running list at `now`. */
export function hiddenBySellerState(state: Pick<AnnouncementUserStateRow, 'acknowledgedAt' | 'stoppedAt' | 'ignoredAt'> | null, now: Date): boolean {
  if (!state) return false;
  if (state.acknowledgedAt || state.stoppedAt) return true;
  return state.ignoredAt !== null && now.getTime() - state.ignoredAt.getTime() < announcementLimits.ignoreHidesForMs;
}

const actionFields: Record<AnnouncementAction, SellerActionField> = {
  READ: 'readAt',
  STOP: 'stoppedAt',
  IGNORE: 'ignoredAt',
  ACKNOWLEDGE: 'acknowledgedAt',
};

function refuse(code: ServerErrorCode): never {
  throw new AppError(code);
}

/** The checked, sanitised columns of a create or update; throws the first problem's code. */
function checkedColumns(fields: Fields, current: AnnouncementRow | null): Omit<NewAnnouncementRow, 'code' | 'createdBy' | 'updatedBy' | 'updatedAt'> {
  if (!fields.title.id.trim() || !fields.title.en.trim()) refuse('ANNOUNCEMENT_TITLE_BLANK');
  const contentId = sanitizeAnnouncementHtml(fields.content.id);
  const contentEn = sanitizeAnnouncementHtml(fields.content.en);
  if (!contentId.ok || !contentEn.ok) refuse('ANNOUNCEMENT_UNSAFE_CONTENT');
  if (!hasVisibleContent(contentId.html) || !hasVisibleContent(contentEn.html)) refuse('ANNOUNCEMENT_CONTENT_BLANK');
  if (fields.endTime <= fields.startTime) refuse('ANNOUNCEMENT_END_BEFORE_START');
  const values = [...new Set(fields.audience.values.map((v) => v.trim()).filter(Boolean))];
  if (fields.audience.type !== 'ALL' && values.length === 0) refuse('ANNOUNCEMENT_AUDIENCE_EMPTY');

  let banner = { bannerUrl: current?.bannerUrl ?? null, bannerMimeType: current?.bannerMimeType ?? null, bannerBase64: current?.bannerBase64 ?? null };
  if (fields.bannerImage !== undefined) {
    const parsed = fields.bannerImage === null || fields.bannerImage === '' ? null : parseBannerImage(fields.bannerImage);
    if (parsed === 'invalid') refuse('ANNOUNCEMENT_BANNER_INVALID');
    banner =
      parsed === null
        ? { bannerUrl: null, bannerMimeType: null, bannerBase64: null }
        : parsed.kind === 'url'
          ? { bannerUrl: parsed.url, bannerMimeType: null, bannerBase64: null }
          : { bannerUrl: null, bannerMimeType: parsed.mimeType, bannerBase64: parsed.base64 };
  }
  const surveyUrl = fields.surveyUrl?.trim() || null;
  if (surveyUrl && !isHttpsUrl(surveyUrl)) refuse('ANNOUNCEMENT_SURVEY_URL_INVALID');

  return {
    type: fields.type,
    conditions: [...new Set(fields.conditions)],
    titleId: fields.title.id.trim(),
    titleEn: fields.title.en.trim(),
    contentId: contentId.html,
    contentEn: contentEn.html,
    audienceType: fields.audience.type,
    audienceValues: fields.audience.type === 'ALL' ? [] : values,
    startTime: new Date(fields.startTime),
    endTime: new Date(fields.endTime),
    ...banner,
    bannerOrder: banner.bannerUrl || banner.bannerBase64 ? (current?.bannerOrder ?? null) : null,
    surveyUrl,
  };
}

export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export class AnnouncementService {
  constructor(private readonly deps: AnnouncementServiceDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  // ── Seller calls ──────────────────────────────────────────────────────────────────────────────────────

  /** §4.4 what runs for the caller's store now, minus what the user acknowledged, stopped or put off. */
  async running(current: ResolvedSession): Promise<SellerAnnouncement[]> {
    const now = this.now();
    const rows = await this.deps.repository.running(memberOf(current), now);
    return rows.filter((r) => !hiddenBySellerState(r.state, now)).map((r) => toSellerAnnouncement(r.announcement, r.state));
  }

  /** §4.4 `?announcementPopup=`: one running announcement addressed to the caller, whatever they did with it. */
  async byCode(current: ResolvedSession, code: string): Promise<SellerAnnouncement> {
    const found = await this.addressedAndRunning(current, code);
    return toSellerAnnouncement(found.announcement, found.state);
  }

  /** §4.4 read, stop, ignore, acknowledge: stored per user; nothing changes for one not addressed to them. */
  async act(current: ResolvedSession, code: string, action: AnnouncementAction): Promise<SellerAnnouncement> {
    const member = memberOf(current);
    const found = await this.addressedAndRunning(current, code);
    const announcement = { type: found.announcement.type as AnnouncementType, conditions: found.announcement.conditions as AnnouncementCondition[] };
    if (!allowsAnnouncementAction(announcement, action)) refuse('ANNOUNCEMENT_ACTION_NOT_ALLOWED');
    const state = await this.deps.repository.recordAction(code, member, actionFields[action], this.now());
    return toSellerAnnouncement(found.announcement, state);
  }

  /** §4.2 step 4: the owner approves the agreement; every session of the store's members reloads without the state. */
  async approveAgreement(current: ResolvedSession): Promise<void> {
    const { storeCode } = memberOf(current);
    if (!(await this.deps.repository.isOwner(current.userId, storeCode))) refuse('AGREEMENT_OWNER_ONLY');
    const members = await this.deps.repository.approveAgreement(storeCode, agreementApprovalState);
    for (const userId of members) await this.deps.sessions.reloadAllForUser(userId);
  }

  private async addressedAndRunning(current: ResolvedSession, code: string) {
    const now = this.now();
    const found = await this.deps.repository.addressed(code, memberOf(current));
    if (!found || announcementStatus(found.announcement, now) !== 'RUNNING') refuse('ANNOUNCEMENT_NOT_FOUND');
    return found;
  }

  // ── Management calls ──────────────────────────────────────────────────────────────────────────────────

  async filter(request: FilterRequest): Promise<Page<Announcement>> {
    const now = this.now();
    const { rows, total } = await this.deps.repository.page(
      { keyword: request.keyword?.trim() || null, type: request.type ?? null, status: request.status ?? null, page: request.page, size: request.size },
      now,
    );
    return toPage(
      rows.map((row) => toAnnouncement(row, now)),
      total,
      request.page,
      request.size,
    );
  }

  async create(current: ResolvedSession, request: Fields): Promise<Announcement> {
    const now = this.now();
    const columns = checkedColumns(request, null);
    const code = request.code ?? this.newCode(now);
    const actor = current.session.username;
    const created = await this.deps.repository.insert({ ...columns, code, createdBy: actor, createdAt: now, updatedBy: actor, updatedAt: now }, (row) =>
      this.historyEntry(current, 'CREATE', row.code, null, toAnnouncement(row, now)),
    );
    if (!created) refuse('ANNOUNCEMENT_CODE_TAKEN');
    return toAnnouncement(created, now);
  }

  async update(current: ResolvedSession, request: UpdateFields): Promise<Announcement> {
    const now = this.now();
    const updated = await this.deps.repository.change(
      request.code,
      (row) => {
        const status = announcementStatus(row, now);
        if (status === 'ENDED' || status === 'STOPPED') refuse('ANNOUNCEMENT_NOT_EDITABLE');
        return { ...checkedColumns(request, row), updatedBy: current.session.username, updatedAt: now };
      },
      (before, after) => this.historyEntry(current, 'UPDATE', after.code, toAnnouncement(before, now), toAnnouncement(after, now)),
    );
    if (!updated) refuse('ANNOUNCEMENT_NOT_FOUND');
    return toAnnouncement(updated, now);
  }

  /** Ends the announcement for every seller at once. Stopping a stopped one changes nothing. */
  async stop(current: ResolvedSession, code: string): Promise<Announcement> {
    const now = this.now();
    const existing = await this.deps.repository.find(code);
    if (!existing) refuse('ANNOUNCEMENT_NOT_FOUND');
    if (existing.stoppedAt) return toAnnouncement(existing, now);
    const stopped = await this.deps.repository.change(
      code,
      (row) => {
        if (announcementStatus(row, now) === 'ENDED') refuse('ANNOUNCEMENT_NOT_EDITABLE');
        return { stoppedAt: now, updatedBy: current.session.username, updatedAt: now };
      },
      (before, after) => this.historyEntry(current, 'STOP', after.code, toAnnouncement(before, now), toAnnouncement(after, now)),
    );
    if (!stopped) refuse('ANNOUNCEMENT_NOT_FOUND');
    return toAnnouncement(stopped, now);
  }

  /**
   * The dashboard's banner order: the listed banners first, in the order given, then the others as they were.
   * A code that is unknown or has no banner writes nothing.
   */
  async orderBanners(current: ResolvedSession, request: AnnouncementBannerOrderRequest): Promise<Announcement[]> {
    const now = this.now();
    if (new Set(request.codes).size !== request.codes.length) refuse('BAD_REQUEST');
    const banners = await this.deps.repository.banners();
    const known = new Set(banners.map((b) => b.code));
    if (request.codes.some((code) => !known.has(code))) refuse('ANNOUNCEMENT_NOT_FOUND');
    const before = banners.map((b) => b.code);
    const after = [...request.codes, ...before.filter((code) => !request.codes.includes(code))];
    await this.deps.repository.orderBanners(after, {
      type: 'BANNER_ORDER',
      identifierCode: 'BANNER_ORDER',
      action: 'BANNER_ORDER',
      actor: current.session.username,
      actorId: current.userId,
      createdAt: now,
      before,
      after,
    });
    return (await this.deps.repository.banners()).map((row) => toAnnouncement(row, now));
  }

  async report(code: string): Promise<AnnouncementReportRow[]> {
    if (!(await this.deps.repository.find(code))) refuse('ANNOUNCEMENT_NOT_FOUND');
    return this.deps.repository.report(code);
  }

  async history(query: HistoryQuery): Promise<Page<AnnouncementHistoryEntry>> {
    const { rows, total } = await this.deps.repository.history(
      { type: query.type ?? null, identifierCode: query.identifierCode?.trim() || null },
      query.page,
      query.size,
    );
    return toPage(rows.map(toHistoryEntry), total, query.page, query.size);
  }

  /**
   * An uploaded banner's bytes and type; null when the announcement has none. Internal staff see every banner; a
   * seller only those of announcements addressed to their store (another store's is as unknown as a missing one).
   */
  async bannerImage(current: ResolvedSession, code: string): Promise<{ mimeType: string; bytes: Buffer } | null> {
    const row =
      current.session.mode?.type === 'INTERNAL'
        ? await this.deps.repository.find(code)
        : (await this.deps.repository.addressed(code, memberOf(current)))?.announcement;
    if (!row?.bannerBase64 || !row.bannerMimeType) return null;
    return { mimeType: row.bannerMimeType, bytes: Buffer.from(row.bannerBase64, 'base64') };
  }

  private historyEntry(current: ResolvedSession, action: NewHistoryEntry['action'], code: string, before: unknown, after: unknown): NewHistoryEntry {
    return {
      type: 'ANNOUNCEMENT',
      identifierCode: code,
      action,
      actor: current.session.username,
      actorId: current.userId,
      createdAt: this.now(),
      before,
      after,
    };
  }

  private newCode(now: Date): string {
    const day = now.toISOString().slice(0, 10).replace(/-/g, '');
    return `ANN-${day}-${this.deps.random.bytes(3).toString('hex').toUpperCase()}`;
  }
}

/** The seller a STORE session acts for; a STORE session naming no store has no announcements. */
function memberOf(current: ResolvedSession): AudienceMember {
  const mode = current.session.mode;
  if (mode?.type !== 'STORE' || !mode.code) throw new AppError('PE403001');
  return { userId: current.userId, storeCode: mode.code, businessTypes: current.session.customFields.businessTypes ?? [] };
}
