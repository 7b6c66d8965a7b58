import { createHash } from 'node:crypto';
import type { Transaction } from '../../db/open-database';
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

/** One entry of a store's account, with the transaction it belongs to (a balance history's line). */
export interface LedgerEntry {
  id: number;
  transactionId: number;
  /** The transaction's kind: ADS_TOP_UP, ADS_SPEND, PROMO_REBATE… */
  kind: string;
  account: LedgerAccountKind;
  amount: number;
  source: { type: string; id: string } | null;
  at: Date;
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
  post(transaction: NewLedgerTransaction): Promise<{ transactionId: number; replayed: boolean }> {
    return this.postWith(this.repository, transaction);
  }

  /**
   * Posts inside the caller's transaction, so the movement and the caller's own rows commit together (ads spend and
   * the results it pays for); a refusal undoes only the posting (a savepoint), the caller decides what follows.
   */
  postIn(tx: Transaction, transaction: NewLedgerTransaction): Promise<{ transactionId: number; replayed: boolean }> {
    return this.postWith(this.repository.within(tx), transaction);
  }

  /** The running balances as the caller's transaction sees them (after its own postings). */
  balancesIn(tx: Transaction, accounts: Posting['account'][]): Promise<number[]> {
    return this.repository.within(tx).balances(accounts);
  }

  private async postWith(repository: LedgerRepository, transaction: NewLedgerTransaction): Promise<{ transactionId: number; replayed: boolean }> {
    const { postings } = transaction;
    if (!postings.length || postings.some((posting) => !Number.isSafeInteger(posting.amount) || posting.amount === 0)) throw new LedgerError('INVALID_AMOUNT');
    if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) throw new LedgerError('UNBALANCED');
    const fingerprint = fingerprintOf(transaction);
    // No look for the key first: the insert finds it (the common case, a new event, takes one round trip less).
    let transactionId: number | null;
    try {
      transactionId = await repository.insert({
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
    // The same key was posted before, or meanwhile by another request.
    const meanwhile = await repository.transactionByKey(transaction.idempotencyKey);
    if (!meanwhile) throw new Error('ledger: a transaction key was taken and is not there');
    return this.replay(meanwhile, fingerprint);
  }

  /** The running balances of the accounts, in the order asked (0 for an account with no entries yet). */
  balances(accounts: Posting['account'][]): Promise<number[]> {
    return this.repository.balances(accounts);
  }

  /** A store's entries into and out of its accounts of `accounts`, newest first; `beforeId` pages on. */
  async entries(storeCode: string, accounts: LedgerAccountKind[], page: { limit: number; beforeId?: number }): Promise<LedgerEntry[]> {
    const rows = await this.repository.entriesOf(storeCode, accounts, page.limit, page.beforeId);
    return rows.map((row) => ({
      id: row.id,
      transactionId: row.transactionId,
      kind: row.transactionKind,
      account: row.accountKind as LedgerAccountKind,
      amount: row.amount,
      source: row.sourceType && row.sourceId ? { type: row.sourceType, id: row.sourceId } : null,
      at: row.createdAt,
    }));
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
