import type { IdentityPhotoKind, IdentityPhotoMediaType } from '@seller-portal/contracts/store-verification';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { identityCaptureTokens, identityPhotos } from './schema';
import { memberships, stores } from '../../db/schema';

export interface VerifiedStore {
  code: string;
  name: string;
  fraudStatus: string | null;
  deadline: Date | null;
}

export interface NewIdentityPhoto {
  storeCode: string;
  kind: IdentityPhotoKind;
  mediaType: IdentityPhotoMediaType;
  content: Buffer;
  uploadedBy: string;
  createdAt: Date;
}

export interface CaptureTokenRow {
  userId: string;
  storeCode: string;
  kind: IdentityPhotoKind;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A photo the store has sent, and when. */
export interface SentPhoto {
  kind: IdentityPhotoKind;
  createdAt: Date;
}

/** What saving a photo did: the photos the store now has, and whether the fraud status moved. */
export interface SavedPhoto {
  photos: SentPhoto[];
  fraudStatus: string | null;
  moved: boolean;
}

/** Thrown inside the transaction when the token was spent or expired meanwhile: nothing is written. */
export class CaptureTokenSpent extends Error {}

/** The identity_photos and identity_capture_tokens tables, and the store's fraud status they move. */
export class StoreVerificationRepository {
  constructor(private readonly db: AppDatabase) {}

  async store(storeCode: string): Promise<VerifiedStore | null> {
    const [row] = await this.db
      .select({ code: stores.code, name: stores.name, fraudStatus: stores.fraudStatus, deadline: stores.identityPhotoVerificationDeadline })
      .from(stores)
      .where(eq(stores.code, storeCode));
    return row ?? null;
  }

  async isOwner(userId: string, storeCode: string): Promise<boolean> {
    const [row] = await this.db
      .select({ isOwner: memberships.isOwner })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.storeCode, storeCode)));
    return row?.isOwner ?? false;
  }

  /** Everyone working for the store: their sessions carry its fraud status. */
  async memberIds(storeCode: string): Promise<string[]> {
    const rows = await this.db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.storeCode, storeCode));
    return rows.map((row) => row.userId);
  }

  async photos(storeCode: string): Promise<SentPhoto[]> {
    const rows = await this.db
      .select({ kind: identityPhotos.kind, createdAt: identityPhotos.createdAt })
      .from(identityPhotos)
      .where(eq(identityPhotos.storeCode, storeCode));
    return rows.map((row) => ({ kind: row.kind as IdentityPhotoKind, createdAt: row.createdAt }));
  }

  /**
   * Keeps the photo (replacing one of the same kind) and, once the store has both, moves its fraud status from
   * `from` to `to`, all in one transaction. With `spendToken` the QR token is spent in the same transaction, so a
   * token used twice at once keeps one photo; a token spent or expired meanwhile throws CaptureTokenSpent.
   */
  async savePhoto(photo: NewIdentityPhoto, transition: { from: string; to: string }, spendToken?: { tokenHash: string; now: Date }): Promise<SavedPhoto> {
    return this.db.transaction(async (tx) => {
      if (spendToken) {
        const spent = await tx
          .update(identityCaptureTokens)
          .set({ usedAt: spendToken.now })
          .where(
            and(
              eq(identityCaptureTokens.tokenHash, spendToken.tokenHash),
              isNull(identityCaptureTokens.usedAt),
              gt(identityCaptureTokens.expiresAt, spendToken.now),
            ),
          )
          .returning({ tokenHash: identityCaptureTokens.tokenHash });
        if (spent.length === 0) throw new CaptureTokenSpent();
      }
      const values = { ...photo, sizeBytes: photo.content.length };
      await tx
        .insert(identityPhotos)
        .values(values)
        .onConflictDoUpdate({
          target: [identityPhotos.storeCode, identityPhotos.kind],
          set: {
            mediaType: values.mediaType,
            sizeBytes: values.sizeBytes,
            content: values.content,
            uploadedBy: values.uploadedBy,
            createdAt: values.createdAt,
          },
        });
      const photos = (
        await tx
          .select({ kind: identityPhotos.kind, createdAt: identityPhotos.createdAt })
          .from(identityPhotos)
          .where(eq(identityPhotos.storeCode, photo.storeCode))
      ).map((row) => ({ kind: row.kind as IdentityPhotoKind, createdAt: row.createdAt }));
      const kinds = photos.map((sent) => sent.kind);
      let moved = false;
      if (kinds.includes('identity') && kinds.includes('selfie')) {
        const updated = await tx
          .update(stores)
          .set({ fraudStatus: transition.to })
          .where(and(eq(stores.code, photo.storeCode), eq(stores.fraudStatus, transition.from)))
          .returning({ code: stores.code });
        moved = updated.length > 0;
      }
      const [store] = await tx.select({ fraudStatus: stores.fraudStatus }).from(stores).where(eq(stores.code, photo.storeCode));
      return { photos, fraudStatus: store?.fraudStatus ?? null, moved };
    });
  }

  async insertToken(row: CaptureTokenRow & { tokenHash: string; createdAt: Date }): Promise<void> {
    await this.db.insert(identityCaptureTokens).values(row);
  }

  async findToken(tokenHash: string): Promise<CaptureTokenRow | null> {
    const [row] = await this.db
      .select({
        userId: identityCaptureTokens.userId,
        storeCode: identityCaptureTokens.storeCode,
        kind: identityCaptureTokens.kind,
        expiresAt: identityCaptureTokens.expiresAt,
        usedAt: identityCaptureTokens.usedAt,
      })
      .from(identityCaptureTokens)
      .where(eq(identityCaptureTokens.tokenHash, tokenHash));
    return row ? { ...row, kind: row.kind as IdentityPhotoKind } : null;
  }

  /** Tokens that ended before `before` (every token ends minutes after it was made, spent or not). */
  async purgeTokens(before: Date): Promise<void> {
    await this.db.delete(identityCaptureTokens).where(lte(identityCaptureTokens.expiresAt, before));
  }
}
