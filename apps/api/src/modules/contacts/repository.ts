import { and, eq, ne, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { users } from '../../db/schema';
import type { Transaction } from '../../db/open-database';

/** A user's email and phone number as the account holds them. */
export interface UserContacts {
  email: string;
  phoneNumber: string | null;
}

/** The contact columns of `users`: what contact verification reads and writes. */
export class UserContactRepository {
  constructor(private readonly db: AppDatabase) {}

  async contactsOf(userId: string): Promise<UserContacts | null> {
    const [row] = await this.db.select({ email: users.email, phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId));
    return row ?? null;
  }

  /** Whether another user signs in with this email (as their email or username). */
  async emailUsedByAnother(email: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(or(eq(users.email, email), eq(users.username, email)), ne(users.id, userId)))
      .limit(1);
    return rows.length > 0;
  }

  async keepVerifiedPhone(tx: Transaction, userId: string, phoneNumber: string): Promise<void> {
    await tx.update(users).set({ phoneNumber, isPhoneNumberVerified: true }).where(eq(users.id, userId));
  }

  /** Accounts whose username is their email keep it so: sign-in goes on working with the new address. */
  async keepVerifiedEmail(tx: Transaction, userId: string, email: string): Promise<void> {
    const [current] = await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId));
    const username = current && current.username === current.email ? email : undefined;
    await tx
      .update(users)
      .set({ email, isEmailVerified: true, ...(username ? { username } : {}) })
      .where(eq(users.id, userId));
  }
}
