import type { OnboardingDocuments, PickupAddress, StoreDetails } from '@seller-portal/contracts/onboarding';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { memberships, pickupPoints, stores } from '../../db/schema';
import { provinces, storeOnboarding } from './schema';

export type OnboardingRow = typeof storeOnboarding.$inferSelect;
export type StepColumn = 'storeDetails' | 'pickupAddress' | 'documents';

export interface StoreRow {
  code: string;
  name: string;
  onboardingFlow: string | null;
  onboardingStatus: string | null;
  postliveStatus: string | null;
}

/** What approval writes: the store's name and status, its first pickup point. */
export interface Approval {
  storeCode: string;
  storeDetails: StoreDetails;
  pickupAddress: PickupAddress;
  documents: OnboardingDocuments;
  at: Date;
}

/** The only place that reads and writes the onboarding and province tables (and the store on approval). */
export class OnboardingRepository {
  constructor(private readonly db: AppDatabase | Transaction) {}

  /** Start-up: the provinces of the code, added or renamed; rows added otherwise stay. */
  async syncProvinces(countryCode: string, list: readonly { code: string; name: string }[]): Promise<void> {
    await this.db
      .insert(provinces)
      .values(list.map((province) => ({ ...province, countryCode })))
      .onConflictDoUpdate({ target: provinces.code, set: { name: sql`excluded.name`, countryCode: sql`excluded.country_code` } });
  }

  async provincesOf(countryCode: string) {
    return this.db
      .select({ code: provinces.code, name: provinces.name })
      .from(provinces)
      .where(eq(provinces.countryCode, countryCode))
      .orderBy(asc(provinces.name));
  }

  async store(code: string): Promise<StoreRow | null> {
    const [row] = await this.db
      .select({
        code: stores.code,
        name: stores.name,
        onboardingFlow: stores.onboardingFlow,
        onboardingStatus: stores.onboardingStatus,
        postliveStatus: stores.postliveStatus,
      })
      .from(stores)
      .where(eq(stores.code, code));
    return row ?? null;
  }

  async onboarding(storeCode: string): Promise<OnboardingRow | null> {
    const [row] = await this.db.select().from(storeOnboarding).where(eq(storeOnboarding.storeCode, storeCode));
    return row ?? null;
  }

  /** Whether another store already has this name (case-insensitive, as registration checks it). */
  async storeNameTaken(name: string, exceptStore: string): Promise<boolean> {
    const rows = await this.db
      .select({ code: stores.code })
      .from(stores)
      .where(and(sql`lower(${stores.name}) = lower(${name})`, ne(stores.code, exceptStore)))
      .limit(1);
    return rows.length > 0;
  }

  /** Saves one step's values; saving a step clears the notes the review left on it (`STEP.field` keys and a bare `STEP`). */
  async saveStep(storeCode: string, column: StepColumn, step: string, values: unknown, at: Date): Promise<void> {
    const remaining = sql`coalesce((select jsonb_object_agg(note.key, note.value) from jsonb_each(${storeOnboarding.revisionNotes}) as note
      where note.key <> ${step}::text and not starts_with(note.key, ${`${step}.`}::text)), '{}'::jsonb)`;
    await this.db
      .insert(storeOnboarding)
      .values({ storeCode, [column]: values, updatedAt: at })
      .onConflictDoUpdate({ target: storeOnboarding.storeCode, set: { [column]: values, updatedAt: at, revisionNotes: remaining } });
  }

  /** A submission entered the review queue: the store is ONBOARD again (after NEED_REVISION), the submission dated. */
  async markSubmitted(storeCode: string, at: Date): Promise<void> {
    await this.db.update(stores).set({ onboardingStatus: 'ONBOARD' }).where(eq(stores.code, storeCode));
    await this.db.update(storeOnboarding).set({ submittedAt: at, updatedAt: at }).where(eq(storeOnboarding.storeCode, storeCode));
  }

  /** Staff sent the submission back: NEED_REVISION with their reason per `STEP.field`, until each noted step is saved again. */
  async requestRevision(storeCode: string, notes: Record<string, string>, at: Date): Promise<string[]> {
    await this.db.update(stores).set({ onboardingStatus: 'NEED_REVISION' }).where(eq(stores.code, storeCode));
    await this.db.update(storeOnboarding).set({ revisionNotes: notes, updatedAt: at }).where(eq(storeOnboarding.storeCode, storeCode));
    return this.memberIds(storeCode);
  }

  /** Demo data: a new store whose onboarding was submitted, kept as it is when it exists. */
  async insertDemoSubmission(
    store: { code: string; name: string },
    steps: { storeDetails: StoreDetails; pickupAddress: PickupAddress; documents: OnboardingDocuments },
    at: Date,
  ): Promise<void> {
    await this.db
      .insert(stores)
      .values({ ...store, channelId: 'Web', onboardingFlow: 'V2', onboardingStatus: 'ONBOARD' })
      .onConflictDoNothing();
    await this.db
      .insert(storeOnboarding)
      .values({ storeCode: store.code, ...steps, submittedAt: at, updatedAt: at })
      .onConflictDoNothing();
  }

  async memberIds(storeCode: string): Promise<string[]> {
    const members = await this.db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.storeCode, storeCode));
    return members.map((member) => member.userId);
  }

  /**
   * Approval in one transaction: the store takes the name of its details and goes live (postliveStatus APPROVED,
   * onboardingStatus ONBOARD), its pickup address becomes its default pickup point, the submission is dated.
   * Answers the users of the store (their sessions are reloaded), or throws the unique violation of a taken name.
   */
  async approve(approval: Approval): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(stores)
        .set({ name: approval.storeDetails.storeName, onboardingStatus: 'ONBOARD', postliveStatus: 'APPROVED' })
        .where(eq(stores.code, approval.storeCode));
      await tx
        .insert(pickupPoints)
        .values({
          code: `PP-${approval.storeCode}-01`,
          storeCode: approval.storeCode,
          name: approval.pickupAddress.pickupPointName,
          address: `${approval.pickupAddress.address}, ${approval.pickupAddress.city} ${approval.pickupAddress.postalCode}`,
          isDefault: true,
        })
        .onConflictDoNothing();
      await tx.update(storeOnboarding).set({ submittedAt: approval.at, updatedAt: approval.at }).where(eq(storeOnboarding.storeCode, approval.storeCode));
      const members = await tx.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.storeCode, approval.storeCode));
      return members.map((member) => member.userId);
    });
  }
}
