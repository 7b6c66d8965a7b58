import {
  identityPhotoMediaTypes,
  identityReviewDecisionRequestSchema,
  identityReviewLimits,
  identityVerificationStatuses,
  type IdentityPhotoKind,
  type IdentityPhotoMediaType,
  type IdentityReviewItem,
  type IdentityReviewOutcome,
} from '@seller-portal/contracts/store-verification';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Clock, Random } from '../../runtime';
import type { AuditLog } from '../audit';
import type { ResolvedSession, SessionService } from '../session';
import type { StoreVerificationRepository } from './repository';
import type { IdentityReviewRepository, WaitingStoreRow } from './review-repository';

const dayMs = 86_400_000;

export interface IdentityReviewServiceDeps {
  repository: IdentityReviewRepository;
  stores: StoreVerificationRepository;
  sessions: SessionService;
  audit: AuditLog;
  clock: Clock;
  random: Random;
}

function mediaTypeOf(value: string): IdentityPhotoMediaType {
  return (identityPhotoMediaTypes as readonly string[]).includes(value) ? (value as IdentityPhotoMediaType) : 'image/jpeg';
}

function toItem(row: WaitingStoreRow): IdentityReviewItem | null {
  const photo = (kind: IdentityPhotoKind) => row.photos.find((each) => each.kind === kind);
  const identity = photo('identity');
  const selfie = photo('selfie');
  if (!identity || !selfie) return null;
  const shown = (each: NonNullable<typeof identity>) => ({
    mediaType: mediaTypeOf(each.mediaType),
    sizeBytes: each.sizeBytes,
    sentAt: each.createdAt.getTime(),
  });
  return {
    storeCode: row.storeCode,
    storeName: row.storeName,
    ownerName: row.ownerName,
    submittedAt: row.submittedAt.getTime(),
    deadline: row.deadline?.getTime() ?? null,
    photos: { identity: shown(identity), selfie: shown(selfie) },
    rejections: row.rejections,
  };
}

/**
 * §4.5 internal staff review the identity photos (INTERNAL_IDENTITY-REVIEW): the queue of stores in
 * IDENTITY_PHOTO_CHECKING, their photos (to the reviewer only), and one decision per photos sent: an approval makes the
 * store FRAUD_PASS, a rejection sends it back to WAITING_IDENTITY_PHOTO with the reason its owner reads. Each decision
 * is an audit entry (IDENTITY_REVIEW) written with it.
 */
export class IdentityReviewService {
  constructor(private readonly deps: IdentityReviewServiceDeps) {}

  async queue(): Promise<IdentityReviewItem[]> {
    const rows = await this.deps.repository.queue(identityVerificationStatuses.checking, identityReviewLimits.queueMaxLength);
    return rows.map(toItem).filter((item): item is IdentityReviewItem => item !== null);
  }

  /** A photo of a waiting store; a store that does not wait (or has no such photo) shows nothing. */
  async photo(storeCode: string, kind: IdentityPhotoKind): Promise<{ content: Buffer; mediaType: string }> {
    const photo = await this.deps.repository.waitingPhoto(storeCode, kind, identityVerificationStatuses.checking);
    if (!photo) throw new AppError('IDENTITY_REVIEW_NOT_WAITING');
    return photo;
  }

  async decide(current: ResolvedSession, storeCode: string, request: z.output<typeof identityReviewDecisionRequestSchema>): Promise<IdentityReviewOutcome> {
    const { repository, clock, random, audit } = this.deps;
    const reason = request.reason?.trim() || null;
    if (request.decision === 'REJECT' && !reason) throw new AppError('IDENTITY_REVIEW_REASON_REQUIRED');
    const now = clock.now();
    const decision = {
      id: random.uuid(),
      storeCode,
      decision: request.decision === 'APPROVE' ? ('APPROVED' as const) : ('REJECTED' as const),
      reason: request.decision === 'REJECT' ? reason : null,
      submittedAt: new Date(request.submittedAt),
      decidedBy: current.userId,
      decidedAt: now,
    };
    const result = await repository.decide(
      decision,
      identityVerificationStatuses,
      new Date(now.getTime() + identityReviewLimits.resendDays * dayMs),
      (tx, before, after) =>
        audit.record(tx, current, {
          area: 'IDENTITY_REVIEW',
          identifier: storeCode,
          action: request.decision,
          before: { fraudStatus: before.fraudStatus, deadline: before.deadline?.toISOString() ?? null, submittedAt: decision.submittedAt.toISOString() },
          after: { fraudStatus: after.fraudStatus, deadline: after.deadline?.toISOString() ?? null, reason: decision.reason },
        }),
    );
    if (result.outcome === 'not-waiting') throw new AppError('IDENTITY_REVIEW_NOT_WAITING');
    // The sessions of everyone in the store carry its fraud status (§3 customFields): reload them everywhere.
    for (const memberId of await this.deps.stores.memberIds(storeCode)) await this.deps.sessions.reloadAllForUser(memberId);
    return { storeCode, decision: request.decision, fraudStatus: result.fraudStatus, decidedAt: now.getTime() };
  }
}
