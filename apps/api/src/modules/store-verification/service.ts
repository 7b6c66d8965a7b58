import {
  identityVerificationStatuses,
  identityPhotoMediaTypes,
  type CaptureToken,
  type CaptureTokenInfo,
  type IdentityPhotoKind,
  type IdentityPhotoMediaType,
  type StoreVerificationStatus,
} from '@seller-portal/contracts/store-verification';
import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import { AppError } from '../../http/app-error';
import { declaresTooManyPixels } from '../shared/image-size';
import type { Clock, Random } from '../../runtime';
import type { ResolvedSession, SessionService } from '../session';
import { CaptureTokenSpent, type SentPhoto, type StoreVerificationRepository, type VerifiedStore } from './repository';
import type { IdentityReviewRepository } from './review-repository';

/** How long a QR code works: long enough to find the phone and take the photo. */
export const captureTokenLifetimeMs = 10 * 60_000;

/** A spent or expired token still answers CAPTURE_TOKEN_USED / _EXPIRED for a day, then it is gone (unknown). */
export const captureTokenKeptMs = 24 * 60 * 60_000;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashCaptureToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The image type found in the bytes (magic numbers), or null: the client's file name and type are never read. */
export async function identityPhotoTypeOf(content: Buffer): Promise<IdentityPhotoMediaType | null> {
  const found = await fileTypeFromBuffer(content);
  return found && (identityPhotoMediaTypes as readonly string[]).includes(found.mime) ? (found.mime as IdentityPhotoMediaType) : null;
}

/**
 * §4.5 identity verification: the store's owner sends the KTP photo and the selfie holding it, signed in or from a
 * phone through a single-use QR token; once both are in, the store moves to IDENTITY_PHOTO_CHECKING.
 */
export class StoreVerificationService {
  constructor(
    private readonly repository: StoreVerificationRepository,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly random: Random,
    private readonly reviews: IdentityReviewRepository,
  ) {}

  async status(current: ResolvedSession): Promise<StoreVerificationStatus> {
    const store = await this.ownStore(current, false);
    return this.statusOf(store, await this.repository.photos(store.code));
  }

  /** The signed-in owner's upload. `content` is read only after the caller proved it may send. */
  async upload(current: ResolvedSession, kind: IdentityPhotoKind, readContent: () => Promise<Buffer>): Promise<StoreVerificationStatus> {
    const store = await this.ownStore(current, true);
    return this.save(store, kind, current.userId, await readContent());
  }

  async issueToken(current: ResolvedSession, kind: IdentityPhotoKind): Promise<CaptureToken> {
    const store = await this.ownStore(current, true);
    const token = this.random.bytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + captureTokenLifetimeMs);
    await this.repository.insertToken({
      tokenHash: hashCaptureToken(token),
      userId: current.userId,
      storeCode: store.code,
      kind,
      expiresAt,
      usedAt: null,
      createdAt: now,
    });
    return { token, kind, issuedAt: now.getTime(), expiresAt: expiresAt.getTime() };
  }

  /** What the phone shows before taking the photo; the token stays unspent. */
  async tokenInfo(token: string | undefined, kind: IdentityPhotoKind): Promise<CaptureTokenInfo> {
    const { store, expiresAt } = await this.liveToken(token, kind);
    return { kind, storeName: store.name, expiresAt: expiresAt.getTime() };
  }

  /** §2.7 the public capture page's upload: a live token of this kind, spent by the photo it brings. */
  async uploadWithToken(token: string | undefined, kind: IdentityPhotoKind, readContent: () => Promise<Buffer>): Promise<StoreVerificationStatus> {
    const { store, userId, tokenHash } = await this.liveToken(token, kind);
    const content = await readContent();
    try {
      return await this.save(store, kind, userId, content, tokenHash);
    } catch (error) {
      // Another upload spent it, or it expired, between the check and the write: say which.
      if (error instanceof CaptureTokenSpent) await this.liveToken(token, kind);
      throw error;
    }
  }

  async purgeTokens(now: Date): Promise<void> {
    await this.repository.purgeTokens(new Date(now.getTime() - captureTokenKeptMs));
  }

  private async save(store: VerifiedStore, kind: IdentityPhotoKind, userId: string, content: Buffer, tokenHash?: string): Promise<StoreVerificationStatus> {
    if (content.length === 0) throw new AppError('IDENTITY_PHOTO_MISSING');
    const mediaType = await identityPhotoTypeOf(content);
    if (!mediaType) throw new AppError('IDENTITY_PHOTO_TYPE_NOT_ACCEPTED');
    if (declaresTooManyPixels(content)) throw new AppError('IDENTITY_PHOTO_DIMENSIONS_TOO_LARGE');
    const now = this.clock.now();
    const saved = await this.repository.savePhoto(
      { storeCode: store.code, kind, mediaType, content, uploadedBy: userId, createdAt: now },
      { from: identityVerificationStatuses.waiting, to: identityVerificationStatuses.checking },
      tokenHash ? { tokenHash, now } : undefined,
    );
    // The sessions of everyone in the store carry its fraud status (§3 customFields): reload them everywhere.
    if (saved.moved) for (const memberId of await this.repository.memberIds(store.code)) await this.sessions.reloadAllForUser(memberId);
    return this.statusOf({ ...store, fraudStatus: saved.fraudStatus }, saved.photos);
  }

  /** The session's store, which its user must own; `waiting`: it must still wait for the photos. */
  private async ownStore(current: ResolvedSession, waiting: boolean): Promise<VerifiedStore> {
    const mode = current.session.mode;
    const storeCode = mode?.type === 'STORE' ? mode.code : null;
    if (!storeCode || !(await this.repository.isOwner(current.userId, storeCode))) throw new AppError('PE403001');
    const store = await this.repository.store(storeCode);
    if (!store) throw new AppError('PE403001');
    if (waiting) this.assertWaiting(store);
    return store;
  }

  private assertWaiting(store: VerifiedStore): void {
    if (store.fraudStatus !== identityVerificationStatuses.waiting) throw new AppError('IDENTITY_VERIFICATION_NOT_WAITING');
  }

  private async liveToken(token: string | undefined, kind: IdentityPhotoKind) {
    if (!token || !tokenPattern.test(token)) throw new AppError('CAPTURE_TOKEN_UNKNOWN');
    const tokenHash = hashCaptureToken(token);
    const row = await this.repository.findToken(tokenHash);
    if (!row || row.kind !== kind) throw new AppError('CAPTURE_TOKEN_UNKNOWN');
    if (row.usedAt) throw new AppError('CAPTURE_TOKEN_USED');
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) throw new AppError('CAPTURE_TOKEN_EXPIRED');
    // The owner who asked may have lost the store since: the token speaks for them only while they own it.
    const store = await this.repository.store(row.storeCode);
    if (!store || !(await this.repository.isOwner(row.userId, row.storeCode))) throw new AppError('CAPTURE_TOKEN_UNKNOWN');
    this.assertWaiting(store);
    return { store, userId: row.userId, tokenHash, expiresAt: row.expiresAt };
  }

  private async statusOf(store: VerifiedStore, photos: readonly SentPhoto[]): Promise<StoreVerificationStatus> {
    const sentAt = (kind: IdentityPhotoKind) => photos.find((photo) => photo.kind === kind)?.createdAt.getTime() ?? null;
    // A store waiting again after a rejection is told why until its new photos are in.
    const latest = store.fraudStatus === identityVerificationStatuses.waiting ? await this.reviews.latestDecision(store.code) : null;
    return {
      rejection: latest?.decision === 'REJECTED' && latest.reason ? { reason: latest.reason, at: latest.decidedAt.getTime() } : null,
      fraudStatus: store.fraudStatus,
      deadline: store.deadline?.getTime() ?? null,
      identity: sentAt('identity') !== null,
      selfie: sentAt('selfie') !== null,
      sentAt: { identity: sentAt('identity'), selfie: sentAt('selfie') },
    };
  }
}
