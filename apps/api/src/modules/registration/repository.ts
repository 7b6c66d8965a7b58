import { storeAccessibilityCodes } from '@seller-portal/contracts/core';
import { eq, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { membershipAccessibilities, memberships, stores, userModes, users } from '../../db/schema';
import type { Transaction } from '../../db/open-database';

export interface NewSeller {
  email: string;
  fullName: string;
  storeName: string;
  phoneNumber: string;
  passwordHash: string;
  storeCode: string;
  now: Date;
}

export class RegistrationRepository {
  constructor(private readonly db: AppDatabase) {}

  async emailTaken(email: string, db: AppDatabase | Transaction = this.db): Promise<boolean> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.email, email), eq(users.username, email)))
      .limit(1);
    return rows.length > 0;
  }

  /** Store names are unique regardless of case (stores_name_lower_unique). */
  async storeNameTaken(name: string, db: AppDatabase | Transaction = this.db): Promise<boolean> {
    const rows = await db
      .select({ code: stores.code })
      .from(stores)
      .where(eq(sql`lower(${stores.name})`, name.toLowerCase()))
      .limit(1);
    return rows.length > 0;
  }

  async storeCodeTaken(code: string, db: AppDatabase | Transaction = this.db): Promise<boolean> {
    const rows = await db.select({ code: stores.code }).from(stores).where(eq(stores.code, code)).limit(1);
    return rows.length > 0;
  }

  /**
   * The seller of a verified registration: the user (STORE mode, owner of every STORE_* code of the new store)
   * and the store in onboarding (§4.2: onboardingFlow V2, onboardingStatus ONBOARD, not yet post-live).
   */
  async createSeller(tx: Transaction, seller: NewSeller): Promise<string> {
    const [user] = await tx
      .insert(users)
      .values({
        username: seller.email,
        email: seller.email,
        displayName: seller.fullName,
        passwordHash: seller.passwordHash,
        passwordChangedAt: seller.now,
        phoneNumber: seller.phoneNumber,
        // The registration code went to the email: it is proved; the phone number is verified later (§4.2).
        isEmailVerified: true,
        isPhoneNumberVerified: false,
        needVerification: false,
        createdAt: seller.now,
      })
      .returning({ id: users.id });
    await tx.insert(userModes).values({ userId: user.id, modeType: 'STORE', createdAt: seller.now });
    await tx.insert(stores).values({
      code: seller.storeCode,
      name: seller.storeName,
      status: 'ACTIVE',
      channelId: 'Web',
      onboardingFlow: 'V2',
      onboardingStatus: 'ONBOARD',
      createdAt: seller.now,
    });
    const [membership] = await tx
      .insert(memberships)
      .values({ userId: user.id, storeCode: seller.storeCode, isOwner: true, createdAt: seller.now })
      .returning({ id: memberships.id });
    await tx.insert(membershipAccessibilities).values(storeAccessibilityCodes.map((accessibilityCode) => ({ membershipId: membership.id, accessibilityCode })));
    return user.id;
  }

  /** §4.2 needVerification: the user proved the contact the code went to. */
  async completeVerification(tx: Transaction, userId: string, channel: 'EMAIL' | 'SMS'): Promise<void> {
    await tx
      .update(users)
      .set({ needVerification: false, ...(channel === 'EMAIL' ? { isEmailVerified: true } : { isPhoneNumberVerified: true }) })
      .where(eq(users.id, userId));
  }

  async userContacts(userId: string): Promise<{ username: string; email: string; phoneNumber: string | null; needVerification: boolean } | null> {
    const [row] = await this.db
      .select({ username: users.username, email: users.email, phoneNumber: users.phoneNumber, needVerification: users.needVerification })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }
}
