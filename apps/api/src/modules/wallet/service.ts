import { otpPolicy } from '@seller-portal/contracts/accounts';
import {
  accountNumberProblem,
  isWithdrawalAmount,
  walletBankOf,
  walletBanks,
  walletDayOf,
  walletDayStart,
  walletLimits,
  type BankAccount,
  type BankAccountChallenge,
  type NewBankAccountRequest,
  type PayoutReport,
  type WalletBalances,
  type WalletBank,
  type WalletTransactionFilter,
  type WalletTransactionPage,
  type Withdrawal,
  type WithdrawalChallenge,
  type WithdrawalCodeRequest,
  type WithdrawalRequest,
} from '@seller-portal/contracts/wallet';
import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Clock } from '../../runtime';
import { LedgerError, ledgerAccountKinds, type LedgerService, type NewLedgerTransaction } from '../ledger';
import type { OtpService } from '../otp';
import type { BankAccountRow, WalletRepository, WithdrawalRow, WithdrawalWithAccount } from './repository';

/** Who acts on the wallet: the signed-in user of the store's session. */
export interface WalletActor {
  userId: string;
  storeCode: string;
}

export interface WalletServiceDeps {
  repository: WalletRepository;
  ledger: LedgerService;
  otp: OtpService;
  clock: Clock;
  /** Rupiah a store may withdraw per WIB day (WALLET_DAILY_WITHDRAWAL_LIMIT). */
  dailyWithdrawalLimit: number;
}

const { walletAvailable, walletPending, walletHeld, payoutsInTransit } = ledgerAccountKinds;
const walletAccountKinds = [walletAvailable, walletPending, walletHeld] as const;

/** `1234567890` → `******7890`: the last four digits, as banks show them. */
export function maskAccountNumber(accountNumber: string): string {
  return '*'.repeat(Math.max(0, accountNumber.length - 4)) + accountNumber.slice(-4);
}

function bankAccountOf(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: walletBankOf(row.bankCode)?.name ?? row.bankCode,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
    status: row.status as BankAccount['status'],
    createdAt: row.createdAt.getTime(),
  };
}

function withdrawalOf(row: WithdrawalRow, account: BankAccountRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status as Withdrawal['status'],
    bankCode: account.bankCode,
    bankName: walletBankOf(account.bankCode)?.name ?? account.bankCode,
    accountNumberMasked: maskAccountNumber(account.accountNumber),
    holderName: account.holderName,
    requestedAt: row.requestedAt.getTime(),
    reportedAt: row.reportedAt?.getTime() ?? null,
    failureReason: row.failureReason,
  };
}

/** The opaque cursor of the transaction list: the last transaction's id, so a page never shifts as new ones come. */
const cursorOf = (id: number) => Buffer.from(`t:${id}`).toString('base64url');
function idOfCursor(cursor: string): number {
  const match = /^t:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id)) throw new AppError('WALLET_FILTER_INVALID');
  return id;
}

/** The ledger transactions of a withdrawal: its hold, and its one outcome (paid or failed share a key: only one posts). */
const holdOf = (withdrawal: Pick<WithdrawalRow, 'id' | 'storeCode' | 'amount'>): NewLedgerTransaction => ({
  idempotencyKey: `WITHDRAWAL_REQUESTED:${withdrawal.id}`,
  kind: 'WITHDRAWAL_REQUESTED',
  storeCode: withdrawal.storeCode,
  source: { type: 'WITHDRAWAL', id: withdrawal.id },
  postings: [
    { account: { storeCode: withdrawal.storeCode, kind: walletAvailable }, amount: -withdrawal.amount },
    { account: { storeCode: withdrawal.storeCode, kind: walletHeld }, amount: withdrawal.amount },
  ],
});

export function withdrawalOutcomeOf(withdrawal: Pick<WithdrawalRow, 'id' | 'storeCode' | 'amount'>, status: 'PAID' | 'FAILED'): NewLedgerTransaction {
  return {
    idempotencyKey: `WITHDRAWAL_OUTCOME:${withdrawal.id}`,
    kind: status === 'PAID' ? 'WITHDRAWAL_PAID' : 'WITHDRAWAL_FAILED',
    storeCode: withdrawal.storeCode,
    source: { type: 'WITHDRAWAL', id: withdrawal.id },
    postings: [
      { account: { storeCode: withdrawal.storeCode, kind: walletHeld }, amount: -withdrawal.amount },
      status === 'PAID'
        ? { account: { storeCode: null, kind: payoutsInTransit }, amount: withdrawal.amount }
        : { account: { storeCode: withdrawal.storeCode, kind: walletAvailable }, amount: withdrawal.amount },
    ],
  };
}

export { holdOf as withdrawalHoldOf };

const rupiah = (amount: number) => `Rp${amount.toLocaleString('id-ID')}`;

/**
 * The store's wallet: its balances and transactions read from the ledger; bank accounts confirmed with a one-time
 * code; withdrawals with the multi-factor code, held in the ledger until the payout service reports them.
 */
export class WalletService {
  constructor(private readonly deps: WalletServiceDeps) {}

  async balances(storeCode: string): Promise<WalletBalances> {
    const [available, pending, held] = await this.deps.ledger.balances(walletAccountKinds.map((kind) => ({ storeCode, kind })));
    const withdrawnToday = await this.deps.repository.withdrawnSince(storeCode, this.todayStart());
    return {
      available,
      pending,
      held,
      withdrawnToday,
      dailyWithdrawalLimit: this.deps.dailyWithdrawalLimit,
      minimumWithdrawal: walletLimits.minimumWithdrawal,
    };
  }

  async transactions(storeCode: string, filter: WalletTransactionFilter): Promise<WalletTransactionPage> {
    const rows = await this.deps.ledger.storeTransactions({
      storeCode,
      accountKinds: walletAccountKinds,
      kind: filter.type,
      from: filter.from ? walletDayStart(filter.from) : undefined,
      to: filter.to ? new Date(walletDayStart(filter.to).getTime() + 86_400_000) : undefined,
      beforeId: filter.cursor ? idOfCursor(filter.cursor) : undefined,
      limit: filter.size + 1,
    });
    const page = rows.slice(0, filter.size);
    const withdrawalIds = [...new Set(page.filter((row) => row.sourceType === 'WITHDRAWAL' && row.sourceId).map((row) => row.sourceId as string))];
    const withdrawals = new Map((await this.deps.repository.withdrawalsByIds(storeCode, withdrawalIds)).map((w) => [w.id, withdrawalOf(w, w.account)]));
    return {
      content: page.map((row) => {
        const effects = { available: row.effects[walletAvailable], pending: row.effects[walletPending], held: row.effects[walletHeld] };
        return {
          id: String(row.id),
          kind: row.kind,
          createdAt: row.createdAt.getTime(),
          amount: effects.available || effects.pending || effects.held,
          effects,
          source: row.sourceType && row.sourceId ? { type: row.sourceType, id: row.sourceId } : null,
          withdrawal: (row.sourceType === 'WITHDRAWAL' && row.sourceId && withdrawals.get(row.sourceId)) || null,
        };
      }),
      nextCursor: rows.length > filter.size ? cursorOf(page[page.length - 1].id) : null,
    };
  }

  async banks(): Promise<(Omit<WalletBank, 'accountNumberLengths'> & { accountNumberLengths: number[] })[]> {
    return walletBanks.map((bank) => ({ ...bank, accountNumberLengths: [...bank.accountNumberLengths] }));
  }

  async bankAccounts(storeCode: string): Promise<BankAccount[]> {
    return (await this.deps.repository.bankAccounts(storeCode)).map(bankAccountOf);
  }

  /** A new account waits (PENDING) for the code sent to the email of the user who added it. */
  async addBankAccount(
    actor: WalletActor,
    request: NewBankAccountRequest,
    language: PageLanguage,
  ): Promise<{ bankAccount: BankAccount } & BankAccountChallenge> {
    const accountNumber = request.accountNumber.replace(/[\s-]/g, '');
    const holderName = request.holderName.trim().replace(/\s+/g, ' ');
    const problem = accountNumberProblem(request.bankCode, accountNumber);
    if (problem === 'BANK_UNKNOWN') throw new AppError('WALLET_BANK_UNKNOWN');
    if (problem) throw new AppError('WALLET_ACCOUNT_NUMBER_INVALID');
    if (!holderName || holderName.length > walletLimits.holderNameMaxLength) throw new AppError('WALLET_HOLDER_NAME_INVALID');
    if ((await this.deps.repository.countBankAccounts(actor.storeCode)) >= walletLimits.bankAccountsMax) throw new AppError('WALLET_BANK_ACCOUNT_LIMIT');
    const row = await this.deps.repository.insertBankAccount({
      storeCode: actor.storeCode,
      bankCode: request.bankCode,
      accountNumber,
      holderName,
      status: 'PENDING',
      addedBy: actor.userId,
      createdAt: this.deps.clock.now(),
    });
    if (!row) throw new AppError('WALLET_BANK_ACCOUNT_EXISTS');
    return { bankAccount: bankAccountOf(row), ...(await this.sendBankAccountChallenge(actor, row, language)) };
  }

  /** A new code for an account waiting for one (the previous step was closed): a step of its own. */
  async sendBankAccountCode(actor: WalletActor, bankAccountId: string, language: PageLanguage): Promise<BankAccountChallenge> {
    const row = await this.pendingAccount(actor.storeCode, bankAccountId);
    return this.sendBankAccountChallenge(actor, row, language);
  }

  /** The right code of the account's step confirms it in the code's own transaction; only then can money go there. */
  async confirmBankAccount(actor: WalletActor, bankAccountId: string, request: { challengeId: string; code: string }): Promise<BankAccount> {
    await this.pendingAccount(actor.storeCode, bankAccountId);
    const found = await this.deps.otp.findByHandle(request.challengeId, 'WALLET_BANK_ACCOUNT');
    const challenge = found?.userId === actor.userId ? found : null;
    if (challenge && (challenge.data as { bankAccountId?: string }).bankAccountId !== bankAccountId) throw new AppError('OTP_NOT_SENT');
    const code = request.code;
    const confirmed = await this.deps.otp.verify(challenge, code.trim(), (tx) =>
      this.deps.repository.confirmBankAccount(tx, actor.storeCode, bankAccountId, this.deps.clock.now()),
    );
    if (!confirmed) throw new AppError('WALLET_BANK_ACCOUNT_ALREADY_CONFIRMED');
    return bankAccountOf(confirmed);
  }

  async removeBankAccount(actor: WalletActor, bankAccountId: string): Promise<{ removed: boolean }> {
    const outcome = await this.deps.repository.removeBankAccount(actor.storeCode, bankAccountId, this.deps.clock.now());
    if (outcome === 'NOT_FOUND') throw new AppError('WALLET_BANK_ACCOUNT_NOT_FOUND');
    if (outcome === 'IN_USE') throw new AppError('WALLET_BANK_ACCOUNT_IN_USE');
    return { removed: true };
  }

  /**
   * Checks the withdrawal first (nothing is sent for one that would be refused), then mails the code that approves
   * this amount to this account. Each request is a step of its own (`challengeId`), so two withdrawals under way
   * never replace each other's code.
   */
  async sendWithdrawalCode(actor: WalletActor, request: WithdrawalCodeRequest, language: PageLanguage): Promise<WithdrawalChallenge> {
    const { amount, account } = await this.checkWithdrawal(actor, request);
    const email = await this.emailOf(actor.userId);
    const { challenge, handle } = await this.deps.otp.open({
      purpose: 'WALLET_WITHDRAWAL',
      userId: actor.userId,
      data: { amount, bankAccountId: account.id },
      targets: [{ channel: 'EMAIL', destination: email }],
      lifetimeSeconds: otpPolicy.pendingSignInSeconds,
      withHandle: true,
    });
    const bank = walletBankOf(account.bankCode)?.name ?? account.bankCode;
    const sent = await this.deps.otp.send(challenge, undefined, language, {
      detail: `${rupiah(amount)} → ${bank} ${maskAccountNumber(account.accountNumber)}`,
    });
    return { challengeId: handle as string, challenge: sent };
  }

  /**
   * The withdrawal: checked again, the code (approving this amount to this account) used and the row written under
   * the store's lock within the daily limit in one transaction, then the amount held in the ledger, which refuses
   * to take the available balance below zero however many requests come at once.
   */
  async withdraw(actor: WalletActor, request: WithdrawalRequest): Promise<Withdrawal> {
    const { amount, account } = await this.checkWithdrawal(actor, request);
    const found = await this.deps.otp.findByHandle(request.challengeId, 'WALLET_WITHDRAWAL');
    const challenge = found?.userId === actor.userId ? found : null;
    const approved = challenge?.data as { amount?: number; bankAccountId?: string } | undefined;
    // A code approves the withdrawal it was sent for: another amount or account asks for a new one.
    if (challenge && (approved?.amount !== amount || approved?.bankAccountId !== account.id)) throw new AppError('OTP_NOT_SENT');
    const now = this.deps.clock.now();
    const row = await this.deps.otp.verify(challenge, request.code.trim(), async (tx) => {
      const written = await this.deps.repository.insertWithdrawalWithinLimit(
        tx,
        { storeCode: actor.storeCode, bankAccountId: account.id, amount, status: 'REQUESTED', requestedBy: actor.userId, requestedAt: now },
        this.todayStart(),
        this.deps.dailyWithdrawalLimit,
      );
      // Thrown inside the code's transaction: the code stays unused.
      if (!written) throw new AppError('WALLET_DAILY_LIMIT_EXCEEDED');
      return written;
    });
    try {
      await this.deps.ledger.post(holdOf(row));
    } catch (error) {
      await this.deps.repository.deleteWithdrawal(row.id);
      if (error instanceof LedgerError && error.reason === 'INSUFFICIENT_FUNDS') throw new AppError('WALLET_INSUFFICIENT_BALANCE');
      throw error;
    }
    return withdrawalOf(row, account);
  }

  async withdrawal(storeCode: string, withdrawalId: string): Promise<Withdrawal> {
    const row = await this.deps.repository.withdrawal(withdrawalId, storeCode);
    if (!row) throw new AppError('WALLET_WITHDRAWAL_NOT_FOUND');
    return withdrawalOf(row, row.account);
  }

  /**
   * The payout service's report, once per withdrawal: PAID moves the held amount out to the payouts in transit,
   * FAILED back to available. The outcome's ledger key is the withdrawal's, so a PAID and a FAILED racing each
   * other post one of them; the loser, a repeat and a report after the outcome are WALLET_WITHDRAWAL_ALREADY_REPORTED.
   */
  async reportPayout(withdrawalId: string, report: PayoutReport): Promise<Withdrawal> {
    const { repository, ledger, clock } = this.deps;
    const withdrawal = await repository.withdrawal(withdrawalId);
    if (!withdrawal) throw new AppError('WALLET_WITHDRAWAL_NOT_FOUND');
    if (withdrawal.status !== 'REQUESTED') throw new AppError('WALLET_WITHDRAWAL_ALREADY_REPORTED');
    // The hold again (a replay): a request whose process stopped between its row and its hold is held now.
    try {
      await ledger.post(holdOf(withdrawal));
    } catch (error) {
      if (!(error instanceof LedgerError && error.reason === 'INSUFFICIENT_FUNDS')) throw error;
      // Never held and the money is gone meanwhile: nothing can be paid out.
      if (report.status === 'PAID') throw new AppError('WALLET_WITHDRAWAL_ALREADY_REPORTED');
      const failed = await repository.markReported(withdrawal.id, 'FAILED', clock.now(), report.reason ?? null);
      if (!failed) throw new AppError('WALLET_WITHDRAWAL_ALREADY_REPORTED');
      return withdrawalOf(failed, withdrawal.account);
    }
    try {
      await ledger.post(withdrawalOutcomeOf(withdrawal, report.status));
    } catch (error) {
      if (error instanceof LedgerError && error.reason === 'KEY_REUSED') throw new AppError('WALLET_WITHDRAWAL_ALREADY_REPORTED');
      throw error;
    }
    const reported = await repository.markReported(withdrawal.id, report.status, clock.now(), report.status === 'FAILED' ? (report.reason ?? null) : null);
    if (!reported) throw new AppError('WALLET_WITHDRAWAL_ALREADY_REPORTED');
    return withdrawalOf(reported, withdrawal.account);
  }

  private todayStart(): Date {
    return walletDayStart(walletDayOf(this.deps.clock.now()));
  }

  private async emailOf(userId: string): Promise<string> {
    const email = await this.deps.repository.emailOf(userId);
    if (!email) throw new AppError('PE403002');
    return email;
  }

  private async pendingAccount(storeCode: string, bankAccountId: string): Promise<BankAccountRow> {
    const row = await this.deps.repository.bankAccount(storeCode, bankAccountId);
    if (!row) throw new AppError('WALLET_BANK_ACCOUNT_NOT_FOUND');
    if (row.status !== 'PENDING') throw new AppError('WALLET_BANK_ACCOUNT_ALREADY_CONFIRMED');
    return row;
  }

  private async sendBankAccountChallenge(actor: WalletActor, row: BankAccountRow, language: PageLanguage): Promise<BankAccountChallenge> {
    const { otp } = this.deps;
    const email = await this.emailOf(actor.userId);
    const { challenge, handle } = await otp.open({
      purpose: 'WALLET_BANK_ACCOUNT',
      userId: actor.userId,
      data: { bankAccountId: row.id },
      targets: [{ channel: 'EMAIL', destination: email }],
      lifetimeSeconds: otpPolicy.pendingRegistrationSeconds,
      withHandle: true,
    });
    const bank = walletBankOf(row.bankCode)?.name ?? row.bankCode;
    const sent = await otp.send(challenge, undefined, language, { detail: `${bank} ${maskAccountNumber(row.accountNumber)} (${row.holderName})` });
    return { challengeId: handle as string, challenge: sent };
  }

  /** Amount, account, balance and the daily limit, in that order; the ledger and the store's lock decide at the end. */
  private async checkWithdrawal(actor: WalletActor, request: WithdrawalCodeRequest): Promise<{ amount: number; account: BankAccountRow }> {
    const { amount } = request;
    if (!isWithdrawalAmount(amount)) throw new AppError('WALLET_AMOUNT_INVALID');
    const account = await this.deps.repository.bankAccount(actor.storeCode, request.bankAccountId);
    if (!account) throw new AppError('WALLET_BANK_ACCOUNT_NOT_FOUND');
    if (account.status !== 'CONFIRMED') throw new AppError('WALLET_BANK_ACCOUNT_NOT_CONFIRMED');
    const balances = await this.balances(actor.storeCode);
    if (amount > balances.available) throw new AppError('WALLET_INSUFFICIENT_BALANCE');
    if (balances.withdrawnToday + amount > balances.dailyWithdrawalLimit) throw new AppError('WALLET_DAILY_LIMIT_EXCEEDED');
    return { amount, account };
  }
}

export type { WithdrawalWithAccount };
