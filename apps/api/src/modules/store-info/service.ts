import {
  dataChangeProblems,
  legalFields,
  maskKtpNumber,
  normalizeDataChange,
  normalizeStoreProfile,
  storeLogoMediaTypes,
  storeProfileProblems,
  type LegalBusinessType,
  type LegalField,
  type StoreDataChange,
  type StoreDataChangeRequest,
  type StoreFieldProblems,
  type StoreInfo,
  type StoreProfileRequest,
} from '@seller-portal/contracts/store-info';
import type { StoreReviewChange } from '@seller-portal/contracts/store-reviews';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Clock } from '../../runtime';
import { declaresTooManyPixels } from '../shared/image-size';
import type { StoreReviewRow, StoreReviews } from '../store-reviews';
import { storeInfoPaths } from '@seller-portal/contracts/store-info';
import type { LegalValues, StoreInfoRepository } from './repository';

/** The group a change request's values belong to in the review queue. */
export const legalGroup = 'LEGAL';

const fieldError = (code: 'STORE_PROFILE_INVALID' | 'STORE_DATA_CHANGE_INVALID', fields: StoreFieldProblems) => AppError.withValue(code, { fields });

/** The type found in a logo's bytes (magic numbers), or null: the client's file name and type are never read. */
async function logoTypeOf(content: Buffer): Promise<string | null> {
  const found = await fileTypeFromBuffer(content);
  return found && (storeLogoMediaTypes as readonly string[]).includes(found.mime) ? found.mime : null;
}

/** A value as the seller's pages and documents show it: a NIK by its last four digits. */
const shown = (field: string, value: string | null) => (field === 'ownerKtpNumber' ? maskKtpNumber(value) : value);

/**
 * §2.5 /store/info: the profile is the seller's to change at once; the legal data (name, business type, NPWP, the
 * owner's identity) changes through a request in the review queue (kind STORE_DATA_CHANGE), one waiting at a time,
 * applied when staff approve it.
 */
export class StoreInfoService {
  constructor(
    private readonly repository: StoreInfoRepository,
    private readonly reviews: StoreReviews,
    private readonly clock: Clock,
  ) {}

  async store(storeCode: string): Promise<StoreInfo> {
    const [store, profile, owner, change, onboarding] = await Promise.all([
      this.repository.store(storeCode),
      this.repository.profile(storeCode),
      this.repository.owner(storeCode),
      this.reviews.latest(storeCode, 'STORE_DATA_CHANGE'),
      this.reviews.latest(storeCode, 'ONBOARDING'),
    ]);
    if (!store) throw new AppError('PE403001');
    return {
      code: store.code,
      name: store.name,
      logoUrl: profile?.logoUpdatedAt ? `${storeInfoPaths.logo}?v=${profile.logoUpdatedAt.getTime()}` : null,
      description: profile?.description ?? '',
      contactPhone: profile?.contactPhone ?? null,
      contactEmail: profile?.contactEmail ?? null,
      businessTypes: store.businessTypes,
      legal: {
        name: store.name,
        businessType: (profile?.businessType as LegalBusinessType | null) ?? null,
        npwpNumber: profile?.npwpNumber ?? null,
        ownerName: profile?.ownerName ?? null,
        ownerKtpNumber: maskKtpNumber(profile?.ownerKtpNumber ?? null),
      },
      owner,
      identityVerification: store.fraudStatus,
      onboardingStatus: store.onboardingStatus,
      postliveStatus: store.postliveStatus,
      postliveReviewId: onboarding?.id ?? null,
      dataChange: change ? dataChangeOf(change) : null,
      createdAt: store.createdAt.getTime(),
    };
  }

  async saveProfile(storeCode: string, raw: StoreProfileRequest): Promise<StoreInfo> {
    const problems = storeProfileProblems(raw);
    if (Object.keys(problems).length > 0) throw fieldError('STORE_PROFILE_INVALID', problems);
    const values = normalizeStoreProfile(raw);
    await this.repository.saveProfile(
      storeCode,
      { description: values.description, contactPhone: values.contactPhone, contactEmail: values.contactEmail || null },
      this.clock.now(),
    );
    return this.store(storeCode);
  }

  /** `readContent` is bounded by the route (STORE_LOGO_TOO_LARGE) before anything here parses it. */
  async uploadLogo(storeCode: string, readContent: () => Promise<Buffer>): Promise<StoreInfo> {
    const content = await readContent();
    if (content.length === 0) throw new AppError('STORE_LOGO_MISSING');
    const mediaType = await logoTypeOf(content);
    if (!mediaType) throw new AppError('STORE_LOGO_TYPE_NOT_ACCEPTED');
    if (declaresTooManyPixels(content)) throw new AppError('STORE_LOGO_DIMENSIONS_TOO_LARGE');
    await this.repository.saveLogo(storeCode, { content, mediaType }, this.clock.now());
    return this.store(storeCode);
  }

  async logo(storeCode: string): Promise<{ contentType: string; bytes: Buffer }> {
    const logo = await this.repository.logo(storeCode);
    if (!logo) throw new AppError('NOT_FOUND');
    return { contentType: logo.mediaType, bytes: logo.content };
  }

  async requestDataChange(storeCode: string, userId: string, raw: StoreDataChangeRequest): Promise<StoreInfo> {
    const problems = dataChangeProblems(raw);
    if (Object.keys(problems).length > 0) throw fieldError('STORE_DATA_CHANGE_INVALID', problems);
    if (await this.reviews.hasWaiting(storeCode, 'STORE_DATA_CHANGE')) throw new AppError('STORE_DATA_CHANGE_OPEN');
    const current = await this.legalValues(storeCode);
    const asked = normalizeDataChange(raw);
    const wanted = { ...asked, ownerKtpNumber: asked.ownerKtpNumber || (current.ownerKtpNumber ?? '') };
    const changes: StoreReviewChange[] = legalFields
      .filter((field) => (current[field] ?? '') !== wanted[field])
      .map((field) => ({ group: legalGroup, field, before: current[field], after: wanted[field] }));
    if (changes.length === 0) throw new AppError('STORE_DATA_CHANGE_UNCHANGED');
    if (changes.some((change) => change.field === 'name') && (await this.repository.storeNameTaken(wanted.name, storeCode)))
      throw fieldError('STORE_DATA_CHANGE_INVALID', { name: 'TAKEN' });
    // Two requests at once: the queue keeps one waiting per store and kind.
    const opened = await this.reviews.open({ kind: 'STORE_DATA_CHANGE', storeCode, submittedBy: userId, changes });
    if (!opened) throw new AppError('STORE_DATA_CHANGE_OPEN');
    return this.store(storeCode);
  }

  async downloadDataChange(storeCode: string, id: string, language: PageLanguage): Promise<Uint8Array> {
    const document = await this.reviews.document(storeCode, 'STORE_DATA_CHANGE', id, language);
    if (!document) throw new AppError('STORE_DATA_CHANGE_NOT_FOUND');
    return document;
  }

  private async legalValues(storeCode: string): Promise<LegalValues> {
    const [store, profile] = await Promise.all([this.repository.store(storeCode), this.repository.profile(storeCode)]);
    if (!store) throw new AppError('PE403001');
    return {
      name: store.name,
      businessType: profile?.businessType ?? null,
      npwpNumber: profile?.npwpNumber ?? null,
      ownerName: profile?.ownerName ?? null,
      ownerKtpNumber: profile?.ownerKtpNumber ?? null,
    };
  }
}

function dataChangeOf(row: StoreReviewRow): StoreDataChange {
  return {
    id: row.id,
    status: row.status as StoreDataChange['status'],
    submittedAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
    reason: row.reason,
    changes: (row.changes as StoreReviewChange[]).map((change) => ({
      field: change.field as LegalField,
      before: shown(change.field, change.before),
      after: shown(change.field, change.after),
    })),
  };
}

/** The approved values of a change request, by field. */
export function approvedValues(row: StoreReviewRow): Partial<LegalValues> {
  return Object.fromEntries((row.changes as StoreReviewChange[]).map((change) => [change.field, change.after]));
}
