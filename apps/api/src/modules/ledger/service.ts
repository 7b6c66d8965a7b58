import { createHash } from 'node:crypto';
import type { Clock } from '../../runtime';
import { databaseErrorOf } from '../shared/database-error';
import type { AccountRef, LedgerRepository, StoreTransactionFilter, StoreTransactionRow } from './repository';

/** The accounts of the ledger. A store's may not go below zero; the marketplace's clearing accounts may. */
export const ledgerAccountKinds = {
  /** The store's wallet: withdrawable, settling (pending), and held for a withdrawal under way. */
  walletAvailable: 'WALLET_AVAILABLE',
  walletPending: 'WALLET_PENDING',
  walletHeld: 'WALLET_HELD',
  adsBalance: 'ADS_BALANCE',
  adsBonus: 'ADS_BONUS',
  /** The marketplace's: what buyers paid for orders, its fee income, payouts on their way to banks, the promo budget. */
  buyerPayments: 'MARKETPLACE_BUYER_PAYMENTS',
  feeIncome: 'MARKETPLACE_FEE_INCOME',
  payoutsInTransit: 'MARKETPLACE_PAYOUTS_IN_TRANSIT',
  promoBudget: 'MARKETPLACE_PROMO_BUDGET',
  adsRevenue: 'MARKETPLACE_ADS_REVENUE',
} as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[keyof typeof ledgerAccountKinds];

export interface Posting {
  account: { storeCode: string | null; kind: LedgerAccountKind };
  /** Integer rupiah into the account (positive) or out of it (negative); a transaction's postings sum to zero. */
  amount: number;
}

export interface NewLedgerTransaction {
  /** The business event's own key (the same event twice posts once): `ORDER_SETTLED:ORD-…`, `WITHDRAWAL_PAID:…`. */
  idempotencyKey: string;
  kind: string;
  storeCode: string | null;
  source?: { type: string; id: string };
  postings: Posting[];
}

export type LedgerRefusal = 'INVALID_AMOUNT' | 'UNBALANCED' | 'KEY_REUSED' | 'INSUFFICIENT_FUNDS';

/** Why the ledger refused a transaction; nothing of it was written. */
export class LedgerError extends Error {
  constructor(readonly reason: LedgerRefusal) {
    super(`ledger: ${reason}`);
  }
}

/** A store's accounts may not go below zero; the marketplace's are clearing accounts and may. */
const mayGoNegative = (account: AccountRef) => account.storeCode === null;

/**
 * The one source of truth for money: every movement is one transaction of postings in integer rupiah that sum to
 * zero, append-only, each with the business event it comes from. The database checks the balance (at commit), the
 * append-only rule and a store's accounts never going below zero; this service checks first, to say why.
 */
export class LedgerService {
  constructor(
    private readonly repository: LedgerRepository,
    private readonly clock: Clock,
  ) {}

  /** Posts the transaction once: a repeat of its key with the same postings answers the first one (`replayed`). */
  async post(transaction: NewLedgerTransaction): Promise<{ transactionId: number; replayed: boolean }> {
    const { postings } = transaction;
    if (!postings.length || postings.some((posting) => !Number.isSafeInteger(posting.amount) || posting.amount === 0)) throw new LedgerError('INVALID_AMOUNT');
    if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) throw new LedgerError('UNBALANCED');
    const fingerprint = fingerprintOf(transaction);
    const earlier = await this.repository.transactionByKey(transaction.idempotencyKey);
    if (earlier) return this.replay(earlier, fingerprint);
    let transactionId: number | null;
    try {
      transactionId = await this.repository.insert({
        idempotencyKey: transaction.idempotencyKey,
        kind: transaction.kind,
        storeCode: transaction.storeCode,
        sourceType: transaction.source?.type ?? null,
        sourceId: transaction.source?.id ?? null,
        fingerprint,
        postings: postings.map((posting) => ({ ...posting, mayGoNegative: mayGoNegative(posting.account) })),
        at: this.clock.now(),
      });
    } catch (error) {
      if (databaseErrorOf(error)?.constraint === 'ledger_accounts_not_negative') throw new LedgerError('INSUFFICIENT_FUNDS');
      throw error;
    }
    if (transactionId !== null) return { transactionId, replayed: false };
    // The same key was posted meanwhile by another request.
    const meanwhile = await this.repository.transactionByKey(transaction.idempotencyKey);
    if (!meanwhile) throw new Error('ledger: a transaction key was taken and is not there');
    return this.replay(meanwhile, fingerprint);
  }

  /** The running balances of the accounts, in the order asked (0 for an account with no entries yet). */
  balances(accounts: Posting['account'][]): Promise<number[]> {
    return this.repository.balances(accounts);
  }

  /** A store's transactions on some of its accounts, newest first, with their effect on each (the wallet's list). */
  storeTransactions(filter: StoreTransactionFilter & { accountKinds: readonly LedgerAccountKind[] }): Promise<StoreTransactionRow[]> {
    return this.repository.storeTransactions(filter);
  }

  /** `npm run ledger:verify`: every running balance recomputed from the entries, every transaction summed. */
  verify() {
    return this.repository.drift();
  }

  private replay(earlier: { id: number; fingerprint: string }, fingerprint: string) {
    if (earlier.fingerprint !== fingerprint) throw new LedgerError('KEY_REUSED');
    return { transactionId: earlier.id, replayed: true };
  }
}

/** The transaction's content, independent of the postings' order: the same event posted twice has the same one. */
function fingerprintOf(transaction: NewLedgerTransaction): string {
  const postings = transaction.postings
    .map((posting) => `${posting.account.storeCode ?? ''}/${posting.account.kind}/${posting.amount}`)
    .sort()
    .join(',');
  const source = transaction.source ? `${transaction.source.type}:${transaction.source.id}` : '';
  return createHash('sha256')
    .update(`${transaction.kind}|${transaction.storeCode ?? ''}|${source}|${postings}`)
    .digest('base64url');
}
