import {
  officialStoreApplicationRequestSchema,
  officialStoreDecisionRequestSchema,
  officialStoreDocumentMediaTypes,
  officialStoreLimits,
  requiredDocumentKinds,
  type OfficialStoreApplication,
  type OfficialStoreApplicationKind,
  type OfficialStoreDocument,
  type OfficialStoreDocumentKind,
  type OfficialStoreDocumentMediaType,
  type OfficialStoreIneligibility,
  type OfficialStoreReviewDetail,
  type OfficialStoreReviewItem,
  type OfficialStoreStatus,
} from '@seller-portal/contracts/official-store';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Clock, Random } from '../../runtime';
import type { NotificationService } from '../notifications';
import type { ResolvedSession, SessionService } from '../session';
import { declaresTooManyPixels } from '../shared/image-size';
import { ApplicationAlreadyOpen, type ApplicationRow, type DocumentRow, type OfficialStoreRepository, type ReminderDays, type StoreFacts } from './repository';
import type { OfficialStoreTerms } from './settings';

const dayMs = 86_400_000;

/** How long a document waits for an application to name it before the job removes it. */
export const unattachedDocumentKeptMs = dayMs;

/** The document type found in the bytes (magic numbers), or null: the client's file name and type are never read. */
export async function documentTypeOf(content: Buffer): Promise<OfficialStoreDocumentMediaType | null> {
  const found = await fileTypeFromBuffer(content);
  return found && (officialStoreDocumentMediaTypes as readonly string[]).includes(found.mime) ? (found.mime as OfficialStoreDocumentMediaType) : null;
}

/** A file name to keep and show: its last path part, printable, at most 120 characters. */
function cleanFileName(name: string | undefined, kind: OfficialStoreDocumentKind, mediaType: OfficialStoreDocumentMediaType): string {
  const base =
    (name ?? '')
      .split(/[\\/]/)
      .pop()
      ?.replace(/[\p{Cc}"]/gu, '')
      .trim() ?? '';
  return base.slice(0, 120) || `${kind.toLowerCase()}.${mediaType.split('/')[1]}`;
}

function toDocument(row: DocumentRow): OfficialStoreDocument {
  return {
    id: row.id,
    kind: row.kind as OfficialStoreDocumentKind,
    fileName: row.fileName,
    mediaType: row.mediaType as OfficialStoreDocumentMediaType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt.getTime(),
  };
}

function toApplication(row: ApplicationRow, documents: readonly DocumentRow[]): OfficialStoreApplication {
  return {
    id: row.id,
    kind: row.kind as OfficialStoreApplication['kind'],
    status: row.status as OfficialStoreApplication['status'],
    brandName: row.brandName,
    trademarkNumber: row.trademarkNumber,
    relationship: row.relationship as OfficialStoreApplication['relationship'],
    documents: documents.filter((document) => document.applicationId === row.id).map(toDocument),
    submittedAt: row.submittedAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
    rejectionReason: row.rejectionReason,
    termEnd: row.status === 'APPROVED' ? (row.termEnd?.getTime() ?? null) : null,
  };
}

const formatDate = (at: Date, language: 'id' | 'en') =>
  new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }).format(at);

export interface OfficialStoreServiceDeps {
  repository: OfficialStoreRepository;
  sessions: SessionService;
  notifications: NotificationService;
  clock: Clock;
  random: Random;
  terms: OfficialStoreTerms;
  log: FastifyBaseLogger;
}

/**
 * The official store: who may apply (the owner of an active, live store whose identity is verified; an upgrade while
 * not OFFICIAL, a renewal in the window before the term ends), brand documents judged by their content, one open
 * application per store, the review's decision (an approval adds OFFICIAL to the store's business types for a term,
 * a renewal continuing the current one), the reminders before a term ends and the lapse of a term not renewed.
 */
export class OfficialStoreService {
  constructor(private readonly deps: OfficialStoreServiceDeps) {}

  async status(current: ResolvedSession, storeCode: string): Promise<OfficialStoreStatus> {
    const { repository } = this.deps;
    const store = await this.storeOf(storeCode);
    const [latest, term, owner] = await Promise.all([
      repository.latestApplication(storeCode),
      repository.currentTerm(storeCode),
      repository.isOwner(current.userId, storeCode),
    ]);
    const documents = latest ? await repository.documentsOf([latest.id]) : [];
    const facts = { store, term, owner, open: latest?.status === 'IN_REVIEW' };
    return {
      official: store.businessTypes.includes('OFFICIAL'),
      term: term && { start: term.start.getTime(), end: term.end.getTime() },
      renewalOpensAt: term ? term.end.getTime() - this.deps.terms.renewalWindowDays * dayMs : null,
      ineligible: { UPGRADE: this.ineligibility('UPGRADE', facts), RENEWAL: this.ineligibility('RENEWAL', facts) },
      application: latest && toApplication(latest, documents),
    };
  }

  /** A brand document of the store. `readContent` runs only once the sender proved they may apply. */
  async upload(
    current: ResolvedSession,
    storeCode: string,
    kind: OfficialStoreDocumentKind,
    readContent: () => Promise<{ content: Buffer; fileName: string }>,
  ): Promise<OfficialStoreDocument> {
    // A store that can send no application now keeps no documents: it is told why before a byte is read.
    const { ineligible } = await this.status(current, storeCode);
    if (ineligible.UPGRADE.length > 0 && ineligible.RENEWAL.length > 0) {
      const reasons = ineligible.UPGRADE.filter((reason) => reason !== 'ALREADY_OFFICIAL');
      if (reasons.includes('APPLICATION_IN_REVIEW')) throw new AppError('OFFICIAL_STORE_APPLICATION_OPEN');
      throw AppError.withValue('OFFICIAL_STORE_NOT_ELIGIBLE', { reasons: reasons.length ? reasons : ineligible.RENEWAL });
    }
    const { content, fileName } = await readContent();
    if (content.length === 0) throw new AppError('OFFICIAL_STORE_DOCUMENT_MISSING');
    const mediaType = await documentTypeOf(content);
    if (!mediaType) throw new AppError('OFFICIAL_STORE_DOCUMENT_TYPE_NOT_ACCEPTED');
    // A scan as an image is shown to the reviewer by a browser: a pixel flood is refused as the ID photos are.
    if (mediaType !== 'application/pdf' && declaresTooManyPixels(content)) throw new AppError('OFFICIAL_STORE_DOCUMENT_TYPE_NOT_ACCEPTED');
    const row = await this.deps.repository.insertDocument({
      id: this.deps.random.uuid(),
      storeCode,
      kind,
      fileName: cleanFileName(fileName, kind, mediaType),
      mediaType,
      sizeBytes: content.length,
      content,
      uploadedBy: current.userId,
      createdAt: this.deps.clock.now(),
    });
    return toDocument(row);
  }

  async apply(current: ResolvedSession, storeCode: string, request: z.output<typeof officialStoreApplicationRequestSchema>): Promise<OfficialStoreStatus> {
    const { repository, clock, random } = this.deps;
    const store = await this.storeOf(storeCode);
    const [latest, term, owner] = await Promise.all([
      repository.latestApplication(storeCode),
      repository.currentTerm(storeCode),
      repository.isOwner(current.userId, storeCode),
    ]);
    if (latest?.status === 'IN_REVIEW') throw new AppError('OFFICIAL_STORE_APPLICATION_OPEN');
    const reasons = this.ineligibility(request.kind, { store, term, owner, open: false });
    if (reasons.length > 0) throw AppError.withValue('OFFICIAL_STORE_NOT_ELIGIBLE', { reasons });

    const ids = [...new Set(request.documentIds)];
    const documents = await repository.unattachedDocuments(storeCode, ids);
    if (documents.length !== ids.length) throw new AppError('OFFICIAL_STORE_DOCUMENT_NOT_FOUND');
    const kinds = documents.map((document) => document.kind);
    const required = requiredDocumentKinds(request.relationship);
    const missing = required.filter((kind) => !kinds.includes(kind));
    // One document of each kind the relationship needs, and no other.
    if (missing.length > 0 || kinds.length !== required.length) throw AppError.withValue('OFFICIAL_STORE_APPLICATION_INVALID', { missing });

    const now = clock.now();
    let opened: 'opened' | 'documents-taken';
    try {
      opened = await repository.openApplication(
        {
          id: random.uuid(),
          storeCode,
          kind: request.kind,
          status: 'IN_REVIEW',
          brandName: request.brandName,
          trademarkNumber: request.trademarkNumber,
          relationship: request.relationship,
          submittedBy: current.userId,
          submittedAt: now,
        },
        ids,
      );
    } catch (error) {
      if (error instanceof ApplicationAlreadyOpen) throw new AppError('OFFICIAL_STORE_APPLICATION_OPEN');
      throw error;
    }
    if (opened === 'documents-taken') throw new AppError('OFFICIAL_STORE_DOCUMENT_NOT_FOUND');
    return this.status(current, storeCode);
  }

  async reviewList(status: OfficialStoreReviewItem['status'] | undefined): Promise<OfficialStoreReviewItem[]> {
    const rows = await this.deps.repository.reviewList(status);
    return rows.map((row) => ({
      id: row.id,
      storeCode: row.storeCode,
      storeName: row.storeName,
      kind: row.kind as OfficialStoreApplicationKind,
      status: row.status as OfficialStoreReviewItem['status'],
      brandName: row.brandName,
      submittedAt: row.submittedAt.getTime(),
      decidedAt: row.decidedAt?.getTime() ?? null,
    }));
  }

  async reviewDetail(id: string): Promise<OfficialStoreReviewDetail> {
    const row = await this.deps.repository.application(id);
    if (!row) throw new AppError('OFFICIAL_STORE_APPLICATION_NOT_FOUND');
    return this.detailOf(row);
  }

  async decide(current: ResolvedSession, id: string, request: z.output<typeof officialStoreDecisionRequestSchema>): Promise<OfficialStoreReviewDetail> {
    const { repository, clock, terms } = this.deps;
    const existing = await repository.application(id);
    if (!existing) throw new AppError('OFFICIAL_STORE_APPLICATION_NOT_FOUND');
    if (existing.status !== 'IN_REVIEW') throw new AppError('OFFICIAL_STORE_APPLICATION_DECIDED');
    const reason = request.reason?.trim() || null;
    if (request.decision === 'REJECT' && !reason) throw new AppError('OFFICIAL_STORE_REASON_REQUIRED');
    const decided = await repository.decide(id, {
      status: request.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
      decidedBy: current.userId,
      at: clock.now(),
      reason: request.decision === 'REJECT' ? reason : null,
      termDays: terms.termDays,
    });
    // Decided by another reviewer between the read and the write.
    if (!decided) throw new AppError('OFFICIAL_STORE_APPLICATION_DECIDED');
    // The sessions of everyone in the store carry its business types (§3): reload them everywhere.
    if (decided.status === 'APPROVED')
      for (const memberId of await repository.memberIds(decided.storeCode)) await this.deps.sessions.reloadAllForUser(memberId);
    await this.notifyDecision(decided);
    return this.detailOf(decided);
  }

  async document(id: string): Promise<{ content: Buffer; mediaType: string; fileName: string }> {
    const document = await this.deps.repository.documentContent(id);
    if (!document) throw new AppError('OFFICIAL_STORE_DOCUMENT_NOT_FOUND');
    return document;
  }

  /**
   * The background job: reminders to renew, 30 and 7 days before a term's end (each once, for the store's current
   * term), then the terms that ended without a renewal lose OFFICIAL, and the documents no application took are removed.
   */
  async sweep(now: Date): Promise<{ reminded: number; lapsed: number; purged: number }> {
    const { repository } = this.deps;
    let reminded = 0;
    for (const days of officialStoreLimits.reminderDays) {
      for (const term of await repository.dueReminders(days, now)) {
        if (!(await repository.claimReminder(term.id, days, now))) continue;
        await this.notifyRenewal(term, days);
        reminded += 1;
      }
    }
    const lapsed = await repository.lapseEnded(now);
    for (const storeCode of lapsed) for (const memberId of await repository.memberIds(storeCode)) await this.deps.sessions.reloadAllForUser(memberId);
    const purged = await repository.purgeUnattached(new Date(now.getTime() - unattachedDocumentKeptMs));
    return { reminded, lapsed: lapsed.length, purged };
  }

  private async detailOf(row: ApplicationRow): Promise<OfficialStoreReviewDetail> {
    const { repository } = this.deps;
    const [store, documents, term, names] = await Promise.all([
      this.storeOf(row.storeCode),
      repository.documentsOf([row.id]),
      repository.currentTerm(row.storeCode),
      repository.userNames([row.submittedBy, ...(row.decidedBy ? [row.decidedBy] : [])]),
    ]);
    return {
      ...toApplication(row, documents),
      storeCode: store.code,
      storeName: store.name,
      storeBusinessTypes: store.businessTypes,
      currentTermEnd: store.businessTypes.includes('OFFICIAL') ? (term?.end.getTime() ?? null) : null,
      submittedBy: names.get(row.submittedBy) ?? '',
      decidedBy: row.decidedBy ? (names.get(row.decidedBy) ?? '') : null,
    };
  }

  private async storeOf(storeCode: string): Promise<StoreFacts> {
    const store = await this.deps.repository.store(storeCode);
    if (!store) throw new AppError('PE403001');
    return store;
  }

  /** Why the store may not send an application of `kind` now; empty: it may. */
  private ineligibility(
    kind: OfficialStoreApplicationKind,
    facts: { store: StoreFacts; term: { end: Date } | null; owner: boolean; open: boolean },
  ): OfficialStoreIneligibility[] {
    const { store, term, owner, open } = facts;
    const reasons: OfficialStoreIneligibility[] = [];
    if (!owner) reasons.push('NOT_OWNER');
    if (store.status !== 'ACTIVE') reasons.push('STORE_NOT_ACTIVE');
    if (store.postliveStatus !== 'APPROVED') reasons.push('NOT_LIVE');
    if (store.fraudStatus !== 'FRAUD_PASS') reasons.push('IDENTITY_NOT_VERIFIED');
    const official = store.businessTypes.includes('OFFICIAL');
    if (kind === 'UPGRADE' && official) reasons.push('ALREADY_OFFICIAL');
    if (kind === 'RENEWAL' && !official) reasons.push('NOT_OFFICIAL');
    // An official store without a recorded term (made official before applications were kept) may renew at once.
    if (kind === 'RENEWAL' && official && term && term.end.getTime() - this.deps.terms.renewalWindowDays * dayMs > this.deps.clock.now().getTime()) {
      reasons.push('RENEWAL_NOT_OPEN_YET');
    }
    if (open) reasons.push('APPLICATION_IN_REVIEW');
    return reasons;
  }

  private async notifyDecision(row: ApplicationRow): Promise<void> {
    const approved = row.status === 'APPROVED';
    const end = row.termEnd ?? new Date();
    const renewal = row.kind === 'RENEWAL';
    const texts = approved
      ? {
          id: {
            title: renewal ? 'Masa toko resmi Anda diperpanjang' : 'Toko Anda kini toko resmi',
            body: `Pengajuan untuk merek ${row.brandName} disetujui. Status toko resmi berlaku hingga ${formatDate(end, 'id')}.`,
          },
          en: {
            title: renewal ? 'Your official store term is renewed' : 'Your store is now an official store',
            body: `The application for the brand ${row.brandName} is approved. The official store status runs until ${formatDate(end, 'en')}.`,
          },
        }
      : {
          id: { title: 'Pengajuan toko resmi ditolak', body: `Pengajuan untuk merek ${row.brandName} ditolak: ${row.rejectionReason ?? ''}` },
          en: {
            title: 'Official store application rejected',
            body: `The application for the brand ${row.brandName} is rejected: ${row.rejectionReason ?? ''}`,
          },
        };
    await this.deliver(row.storeCode, 'OFFICIAL_STORE_DECIDED', texts, renewal ? '/official/renewal' : '/official/upgrade');
  }

  private async notifyRenewal(term: ApplicationRow, days: ReminderDays): Promise<void> {
    const end = term.termEnd ?? new Date();
    await this.deliver(
      term.storeCode,
      'OFFICIAL_STORE_RENEWAL_REMINDER',
      {
        id: {
          title: `Masa toko resmi berakhir dalam ${days} hari`,
          body: `Status toko resmi Anda berakhir pada ${formatDate(end, 'id')}. Ajukan perpanjangan agar toko Anda tetap menjadi toko resmi.`,
        },
        en: {
          title: `Your official store term ends in ${days} days`,
          body: `Your official store status ends on ${formatDate(end, 'en')}. Apply to renew it so your store stays an official store.`,
        },
      },
      '/official/renewal',
    );
  }

  private async deliver(storeCode: string, code: string, texts: { id: { title: string; body: string }; en: { title: string; body: string } }, link: string) {
    // A notification that cannot go out never undoes the decision or the reminder's mark: it is logged.
    await this.deps.notifications
      .deliver({ source: { kind: 'EVENT', code }, category: 'ACCOUNT', storeCodes: [storeCode], content: { IN_APP: { ...texts, link } } })
      .catch((error: unknown) => this.deps.log.warn({ err: error, storeCode, code }, 'an official store notification could not be sent'));
  }
}
