import type { AppDatabase } from '../../db/open-database';
import { LedgerRepository } from './repository';
import { ledgerAccountKinds as kinds, LedgerService } from './service';

/**
 * What each demo store had in its wallet before its history here begins, in rupiah: one OPENING_BALANCE each, 60 days
 * before the seed, of money buyers paid on its way to the store. The other demos move money from there (ads top-ups,
 * withdrawals), and the settlements' demo brings its orders' money on top.
 */
export const demoOpeningBalances: Readonly<Record<string, number>> = { 'DEMO-60001': 36_450_000, 'DEMO-60009': 2_162_500 };

export async function seedLedgerDemo(db: AppDatabase, now: Date): Promise<void> {
  const ledger = new LedgerService(new LedgerRepository(db), { now: () => new Date(now.getTime() - 60 * 86_400_000) });
  for (const [storeCode, amount] of Object.entries(demoOpeningBalances)) {
    // The key names the demo's own event, so seeding again posts nothing.
    await ledger.post({
      idempotencyKey: `DEMO_OPENING:${storeCode}`,
      kind: 'OPENING_BALANCE',
      storeCode,
      postings: [
        { account: { storeCode: null, kind: kinds.buyerPayments }, amount: -amount },
        { account: { storeCode, kind: kinds.walletAvailable }, amount },
      ],
    });
  }
}
