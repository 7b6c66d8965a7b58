import {
  isReviewReason,
  storeReviewOtherDecision,
  type StoreReviewChange,
  type StoreReviewDetail,
  type StoreReviewKind,
  type StoreReviewQuery,
  type StoreReviewSummary,
} from '@seller-portal/contracts/store-reviews';
import type { Transaction } from '../../db/open-database';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Clock } from '../../runtime';
import type { NotificationService } from '../notifications';
import type { SessionService } from '../session';
import { reviewDocument } from './document';
import type { StoreReviewRow, StoreReviewsRepository, StoreReviewView } from './repository';

/**
 * What a kind of review does when it is decided, inside the decision's transaction (a failure undoes the decision).
 * Each answers the users whose sessions must reload (the store's people: their session carries the store's name
 * and onboarding state).
 */
export interface StoreReviewKindHandler {
  approve(tx: Transaction, review: StoreReviewRow): Promise<string[]>;
  /** REJECTED or NEED_REVISION. */
  decline(tx: Transaction, review: StoreReviewRow): Promise<string[]>;
  /** NEED_REVISION: the keys a note may name (an onboarding's `STEP.field`). */
  noteKeys?: readonly string[];
}

/** What other modules use of the queue: they put their requests in it and handle their kind's decisions. */
export interface StoreReviews {
  handle(kind: StoreReviewKind, handler: StoreReviewKindHandler): void;
  /** A new waiting item, or null when the store already has one of the kind waiting. */
  open(
    item: { kind: StoreReviewKind; storeCode: string; submittedBy: string | null; changes: StoreReviewChange[] },
    tx?: Transaction,
  ): Promise<StoreReviewRow | null>;
  hasWaiting(storeCode: string, kind: StoreReviewKind): Promise<boolean>;
  latest(storeCode: string, kind: StoreReviewKind): Promise<StoreReviewRow | null>;
  /** The item of the store and kind by its id as a PDF, or null when it is not the store's. */
  document(storeCode: string, kind: StoreReviewKind, id: string, language: PageLanguage): Promise<Uint8Array | null>;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}

export function summaryOf(row: StoreReviewView): StoreReviewSummary {
  return {
    id: row.id,
    kind: row.kind as StoreReviewKind,
    status: row.status as StoreReviewSummary['status'],
    storeCode: row.storeCode,
    storeName: row.storeName,
    submittedAt: row.createdAt.getTime(),
    submittedBy: row.submittedByName,
    decidedAt: row.decidedAt?.getTime() ?? null,
    decidedBy: row.decidedByName,
    reason: row.reason,
  };
}

export function detailOf(row: StoreReviewView): StoreReviewDetail {
  return { ...summaryOf(row), changes: row.changes as StoreReviewChange[], notes: row.notes as Record<string, string> };
}

/** The queue's rules: one waiting item of a kind per store, one decision per item, a reason to say no. */
export class StoreReviewsService implements StoreReviews {
  private readonly handlers = new Map<StoreReviewKind, StoreReviewKindHandler>();

  constructor(
    private readonly repository: StoreReviewsRepository,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly notifications: Pick<NotificationService, 'deliver'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  handle(kind: StoreReviewKind, handler: StoreReviewKindHandler): void {
    this.handlers.set(kind, handler);
  }

  open(item: { kind: StoreReviewKind; storeCode: string; submittedBy: string | null; changes: StoreReviewChange[] }, tx?: Transaction) {
    return this.repository.open({ ...item, at: this.clock.now() }, tx);
  }

  hasWaiting(storeCode: string, kind: StoreReviewKind): Promise<boolean> {
    return this.repository.hasWaiting(storeCode, kind);
  }

  latest(storeCode: string, kind: StoreReviewKind): Promise<StoreReviewRow | null> {
    return this.repository.latest(storeCode, kind);
  }

  async document(storeCode: string, kind: StoreReviewKind, id: string, language: PageLanguage): Promise<Uint8Array | null> {
    const row = await this.repository.find(id);
    if (!row || row.storeCode !== storeCode || row.kind !== kind) return null;
    return reviewDocument(detailOf(row), language, this.clock.now());
  }

  async list(query: StoreReviewQuery): Promise<StoreReviewSummary[]> {
    return (await this.repository.list(query, 200)).map(summaryOf);
  }

  async detail(id: string): Promise<StoreReviewDetail> {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('STORE_REVIEW_NOT_FOUND');
    return detailOf(row);
  }

  approve(id: string, staffId: string): Promise<StoreReviewDetail> {
    return this.decide(id, staffId, 'APPROVED', null, {});
  }

  async reject(id: string, staffId: string, reason: string): Promise<StoreReviewDetail> {
    const row = await this.waiting(id);
    if (storeReviewOtherDecision[row.kind as StoreReviewKind] !== 'REJECTED') throw new AppError('STORE_REVIEW_DECISION_NOT_ALLOWED');
    if (!isReviewReason(reason)) throw new AppError('STORE_REVIEW_REASON_REQUIRED');
    return this.decide(id, staffId, 'REJECTED', reason.trim(), {});
  }

  /** NEED_REVISION: at least one note, each on a key of the kind (a field of a step), each a reason of 5 to 500 characters. */
  async revise(id: string, staffId: string, raw: Record<string, string>): Promise<StoreReviewDetail> {
    const row = await this.waiting(id);
    const kind = row.kind as StoreReviewKind;
    if (storeReviewOtherDecision[kind] !== 'NEED_REVISION') throw new AppError('STORE_REVIEW_DECISION_NOT_ALLOWED');
    const keys = this.handlers.get(kind)?.noteKeys ?? [];
    if (Object.keys(raw).some((key) => !keys.includes(key))) throw new AppError('STORE_REVIEW_NOTE_UNKNOWN');
    const notes = Object.entries(raw).filter(([, note]) => note.trim() !== '');
    if (notes.length === 0 || notes.some(([, note]) => !isReviewReason(note))) throw new AppError('STORE_REVIEW_REASON_REQUIRED');
    return this.decide(id, staffId, 'NEED_REVISION', null, Object.fromEntries(notes.map(([key, note]) => [key, note.trim()])));
  }

  private async waiting(id: string): Promise<StoreReviewView> {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('STORE_REVIEW_NOT_FOUND');
    if (row.status !== 'WAITING') throw new AppError('STORE_REVIEW_ALREADY_DECIDED');
    return row;
  }

  private async decide(id: string, staffId: string, status: 'APPROVED' | 'REJECTED' | 'NEED_REVISION', reason: string | null, notes: Record<string, string>) {
    const current = await this.waiting(id);
    const handler = this.handlers.get(current.kind as StoreReviewKind);
    if (!handler) throw new AppError('STORE_REVIEW_DECISION_NOT_ALLOWED');
    let userIds: string[];
    try {
      userIds = await this.repository.inTransaction(async (tx) => {
        const decided = await this.repository.decide(tx, id, { status, reason, notes, decidedBy: staffId, at: this.clock.now() });
        if (!decided) throw new AppError('STORE_REVIEW_ALREADY_DECIDED');
        return status === 'APPROVED' ? handler.approve(tx, decided) : handler.decline(tx, decided);
      });
    } catch (error) {
      // The name asked for was taken by another store since it was asked: nothing is decided.
      if (isUniqueViolation(error)) throw new AppError('STORE_REVIEW_NAME_TAKEN');
      throw error;
    }
    for (const userId of new Set(userIds)) await this.sessions.reloadAllForUser(userId);
    await this.notifyDecision(current.storeCode, current.kind as StoreReviewKind, status, reason);
    return this.detail(id);
  }

  /** The store's people hear the decision in their notification center; one that cannot go out is logged, never undoes it. */
  private async notifyDecision(storeCode: string, kind: StoreReviewKind, status: 'APPROVED' | 'REJECTED' | 'NEED_REVISION', reason: string | null) {
    const { texts, link } = decisionNotice(kind, status, reason);
    await this.notifications
      .deliver({
        source: { kind: 'EVENT', code: `STORE_REVIEW_${status}` },
        category: 'ACCOUNT',
        storeCodes: [storeCode],
        content: { IN_APP: { ...texts, link } },
      })
      .catch((error: unknown) => this.log.warn({ err: error, storeCode, kind, status }, 'a store review decision could not be notified'));
  }
}

type NoticeTexts = { id: { title: string; body: string }; en: { title: string; body: string } };

/** What the store is told of a decision, and where its notification leads. */
export function decisionNotice(
  kind: StoreReviewKind,
  status: 'APPROVED' | 'REJECTED' | 'NEED_REVISION',
  reason: string | null,
): { texts: NoticeTexts; link: string } {
  if (kind === 'ONBOARDING') {
    return status === 'APPROVED'
      ? {
          link: '/dashboard',
          texts: {
            id: { title: 'Toko Anda sudah aktif', body: 'Tinjauan selesai: data toko Anda disetujui dan Anda bisa mulai berjualan.' },
            en: { title: 'Your store is live', body: 'The review is done: your store data is approved and you can start selling.' },
          },
        }
      : {
          link: '/onboarding-v2',
          texts: {
            id: { title: 'Data toko perlu diperbaiki', body: 'Perbaiki kolom yang ditandai peninjau, lalu kirim lagi.' },
            en: { title: 'Your store data needs changes', body: 'Fix the fields the reviewer marked, then send it again.' },
          },
        };
  }
  return status === 'APPROVED'
    ? {
        link: '/store/info',
        texts: {
          id: { title: 'Perubahan data toko disetujui', body: 'Data legal toko Anda kini memakai perubahan yang Anda ajukan.' },
          en: { title: 'Store data change approved', body: 'Your store’s legal data now has the change you asked for.' },
        },
      }
    : {
        link: '/store/info',
        texts: {
          id: { title: 'Perubahan data toko ditolak', body: `Alasan: ${reason ?? '-'}` },
          en: { title: 'Store data change rejected', body: `Reason: ${reason ?? '-'}` },
        },
      };
}
