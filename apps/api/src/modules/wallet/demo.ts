import { demoStore } from '../../db/seed-demo';
import type { AppDatabase } from '../../db/open-database';
import { LedgerRepository, LedgerService, type NewLedgerTransaction } from '../ledger';
import { WalletRepository } from './repository';
import { withdrawalHoldOf, withdrawalOutcomeOf } from './service';

const dayMs = 86_400_000;

/** The demo store's confirmed account (BCA, ten digits) its withdrawals went to. */
export const demoBankAccount = {
  id: '5b0c1d2e-3f40-4a51-8b62-7c83d94ea001',
  bankCode: '014',
  accountNumber: '8720145566',
  holderName: 'Sari Penjual',
} as const;

/** Its withdrawals: one of each status, days before the seeding. */
const demoWithdrawals = [
  { id: '5b0c1d2e-3f40-4a51-8b62-7c83d94eb001', amount: 5_000_000, status: 'PAID', daysAgo: 30, reason: null },
  { id: '5b0c1d2e-3f40-4a51-8b62-7c83d94eb002', amount: 2_000_000, status: 'FAILED', daysAgo: 20, reason: 'Rekening tujuan tidak aktif' },
  { id: '5b0c1d2e-3f40-4a51-8b62-7c83d94eb003', amount: 1_500_000, status: 'REQUESTED', daysAgo: 1, reason: null },
] as const;

/**
 * The demo store's wallet: a confirmed bank account and withdrawals paid, failed and under way (from the ledger's demo opening),
 * each posted through the ledger at its own time (idempotent keys: seeding again posts nothing), so `npm run
 * ledger:verify` agrees on a demo database.
 */
export async function seedWalletDemo(db: AppDatabase, now: Date): Promise<void> {
  const repository = new WalletRepository(db);
  const ledgerRepository = new LedgerRepository(db);
  const postAt = (at: Date, transaction: NewLedgerTransaction) => new LedgerService(ledgerRepository, { now: () => at }).post(transaction);
  const storeCode = demoStore.code;
  const start = new Date(now.getTime() - 60 * dayMs);
  await repository.insertMissingBankAccount({ ...demoBankAccount, storeCode, status: 'CONFIRMED', createdAt: start, confirmedAt: start });
  for (const demo of demoWithdrawals) {
    const requestedAt = new Date(now.getTime() - demo.daysAgo * dayMs);
    const reportedAt = demo.status === 'REQUESTED' ? null : new Date(requestedAt.getTime() + dayMs / 4);
    const withdrawal = { id: demo.id, storeCode, amount: demo.amount };
    await repository.insertMissingWithdrawal({
      ...withdrawal,
      bankAccountId: demoBankAccount.id,
      status: demo.status,
      requestedAt,
      reportedAt,
      failureReason: demo.reason,
    });
    await postAt(requestedAt, withdrawalHoldOf(withdrawal));
    if (reportedAt && demo.status !== 'REQUESTED') await postAt(reportedAt, withdrawalOutcomeOf(withdrawal, demo.status));
  }
}
