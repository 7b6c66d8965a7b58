import type { LegalField } from '@seller-portal/contracts/store-info';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { memberships, stores, users } from '../../db/directory-schema';
import { storeProfiles } from './schema';

export interface StoreRecord {
  code: string;
  name: string;
  businessTypes: string[];
  fraudStatus: string | null;
  onboardingStatus: string | null;
  postliveStatus: string | null;
  createdAt: Date;
}

export type ProfileRow = Omit<typeof storeProfiles.$inferSelect, 'logo'>;

export interface ProfileValues {
  description: string;
  contactPhone: string | null;
  contactEmail: string | null;
}

/** The legal data as kept: the store's name is the directory's, the rest the profile's. */
export type LegalValues = Record<LegalField, string | null>;

const profileColumns = {
  storeCode: storeProfiles.storeCode,
  description: storeProfiles.description,
  contactPhone: storeProfiles.contactPhone,
  contactEmail: storeProfiles.contactEmail,
  businessType: storeProfiles.businessType,
  npwpNumber: storeProfiles.npwpNumber,
  ownerName: storeProfiles.ownerName,
  ownerKtpNumber: storeProfiles.ownerKtpNumber,
  logoMediaType: storeProfiles.logoMediaType,
  logoSizeBytes: storeProfiles.logoSizeBytes,
  logoUpdatedAt: storeProfiles.logoUpdatedAt,
  updatedAt: storeProfiles.updatedAt,
  createdAt: storeProfiles.createdAt,
};

/** The only place that reads and writes `store_profiles` (and the store's name, when a change is approved). */
export class StoreInfoRepository {
  constructor(private readonly db: AppDatabase | Transaction) {}

  async store(code: string): Promise<StoreRecord | null> {
    const [row] = await this.db
      .select({
        code: stores.code,
        name: stores.name,
        businessTypes: stores.businessTypes,
        fraudStatus: stores.fraudStatus,
        onboardingStatus: stores.onboardingStatus,
        postliveStatus: stores.postliveStatus,
        createdAt: stores.createdAt,
      })
      .from(stores)
      .where(eq(stores.code, code));
    return row ?? null;
  }

  async profile(code: string): Promise<ProfileRow | null> {
    const [row] = await this.db.select(profileColumns).from(storeProfiles).where(eq(storeProfiles.storeCode, code));
    return row ?? null;
  }

  /** The store's owner (the first, should it have several). */
  async owner(code: string): Promise<{ name: string; email: string; phoneNumber: string | null } | null> {
    const [row] = await this.db
      .select({ name: users.displayName, email: users.email, phoneNumber: users.phoneNumber })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.storeCode, code), eq(memberships.isOwner, true)))
      .orderBy(asc(memberships.createdAt))
      .limit(1);
    return row ?? null;
  }

  async memberIds(code: string): Promise<string[]> {
    const rows = await this.db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.storeCode, code));
    return rows.map((row) => row.userId);
  }

  async storeNameTaken(name: string, exceptStore: string): Promise<boolean> {
    const rows = await this.db
      .select({ code: stores.code })
      .from(stores)
      .where(and(sql`lower(${stores.name}) = lower(${name})`, ne(stores.code, exceptStore)))
      .limit(1);
    return rows.length > 0;
  }

  async saveProfile(code: string, values: ProfileValues, at: Date): Promise<void> {
    await this.db
      .insert(storeProfiles)
      .values({ storeCode: code, ...values, updatedAt: at })
      .onConflictDoUpdate({ target: storeProfiles.storeCode, set: { ...values, updatedAt: at } });
  }

  async saveLogo(code: string, logo: { content: Buffer; mediaType: string }, at: Date): Promise<void> {
    const values = { logo: logo.content, logoMediaType: logo.mediaType, logoSizeBytes: logo.content.length, logoUpdatedAt: at, updatedAt: at };
    await this.db
      .insert(storeProfiles)
      .values({ storeCode: code, ...values })
      .onConflictDoUpdate({ target: storeProfiles.storeCode, set: values });
  }

  async logo(code: string): Promise<{ content: Buffer; mediaType: string } | null> {
    const [row] = await this.db
      .select({ content: storeProfiles.logo, mediaType: storeProfiles.logoMediaType })
      .from(storeProfiles)
      .where(eq(storeProfiles.storeCode, code));
    return row?.content && row.mediaType ? { content: row.content, mediaType: row.mediaType } : null;
  }

  /** An approved change: the name on the store, the rest on its profile. Throws the unique violation of a taken name. */
  async applyLegal(code: string, values: Partial<LegalValues>, at: Date): Promise<void> {
    const { name, ...profile } = values;
    if (name) await this.db.update(stores).set({ name }).where(eq(stores.code, code));
    if (Object.keys(profile).length > 0)
      await this.db
        .insert(storeProfiles)
        .values({ storeCode: code, ...profile, updatedAt: at })
        .onConflictDoUpdate({ target: storeProfiles.storeCode, set: { ...profile, updatedAt: at } });
  }
}
