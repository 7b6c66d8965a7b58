import { and, eq } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { ssoDomains, userIdentities } from './schema';

export interface CasDomainRow {
  domain: string;
  serverUrl: string;
  casVersion: string;
}

export class SsoRepository {
  constructor(private readonly db: AppDatabase) {}

  async casDomain(domain: string): Promise<CasDomainRow | null> {
    const [row] = await this.db
      .select({ domain: ssoDomains.domain, serverUrl: ssoDomains.serverUrl, casVersion: ssoDomains.casVersion })
      .from(ssoDomains)
      .where(and(eq(ssoDomains.domain, domain), eq(ssoDomains.enabled, true), eq(ssoDomains.protocol, 'CAS')))
      .limit(1);
    return row ?? null;
  }

  /** Start-up: the CAS_DOMAINS of the environment, added or updated (rows added otherwise stay). */
  async upsertCasDomains(rows: readonly { domain: string; serverUrl: string }[]): Promise<void> {
    for (const row of rows) {
      await this.db
        .insert(ssoDomains)
        .values({ domain: row.domain, serverUrl: row.serverUrl, protocol: 'CAS', enabled: true })
        .onConflictDoUpdate({ target: ssoDomains.domain, set: { serverUrl: row.serverUrl, enabled: true } });
    }
  }

  async userOfIdentity(provider: string, subject: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return row?.userId ?? null;
  }

  async linkIdentity(provider: string, subject: string, userId: string, email: string, now: Date, db: AppDatabase | Transaction = this.db): Promise<void> {
    await db.insert(userIdentities).values({ provider, subject, userId, email, createdAt: now }).onConflictDoNothing();
  }
}
