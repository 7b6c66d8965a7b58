import { walletFeature } from './wallet-feature';
import { z } from 'zod';
import { otpChallengeSchema, otpRefusals } from '@seller-portal/contracts/accounts';
import { lazySchema, defineCall, featureCallAccess, type CallAccess } from '@seller-portal/contracts/core';

export const walletPaths = {
  balances: '/backend/wallet/balances',
  transactions: '/backend/wallet/transactions',
  banks: '/backend/wallet/banks',
  bankAccounts: '/backend/wallet/bank-accounts',
  bankAccountPattern: '/backend/wallet/bank-accounts/:bankAccountId',
  withdrawalCode: '/backend/wallet/withdrawals/code',
  withdrawals: '/backend/wallet/withdrawals',
  withdrawalPattern: '/backend/wallet/withdrawals/:withdrawalId',
  /** POST `PayoutReport` with `Authorization: Bearer <payout service token>`: the marketplace's payout service. */
  payoutReportPattern: '/backend/wallet/marketplace/withdrawals/:withdrawalId/payout',
} as const;

/** The rules of moving money out. The daily limit is the server's setting (`WALLET_DAILY_WITHDRAWAL_LIMIT`). */
export const walletLimits = {
  /** The smallest withdrawal, rupiah. */
  minimumWithdrawal: 10_000,
  /** Bank accounts a store may keep (confirmed or waiting for their code). */
  bankAccountsMax: 5,
  holderNameMaxLength: 100,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** A filter's dates span at most a year. */
  rangeMaxDays: 366,
} as const;

// ── Reference data ──

/** A bank money can be withdrawn to, with the lengths its account numbers have. */
export interface WalletBank {
  code: string;
  name: string;
  accountNumberLengths: readonly number[];
}

/** Indonesian banks by their clearing code, with the digits their account numbers have. */
export const walletBanks: readonly WalletBank[] = [
  { code: '014', name: 'BCA', accountNumberLengths: [10] },
  { code: '008', name: 'Mandiri', accountNumberLengths: [13] },
  { code: '002', name: 'BRI', accountNumberLengths: [15] },
  { code: '009', name: 'BNI', accountNumberLengths: [10] },
  { code: '451', name: 'BSI (Bank Syariah Indonesia)', accountNumberLengths: [10] },
  { code: '022', name: 'CIMB Niaga', accountNumberLengths: [13, 14] },
  { code: '011', name: 'Danamon', accountNumberLengths: [10] },
  { code: '013', name: 'Permata', accountNumberLengths: [10] },
  { code: '200', name: 'BTN', accountNumberLengths: [16] },
  { code: '028', name: 'OCBC NISP', accountNumberLengths: [12] },
  { code: '542', name: 'Bank Jago', accountNumberLengths: [12] },
  { code: '535', name: 'SeaBank', accountNumberLengths: [12] },
];

export function walletBankOf(code: string): WalletBank | undefined {
  return walletBanks.find((bank) => bank.code === code);
}

/** Why an account number does not fit its bank, or null when it does: digits only, one of the bank's lengths. */
export function accountNumberProblem(bankCode: string, accountNumber: string): 'BANK_UNKNOWN' | 'NOT_DIGITS' | 'LENGTH' | null {
  const bank = walletBankOf(bankCode);
  if (!bank) return 'BANK_UNKNOWN';
  if (!/^\d+$/.test(accountNumber)) return 'NOT_DIGITS';
  return bank.accountNumberLengths.includes(accountNumber.length) ? null : 'LENGTH';
}

/** A withdrawal amount as the server takes it: whole rupiah, at least the minimum, a safe integer. */
export function isWithdrawalAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= walletLimits.minimumWithdrawal;
}

// ── Days (the marketplace's: Western Indonesia Time, UTC+7 all year) ──

const offsetMs = 7 * 60 * 60_000;
const dayMs = 24 * 60 * 60_000;

/** The store's calendar day (YYYY-MM-DD) of an instant. */
export function walletDayOf(at: Date | number): string {
  return new Date(new Date(at).getTime() + offsetMs).toISOString().slice(0, 10);
}

/** The instant a store day starts. */
export function walletDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - offsetMs);
}

const daySchema = lazySchema(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)),
);

// ── Balances and transactions ──

/** What moves a wallet: each is one ledger transaction of a business event. */
export const walletTransactionKinds = [
  'OPENING_BALANCE',
  'ORDER_SETTLEMENT_PENDING',
  'ORDER_SETTLED',
  'WITHDRAWAL_REQUESTED',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_FAILED',
  'ADS_TOP_UP',
] as const;
export type WalletTransactionKind = (typeof walletTransactionKinds)[number];

const withdrawalStatuses = ['REQUESTED', 'PAID', 'FAILED'] as const;

const walletBalancesSchema = lazySchema(() =>
  z.object({
    /** Rupiah the store may withdraw. */
    available: z.number(),
    /** Rupiah of orders that have not settled yet. */
    pending: z.number(),
    /** Rupiah held for withdrawals under way. */
    held: z.number(),
    /** Today's (WIB) withdrawals not failed, and what the daily limit allows. */
    withdrawnToday: z.number(),
    dailyWithdrawalLimit: z.number(),
    minimumWithdrawal: z.number(),
  }),
);
export type WalletBalances = z.output<typeof walletBalancesSchema>;

const withdrawalSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    amount: z.number(),
    status: z.enum(withdrawalStatuses),
    bankCode: z.string(),
    bankName: z.string(),
    /** The last four digits shown, the rest masked. */
    accountNumberMasked: z.string(),
    holderName: z.string(),
    /** Epoch ms. */
    requestedAt: z.number(),
    reportedAt: z.number().nullable(),
    /** The payout service's reason of a FAILED one. */
    failureReason: z.string().nullable(),
  }),
);
export type Withdrawal = z.output<typeof withdrawalSchema>;

const walletTransactionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** A `WalletTransactionKind`, or a kind this page does not know yet. */
    kind: z.string(),
    /** Epoch ms. */
    createdAt: z.number(),
    /** Rupiah, signed as the seller reads it: the change of the available balance, else of the pending, else of the held. */
    amount: z.number(),
    /** What the transaction did to each balance, rupiah, signed. */
    effects: z.object({ available: z.number(), pending: z.number(), held: z.number() }),
    /** What it comes from, for the link back: ORDER, SETTLEMENT, WITHDRAWAL, TOP_UP or CAMPAIGN, and its id. */
    source: z.object({ type: z.string(), id: z.string() }).nullable(),
    /** The withdrawal a WITHDRAWAL_* transaction belongs to, as it stands now. */
    withdrawal: withdrawalSchema.nullable(),
  }),
);
export type WalletTransaction = z.output<typeof walletTransactionSchema>;

const transactionPageSchema = lazySchema(() => z.object({ content: z.array(walletTransactionSchema), nextCursor: z.string().nullable() }));
export type WalletTransactionPage = z.output<typeof transactionPageSchema>;

/** Empty query values are dropped (§5), so `?type=` is no filter. */
const blankToUndefined = (raw: unknown) =>
  typeof raw === 'object' && raw !== null ? Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== null && v !== undefined)) : raw;

const transactionQueryObject = lazySchema(() =>
  z
    .object({
      type: z.enum(walletTransactionKinds).optional(),
      /** The store's days, both included. */
      from: daySchema.optional(),
      to: daySchema.optional(),
      /** Opaque: the previous page's `nextCursor`. */
      cursor: z.string().max(200).optional(),
      size: z.coerce.number().int().min(1).max(walletLimits.pageSizeMax).default(walletLimits.pageSizeDefault),
    })
    .strict()
    .refine((q) => !q.from || !q.to || (q.from <= q.to && (Date.parse(q.to) - Date.parse(q.from)) / dayMs < walletLimits.rangeMaxDays)),
);
const walletTransactionQuerySchema = lazySchema(() => z.preprocess(blankToUndefined, transactionQueryObject));
export type WalletTransactionQuery = z.input<typeof transactionQueryObject>;
export type WalletTransactionFilter = z.output<typeof transactionQueryObject>;

// ── Bank accounts and withdrawals ──

const bankSchema = lazySchema(() => z.object({ code: z.string(), name: z.string(), accountNumberLengths: z.array(z.number()) }));

const bankAccountStatuses = ['PENDING', 'CONFIRMED'] as const;

const bankAccountSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumberMasked: z.string(),
    holderName: z.string(),
    /** PENDING until its code is entered; only a CONFIRMED account receives money. */
    status: z.enum(bankAccountStatuses),
    createdAt: z.number(),
  }),
);
export type BankAccount = z.output<typeof bankAccountSchema>;

const newBankAccountSchema = lazySchema(() =>
  z.object({
    bankCode: z.string().max(8),
    accountNumber: z.string().max(40),
    holderName: z.string().max(200),
  }),
);
export type NewBankAccountRequest = z.input<typeof newBankAccountSchema>;

/** A bank account's code step: each has its own (`challengeId`), so two added at once never replace each other's code. */
const bankAccountChallengeSchema = lazySchema(() => z.object({ challengeId: z.string(), challenge: otpChallengeSchema }));
export type BankAccountChallenge = z.output<typeof bankAccountChallengeSchema>;
const codeRequestSchema = lazySchema(() => z.object({ challengeId: z.string().max(100), code: z.string().max(16) }));

const addedBankAccountSchema = lazySchema(() => z.object({ bankAccount: bankAccountSchema, challengeId: z.string(), challenge: otpChallengeSchema }));

const withdrawalFieldsSchema = {
  /** Whole rupiah (a number; anything else is refused as WALLET_AMOUNT_INVALID). */
  amount: lazySchema(() => z.union([z.number(), z.string().max(40)])),
  bankAccountId: lazySchema(() => z.string().max(64)),
};
const withdrawalCodeRequestSchema = lazySchema(() => z.object(withdrawalFieldsSchema));
export type WithdrawalCodeRequest = z.input<typeof withdrawalCodeRequestSchema>;
/** The code's step: each withdrawal has its own (`challengeId`), approving that amount to that account. */
const withdrawalChallengeSchema = lazySchema(() => z.object({ challengeId: z.string(), challenge: otpChallengeSchema }));
export type WithdrawalChallenge = z.output<typeof withdrawalChallengeSchema>;
const withdrawalRequestSchema = lazySchema(() => z.object({ ...withdrawalFieldsSchema, challengeId: z.string().max(100), code: z.string().max(16) }));
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

const payoutReportSchema = lazySchema(() =>
  z.object({
    status: z.enum(['PAID', 'FAILED']),
    /** Why the bank refused it (FAILED). */
    reason: z.string().trim().max(300).optional(),
  }),
);
export type PayoutReport = z.input<typeof payoutReportSchema>;

const bankAccountParams = lazySchema(() => z.object({ bankAccountId: z.string().max(64) }));
const withdrawalParams = lazySchema(() => z.object({ withdrawalId: z.string().max(64) }));

// ── Calls ──

/** §6: every wallet call needs STORE mode and STORE_STORE-WALLET_VIEW; moving money out needs the withdraw code too. */
const viewAccess = featureCallAccess(walletFeature);
const withdrawAccess = featureCallAccess(walletFeature, 'withdraw');
/** The marketplace's payout service proves itself with its service token, never with a portal session. */
const payoutServiceAccess = { public: true } as const satisfies CallAccess;

const amountRefusals = ['WALLET_AMOUNT_INVALID', 'WALLET_INSUFFICIENT_BALANCE', 'WALLET_DAILY_LIMIT_EXCEEDED'] as const;
const accountRefusals = ['WALLET_BANK_ACCOUNT_NOT_FOUND', 'WALLET_BANK_ACCOUNT_NOT_CONFIRMED'] as const;

export const walletCalls = {
  balances: defineCall({
    method: 'GET',
    path: walletPaths.balances,
    summary: "The store wallet's available, pending and held balances from the ledger, and today's withdrawals against the daily limit.",
    access: viewAccess,
    answer: walletBalancesSchema,
    errors: [],
  }),
  transactions: defineCall({
    method: 'GET',
    path: walletPaths.transactions,
    summary: "A page of the transactions of the store's wallet, newest first, by type and dates; `nextCursor` asks for the next page.",
    access: viewAccess,
    query: walletTransactionQuerySchema,
    answer: transactionPageSchema,
    errors: ['WALLET_FILTER_INVALID'],
    invalid: { query: 'WALLET_FILTER_INVALID' },
  }),
  banks: defineCall({
    method: 'GET',
    path: walletPaths.banks,
    summary: 'The banks money can be withdrawn to, with the lengths of their account numbers.',
    access: viewAccess,
    answer: lazySchema(() => z.array(bankSchema)),
    errors: [],
  }),
  bankAccounts: defineCall({
    method: 'GET',
    path: walletPaths.bankAccounts,
    summary: "The store's bank accounts, numbers masked.",
    access: viewAccess,
    answer: lazySchema(() => z.array(bankAccountSchema)),
    errors: [],
  }),
  addBankAccount: defineCall({
    method: 'POST',
    path: walletPaths.bankAccounts,
    summary: "Adds a bank account (PENDING) and sends a one-time code to the user's email; the code confirms it.",
    access: withdrawAccess,
    body: newBankAccountSchema,
    answer: addedBankAccountSchema,
    errors: [
      'WALLET_BANK_UNKNOWN',
      'WALLET_ACCOUNT_NUMBER_INVALID',
      'WALLET_HOLDER_NAME_INVALID',
      'WALLET_BANK_ACCOUNT_EXISTS',
      'WALLET_BANK_ACCOUNT_LIMIT',
      ...otpRefusals,
      'PMU502000',
    ],
  }),
  sendBankAccountCode: defineCall({
    method: 'POST',
    path: `${walletPaths.bankAccountPattern}/code`,
    summary: 'Sends a new one-time code for a bank account waiting for it.',
    access: withdrawAccess,
    params: bankAccountParams,
    answer: bankAccountChallengeSchema,
    errors: ['WALLET_BANK_ACCOUNT_NOT_FOUND', 'WALLET_BANK_ACCOUNT_ALREADY_CONFIRMED', ...otpRefusals, 'PMU502000'],
  }),
  confirmBankAccount: defineCall({
    method: 'POST',
    path: `${walletPaths.bankAccountPattern}/confirm`,
    summary: 'Confirms a bank account with its one-time code: from then on it can receive withdrawals.',
    access: withdrawAccess,
    params: bankAccountParams,
    body: codeRequestSchema,
    answer: bankAccountSchema,
    errors: ['WALLET_BANK_ACCOUNT_NOT_FOUND', 'WALLET_BANK_ACCOUNT_ALREADY_CONFIRMED', 'PMA400003', ...otpRefusals],
  }),
  removeBankAccount: defineCall({
    method: 'DELETE',
    path: walletPaths.bankAccountPattern,
    summary: 'Removes a bank account; withdrawals already made to it keep their record.',
    access: withdrawAccess,
    params: bankAccountParams,
    answer: lazySchema(() => z.object({ removed: z.boolean() })),
    errors: ['WALLET_BANK_ACCOUNT_NOT_FOUND', 'WALLET_BANK_ACCOUNT_IN_USE'],
  }),
  sendWithdrawalCode: defineCall({
    method: 'POST',
    path: walletPaths.withdrawalCode,
    summary: "Checks a withdrawal (amount, balance, daily limit, account) and sends the multi-factor code to the user's email.",
    access: withdrawAccess,
    body: withdrawalCodeRequestSchema,
    answer: withdrawalChallengeSchema,
    errors: [...amountRefusals, ...accountRefusals, ...otpRefusals, 'PMU502000'],
  }),
  withdraw: defineCall({
    method: 'POST',
    path: walletPaths.withdrawals,
    summary: 'Withdraws to a confirmed bank account with the multi-factor code: the amount is held until the payout service reports it.',
    access: withdrawAccess,
    body: withdrawalRequestSchema,
    answer: withdrawalSchema,
    errors: [...amountRefusals, ...accountRefusals, 'PMA400003', ...otpRefusals],
  }),
  withdrawal: defineCall({
    method: 'GET',
    path: walletPaths.withdrawalPattern,
    summary: 'A withdrawal of the store and its status.',
    access: viewAccess,
    params: withdrawalParams,
    answer: withdrawalSchema,
    errors: ['WALLET_WITHDRAWAL_NOT_FOUND'],
  }),
  payoutReport: defineCall({
    method: 'POST',
    path: walletPaths.payoutReportPattern,
    summary: "The marketplace's payout service reports a REQUESTED withdrawal PAID or FAILED (FAILED returns the money); the payout service token.",
    access: payoutServiceAccess,
    credential: 'service-token',
    params: withdrawalParams,
    body: payoutReportSchema,
    answer: withdrawalSchema,
    errors: ['WALLET_PAYOUT_TOKEN_INVALID', 'WALLET_WITHDRAWAL_NOT_FOUND', 'WALLET_WITHDRAWAL_ALREADY_REPORTED'],
  }),
} as const;
