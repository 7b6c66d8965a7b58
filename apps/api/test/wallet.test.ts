import type { OtpChallenge } from '@seller-portal/contracts/accounts';
import {
  walletPaths,
  type BankAccount,
  type WalletBalances,
  type WalletTransactionPage,
  type Withdrawal,
  type WithdrawalChallenge,
} from '@seller-portal/contracts/wallet';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LedgerRepository, LedgerService, ledgerAccountKinds } from '../src/modules/ledger';
import { devPayoutServiceToken } from '../src/modules/wallet/settings';
import { walletBankAccounts, walletWithdrawals } from '../src/modules/wallet/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer, type Answer } from './support/test-server';

/** Store owners holding every STORE code (the wallet's view and withdraw), each store for one part of the file. */
const owners = {
  seller: { ...demo.seller, store: 'DEMO-60001' },
  flow: { username: 'acknowledge@demo.test', password: 'Acknowledge#2026', store: 'DEMO-60008' },
  limit: { username: 'mpp@demo.test', password: 'Mpp#2026', store: 'DEMO-60009' },
  race: { username: 'notify@demo.test', password: 'Notify#2026', store: 'DEMO-60010' },
  other: { ...demo.announcement, store: 'DEMO-60006' },
} as const;
type Owner = (typeof owners)[keyof typeof owners];

const dailyLimit = 3_000_000;
const bankAccountPath = (id: string) => walletPaths.bankAccountPattern.replace(':bankAccountId', id);
const payoutPath = (id: string) => walletPaths.payoutReportPattern.replace(':withdrawalId', id);
/** The value of a successful answer (the test fails with the answer otherwise). */
function ok<T>(answer: Answer<T>): T {
  if (answer.status !== 200 || answer.body.value === null || answer.body.value === undefined)
    throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}
const withToken = (token = devPayoutServiceToken) => ({ authorization: `Bearer ${token}` });

describe.each(drivers)('the store wallet (%s)', (driver) => {
  const server = useTestServer(driver, { wallet: { dailyWithdrawalLimit: dailyLimit, codesPerHour: 10_000 } });
  const cookies = new Map<string, string>();
  const signIn = async (owner: Owner) => {
    if (!cookies.has(owner.username)) cookies.set(owner.username, await server.signIn(owner.username, owner.password));
    return cookies.get(owner.username) as string;
  };
  const ledger = () => new LedgerService(new LedgerRepository(server.database.db), server.clock);
  let credits = 0;
  /** Money into a store's available balance, as a settled order would bring it. */
  const credit = (store: string, amount: number) =>
    ledger().post({
      idempotencyKey: `TEST_CREDIT:${store}:${(credits += 1)}`,
      kind: 'OPENING_BALANCE',
      storeCode: store,
      postings: [
        { account: { storeCode: null, kind: ledgerAccountKinds.buyerPayments }, amount: -amount },
        { account: { storeCode: store, kind: ledgerAccountKinds.walletAvailable }, amount },
      ],
    });
  const balances = async (owner: Owner) => (await server.call<WalletBalances>('GET', walletPaths.balances, { cookie: await signIn(owner) })).body.value;
  const withdrawalRows = async () => (await server.database.db.select().from(walletWithdrawals)).length;

  /** Adds a bank account and confirms it with the code mailed to the owner. */
  async function confirmedAccount(owner: Owner, accountNumber: string, bankCode = '014'): Promise<BankAccount> {
    const cookie = await signIn(owner);
    const added = await server.call<{ bankAccount: BankAccount; challengeId: string }>('POST', walletPaths.bankAccounts, {
      cookie,
      body: { bankCode, accountNumber, holderName: 'Pemilik Toko' },
    });
    const { bankAccount, challengeId } = ok(added);
    const id = bankAccount.id;
    const confirmed = await server.call<BankAccount>('POST', `${bankAccountPath(id)}/confirm`, {
      cookie,
      body: { challengeId, code: await server.latestCode(owner.username) },
    });
    expect(ok(confirmed)).toMatchObject({ id, status: 'CONFIRMED' });
    return ok(confirmed);
  }

  /** Asks for the withdrawal's code and reads it from the outbox. */
  async function codeFor(owner: Owner, amount: number, bankAccountId: string): Promise<{ challengeId: string; code: string }> {
    const answer = await server.call<WithdrawalChallenge>('POST', walletPaths.withdrawalCode, { cookie: await signIn(owner), body: { amount, bankAccountId } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { challengeId: ok(answer).challengeId, code: await server.latestCode(owner.username) };
  }

  async function withdraw(owner: Owner, amount: number, bankAccountId: string): Promise<Answer<Withdrawal>> {
    const { challengeId, code } = await codeFor(owner, amount, bankAccountId);
    return server.call<Withdrawal>('POST', walletPaths.withdrawals, { cookie: await signIn(owner), body: { amount, bankAccountId, challengeId, code } });
  }

  describe('balances and transactions', () => {
    it("shows the demo store's balances and its history from the ledger, each withdrawal with its status and account", async () => {
      const cookie = await signIn(owners.seller);
      // The demo store's wallet also holds its settled and settling orders (the settlements' demo): as the ledger has it.
      const [available, pending] = await new LedgerService(new LedgerRepository(server.database.db), server.clock).balances([
        { storeCode: owners.seller.store, kind: ledgerAccountKinds.walletAvailable },
        { storeCode: owners.seller.store, kind: ledgerAccountKinds.walletPending },
      ]);
      expect(await balances(owners.seller)).toMatchObject({ available, pending, held: 1_500_000, dailyWithdrawalLimit: dailyLimit });
      const page = await server.call<WalletTransactionPage>('GET', walletPaths.transactions, { cookie });
      expect(page.status).toBe(200);
      const rows = ok(page).content;
      // Newest first: the demo's withdrawals, then its opening balance among the older movements.
      expect(rows.slice(0, 5).map((row) => [row.kind, row.amount, row.withdrawal?.status ?? null])).toEqual([
        ['WITHDRAWAL_REQUESTED', -1_500_000, 'REQUESTED'],
        ['WITHDRAWAL_FAILED', 2_000_000, 'FAILED'],
        ['WITHDRAWAL_REQUESTED', -2_000_000, 'FAILED'],
        ['WITHDRAWAL_PAID', -5_000_000, 'PAID'],
        ['WITHDRAWAL_REQUESTED', -5_000_000, 'PAID'],
      ]);
      expect(rows[0].effects).toEqual({ available: -1_500_000, pending: 0, held: 1_500_000 });
      expect(rows[0].source).toEqual({ type: 'WITHDRAWAL', id: rows[0].withdrawal?.id });
      expect(rows[0].withdrawal).toMatchObject({ bankName: 'BCA', accountNumberMasked: '******5566', holderName: 'Sari Penjual' });
      expect(rows[1].withdrawal?.failureReason).toBe('Rekening tujuan tidak aktif');
    });

    it('pages newest first by an opaque cursor that stays put while new transactions arrive, and filters by type and dates', async () => {
      const cookie = await signIn(owners.other);
      for (const amount of [1_000, 2_000, 3_000, 4_000, 5_000]) {
        await credit(owners.other.store, amount);
        server.clock.advance(60_000);
      }
      const first = await server.call<WalletTransactionPage>('GET', `${walletPaths.transactions}?size=2`, { cookie });
      expect(ok(first).content.map((row) => row.amount)).toEqual([5_000, 4_000]);
      const cursor = ok(first).nextCursor as string;
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      await credit(owners.other.store, 6_000);
      const second = await server.call<WalletTransactionPage>('GET', `${walletPaths.transactions}?size=2&cursor=${cursor}`, { cookie });
      expect(ok(second).content.map((row) => row.amount)).toEqual([3_000, 2_000]);
      const last = await server.call<WalletTransactionPage>('GET', `${walletPaths.transactions}?size=2&cursor=${ok(second).nextCursor}`, { cookie });
      expect(ok(last).content.map((row) => row.amount)).toEqual([1_000]);
      expect(ok(last).nextCursor).toBeNull();

      const withdrawals = await server.call<WalletTransactionPage>('GET', `${walletPaths.transactions}?type=WITHDRAWAL_REQUESTED`, { cookie });
      expect(ok(withdrawals).content).toEqual([]);
      const today = new Date(server.clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
      const inRange = await server.call<WalletTransactionPage>('GET', `${walletPaths.transactions}?from=${today}&to=${today}&type=OPENING_BALANCE`, { cookie });
      expect(ok(inRange).content).toHaveLength(6);
      const before = await server.call<WalletTransactionPage>('GET', `${walletPaths.transactions}?from=2020-01-01&to=2020-01-31`, { cookie });
      expect(ok(before).content).toEqual([]);
    });

    it.each([
      ['an unknown type', '?type=LOTTERY_WIN'],
      ['a cursor it never gave', '?cursor=bm90LWEtY3Vyc29y'],
      ['dates the wrong way round', '?from=2026-02-01&to=2026-01-01'],
      ['more than a year', '?from=2024-01-01&to=2026-01-01'],
      ['a page too large', '?size=1000'],
    ])('refuses %s with WALLET_FILTER_INVALID', async (_case, query) => {
      const answer = await server.call('GET', walletPaths.transactions + query, { cookie: await signIn(owners.seller) });
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'WALLET_FILTER_INVALID']);
    });

    it('lists the banks with their account number lengths', async () => {
      const answer = await server.call<{ code: string; name: string; accountNumberLengths: number[] }[]>('GET', walletPaths.banks, {
        cookie: await signIn(owners.seller),
      });
      expect(answer.body.value).toEqual(
        expect.arrayContaining([
          { code: '014', name: 'BCA', accountNumberLengths: [10] },
          { code: '008', name: 'Mandiri', accountNumberLengths: [13] },
          { code: '002', name: 'BRI', accountNumberLengths: [15] },
        ]),
      );
    });
  });

  describe('bank accounts', () => {
    it.each([
      ['a bank not on the list', { bankCode: '999', accountNumber: '1234567890', holderName: 'Sari' }, 'WALLET_BANK_UNKNOWN'],
      ['a BCA number of 9 digits', { bankCode: '014', accountNumber: '123456789', holderName: 'Sari' }, 'WALLET_ACCOUNT_NUMBER_INVALID'],
      ['a Mandiri number of 10 digits', { bankCode: '008', accountNumber: '1234567890', holderName: 'Sari' }, 'WALLET_ACCOUNT_NUMBER_INVALID'],
      ['letters in the number', { bankCode: '014', accountNumber: '12345abcde', holderName: 'Sari' }, 'WALLET_ACCOUNT_NUMBER_INVALID'],
      ['a blank holder', { bankCode: '014', accountNumber: '1234567890', holderName: '   ' }, 'WALLET_HOLDER_NAME_INVALID'],
      ['a holder of 101 characters', { bankCode: '014', accountNumber: '1234567890', holderName: 'x'.repeat(101) }, 'WALLET_HOLDER_NAME_INVALID'],
    ])('refuses %s, writing nothing and sending no code', async (_case, body, code) => {
      const before = (await server.database.db.select().from(walletBankAccounts)).length;
      const mails = (await server.outbox(owners.flow.username)).length;
      const answer = await server.call('POST', walletPaths.bankAccounts, { cookie: await signIn(owners.flow), body });
      expect([answer.status, answer.body.errorCode]).toEqual([400, code]);
      expect((await server.database.db.select().from(walletBankAccounts)).length).toBe(before);
      expect((await server.outbox(owners.flow.username)).length).toBe(mails);
    });

    it('adds an account waiting for its code; a wrong code leaves it waiting, the right one confirms it once', async () => {
      const cookie = await signIn(owners.flow);
      const added = await server.call<{ bankAccount: BankAccount; challengeId: string; challenge: OtpChallenge }>('POST', walletPaths.bankAccounts, {
        cookie,
        body: { bankCode: '008', accountNumber: '1234 5678 90123', holderName: '  Ade   Pengakuan ' },
      });
      expect(ok(added).bankAccount).toMatchObject({
        bankName: 'Mandiri',
        accountNumberMasked: '*********0123',
        holderName: 'Ade Pengakuan',
        status: 'PENDING',
      });
      expect(ok(added).challenge).toMatchObject({ channel: 'EMAIL', codeLength: 6 });
      const [mail] = await server.outbox(owners.flow.username);
      expect(mail.text).toContain('Mandiri *********0123');
      const { bankAccount, challengeId } = ok(added);
      const id = bankAccount.id;
      const code = mail.code as string;
      const wrong = await server.call('POST', `${bankAccountPath(id)}/confirm`, {
        cookie,
        body: { challengeId, code: code === '000000' ? '111111' : '000000' },
      });
      expect([wrong.status, wrong.body.errorCode]).toEqual([400, 'OTP_INVALID']);
      const blank = await server.call('POST', `${bankAccountPath(id)}/confirm`, { cookie, body: { challengeId, code: ' ' } });
      expect([blank.status, blank.body.errorCode]).toEqual([400, 'PMA400003']);
      const listed = await server.call<BankAccount[]>('GET', walletPaths.bankAccounts, { cookie });
      expect(ok(listed).find((account) => account.id === id)?.status).toBe('PENDING');

      const confirmed = await server.call<BankAccount>('POST', `${bankAccountPath(id)}/confirm`, { cookie, body: { challengeId, code } });
      expect(confirmed.body.value).toMatchObject({ id, status: 'CONFIRMED' });
      const again = await server.call('POST', `${bankAccountPath(id)}/confirm`, { cookie, body: { challengeId, code } });
      expect([again.status, again.body.errorCode]).toEqual([409, 'WALLET_BANK_ACCOUNT_ALREADY_CONFIRMED']);
      const twice = await server.call('POST', walletPaths.bankAccounts, {
        cookie,
        body: { bankCode: '008', accountNumber: '1234567890123', holderName: 'Ade' },
      });
      expect([twice.status, twice.body.errorCode]).toEqual([409, 'WALLET_BANK_ACCOUNT_EXISTS']);
    });

    it('two accounts added at once each wait for their own code; a code confirms only its own account, then a new code confirms the other', async () => {
      const cookie = await signIn(owners.other);
      const add = async (accountNumber: string) => {
        const added = ok(
          await server.call<{ bankAccount: BankAccount; challengeId: string }>('POST', walletPaths.bankAccounts, {
            cookie,
            body: { bankCode: '009', accountNumber, holderName: 'Kabar' },
          }),
        );
        return { ...added, code: await server.latestCode(owners.other.username) };
      };
      const first = await add('6660000001');
      const second = await add('6660000002');
      const crossed = await server.call('POST', `${bankAccountPath(first.bankAccount.id)}/confirm`, {
        cookie,
        body: { challengeId: second.challengeId, code: second.code },
      });
      expect([crossed.status, crossed.body.errorCode]).toEqual([400, 'OTP_NOT_SENT']);
      expect(
        ok(
          await server.call<BankAccount>('POST', `${bankAccountPath(second.bankAccount.id)}/confirm`, {
            cookie,
            body: { challengeId: second.challengeId, code: second.code },
          }),
        ).status,
      ).toBe('CONFIRMED');
      expect(
        ok(
          await server.call<BankAccount>('POST', `${bankAccountPath(first.bankAccount.id)}/confirm`, {
            cookie,
            body: { challengeId: first.challengeId, code: first.code },
          }),
        ).status,
      ).toBe('CONFIRMED');

      const third = await add('6660000003');
      const resent = ok(await server.call<{ challengeId: string }>('POST', `${bankAccountPath(third.bankAccount.id)}/code`, { cookie }));
      const code = await server.latestCode(owners.other.username);
      expect(
        ok(
          await server.call<BankAccount>('POST', `${bankAccountPath(third.bankAccount.id)}/confirm`, {
            cookie,
            body: { challengeId: resent.challengeId, code },
          }),
        ).status,
      ).toBe('CONFIRMED');
    });

    it("never lets a store see, confirm or remove another store's account", async () => {
      const theirs = await confirmedAccount(owners.other, '5550001111');
      const cookie = await signIn(owners.flow);
      const listed = await server.call<BankAccount[]>('GET', walletPaths.bankAccounts, { cookie });
      expect(ok(listed).map((account) => account.id)).not.toContain(theirs.id);
      for (const [method, path, body] of [
        ['POST', `${bankAccountPath(theirs.id)}/confirm`, { challengeId: 'x', code: '123456' }],
        ['POST', `${bankAccountPath(theirs.id)}/code`, undefined],
        ['DELETE', bankAccountPath(theirs.id), undefined],
        ['DELETE', bankAccountPath('not-an-id'), undefined],
      ] as const) {
        const answer = await server.call(method, path, { cookie, body });
        expect([answer.status, answer.body.errorCode]).toEqual([404, 'WALLET_BANK_ACCOUNT_NOT_FOUND']);
      }
    });

    it('removes an account; withdrawals under way keep theirs until they are reported', async () => {
      const cookie = await signIn(owners.limit);
      await credit(owners.limit.store, 100_000);
      const account = await confirmedAccount(owners.limit, '9990001112');
      const withdrawal = await withdraw(owners.limit, 10_000, account.id);
      expect(ok(withdrawal).status).toBe('REQUESTED');
      const busy = await server.call('DELETE', bankAccountPath(account.id), { cookie });
      expect([busy.status, busy.body.errorCode]).toEqual([409, 'WALLET_BANK_ACCOUNT_IN_USE']);
      await server.call('POST', payoutPath(ok(withdrawal).id), { headers: withToken(), body: { status: 'PAID' } });
      const removed = await server.call('DELETE', bankAccountPath(account.id), { cookie });
      expect(removed.body.value).toEqual({ removed: true });
      const listed = await server.call<BankAccount[]>('GET', walletPaths.bankAccounts, { cookie });
      expect(ok(listed).map((a) => a.id)).not.toContain(account.id);
      const history = await server.call<Withdrawal>('GET', walletPaths.withdrawalPattern.replace(':withdrawalId', ok(withdrawal).id), { cookie });
      expect(history.body.value).toMatchObject({ status: 'PAID', accountNumberMasked: '******1112' });
    });
  });

  describe('withdrawals', () => {
    let accountId = '';
    let pendingAccountId = '';

    it('withdraws with the code: the amount is held, then PAID leaves the wallet; a repeat or a late FAILED changes nothing', async () => {
      const cookie = await signIn(owners.flow);
      await credit(owners.flow.store, 1_000_000);
      accountId = (await confirmedAccount(owners.flow, '1112223334')).id;
      pendingAccountId = (
        await server.call<{ bankAccount: BankAccount }>('POST', walletPaths.bankAccounts, {
          cookie,
          body: { bankCode: '002', accountNumber: '123456789012345', holderName: 'Ade' },
        })
      ).body.value?.bankAccount.id as string;

      const { challengeId, code } = await codeFor(owners.flow, 250_000, accountId);
      expect((await server.outbox(owners.flow.username))[0].text).toContain('Rp250.000');
      const done = await server.call<Withdrawal>('POST', walletPaths.withdrawals, {
        cookie,
        body: { amount: 250_000, bankAccountId: accountId, challengeId, code },
      });
      expect(done.body.value).toMatchObject({ amount: 250_000, status: 'REQUESTED', bankName: 'BCA', accountNumberMasked: '******3334' });
      expect(await balances(owners.flow)).toMatchObject({ available: 750_000, held: 250_000, withdrawnToday: 250_000 });
      const reused = await server.call('POST', walletPaths.withdrawals, { cookie, body: { amount: 250_000, bankAccountId: accountId, challengeId, code } });
      expect([reused.status, reused.body.errorCode]).toEqual([410, 'OTP_SESSION_EXPIRED']);

      const id = ok(done).id;
      const paid = await server.call<Withdrawal>('POST', payoutPath(id), { headers: withToken(), body: { status: 'PAID' } });
      expect(paid.body.value).toMatchObject({ id, status: 'PAID', failureReason: null });
      expect(await balances(owners.flow)).toMatchObject({ available: 750_000, held: 0 });
      for (const status of ['PAID', 'FAILED'] as const) {
        const late = await server.call('POST', payoutPath(id), { headers: withToken(), body: { status } });
        expect([late.status, late.body.errorCode]).toEqual([409, 'WALLET_WITHDRAWAL_ALREADY_REPORTED']);
      }
      expect(await balances(owners.flow)).toMatchObject({ available: 750_000, held: 0 });
      const rows = (await server.call<WalletTransactionPage>('GET', walletPaths.transactions, { cookie })).body.value?.content ?? [];
      expect(rows.slice(0, 2).map((row) => [row.kind, row.amount, row.withdrawal?.status])).toEqual([
        ['WITHDRAWAL_PAID', -250_000, 'PAID'],
        ['WITHDRAWAL_REQUESTED', -250_000, 'PAID'],
      ]);
    });

    it('FAILED gives the money back, once; PAID after it is refused', async () => {
      const done = await withdraw(owners.flow, 100_000, accountId);
      expect(await balances(owners.flow)).toMatchObject({ available: 650_000, held: 100_000 });
      const failed = await server.call<Withdrawal>('POST', payoutPath(ok(done).id), {
        headers: withToken(),
        body: { status: 'FAILED', reason: 'Rekening ditutup' },
      });
      expect(failed.body.value).toMatchObject({ status: 'FAILED', failureReason: 'Rekening ditutup' });
      expect(await balances(owners.flow)).toMatchObject({ available: 750_000, held: 0 });
      const paid = await server.call('POST', payoutPath(ok(done).id), { headers: withToken(), body: { status: 'PAID' } });
      expect([paid.status, paid.body.errorCode]).toEqual([409, 'WALLET_WITHDRAWAL_ALREADY_REPORTED']);
      expect(await balances(owners.flow)).toMatchObject({ available: 750_000, held: 0 });
    });

    it('`npm run payout:report` reports from a terminal: PAID once, a second report fails with the code', async () => {
      const done = await withdraw(owners.flow, 20_000, accountId);
      const id = ok(done).id;
      const report = (...args: string[]) =>
        promisify(execFile)(process.execPath, [
          resolve(import.meta.dirname, '../../../tools/scripts/payout-report.mjs'),
          id,
          ...args,
          '--url',
          server.baseUrl,
        ]).then(
          (out) => ({ code: 0, stdout: out.stdout, stderr: out.stderr }),
          (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
        );
      const paid = await report('PAID');
      expect(paid.stdout).toContain(`${id}  PAID  Rp20.000  BCA ******3334`);
      expect(paid.code).toBe(0);
      const again = await report('FAILED', 'Rekening', 'ditutup');
      expect(again.stderr).toContain('409 WALLET_WITHDRAWAL_ALREADY_REPORTED');
      expect(again.code).toBe(1);
      expect(
        ok(await server.call<Withdrawal>('GET', walletPaths.withdrawalPattern.replace(':withdrawalId', id), { cookie: await signIn(owners.flow) })).status,
      ).toBe('PAID');
    });

    it('refuses a payout report without the service token, for an unknown withdrawal, and a PAID and a FAILED at once post one', async () => {
      const done = await withdraw(owners.flow, 50_000, accountId);
      const id = ok(done).id;
      for (const headers of [{}, withToken('a-token-the-marketplace-never-had-0123456789')]) {
        const refused = await server.call('POST', payoutPath(id), { headers, body: { status: 'PAID' } });
        expect([refused.status, refused.body.errorCode]).toEqual([401, 'WALLET_PAYOUT_TOKEN_INVALID']);
      }
      const session = await server.call('POST', payoutPath(id), { cookie: await signIn(owners.flow), body: { status: 'PAID' } });
      expect([session.status, session.body.errorCode]).toEqual([401, 'WALLET_PAYOUT_TOKEN_INVALID']);
      for (const unknown of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const answer = await server.call('POST', payoutPath(unknown), { headers: withToken(), body: { status: 'PAID' } });
        expect([answer.status, answer.body.errorCode]).toEqual([404, 'WALLET_WITHDRAWAL_NOT_FOUND']);
      }
      const answers = await Promise.all(
        (['PAID', 'FAILED', 'PAID', 'FAILED'] as const).map((status) =>
          server.call<Withdrawal>('POST', payoutPath(id), { headers: withToken(), body: { status } }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.errorCode === 'WALLET_WITHDRAWAL_ALREADY_REPORTED')).toHaveLength(3);
      const outcome = answers.find((answer) => answer.status === 200)?.body.value?.status;
      expect(await balances(owners.flow)).toMatchObject({ available: outcome === 'PAID' ? 680_000 : 730_000, held: 0 });
      expect(await ledger().verify()).toEqual({ accounts: [], transactions: [] });
    });

    it.each([
      ['0', 0, 'WALLET_AMOUNT_INVALID'],
      ['-1', -1, 'WALLET_AMOUNT_INVALID'],
      ['1.5', 1.5, 'WALLET_AMOUNT_INVALID'],
      ['"abc"', 'abc', 'WALLET_AMOUNT_INVALID'],
      ['"50000" as text', '50000', 'WALLET_AMOUNT_INVALID'],
      ['Rp9.999', 9_999, 'WALLET_AMOUNT_INVALID'],
      ['more than a safe integer', 2 ** 53, 'WALLET_AMOUNT_INVALID'],
      ['more than the available balance', 10_000_000, 'WALLET_INSUFFICIENT_BALANCE'],
    ])('refuses an amount of %s (%s): no code is sent, nothing changes', async (_case, amount, code) => {
      const cookie = await signIn(owners.flow);
      const before = [await balances(owners.flow), await withdrawalRows(), (await server.outbox(owners.flow.username)).length];
      const asked = await server.call('POST', walletPaths.withdrawalCode, { cookie, body: { amount, bankAccountId: accountId } });
      expect([asked.body.errorCode]).toEqual([code]);
      const made = await server.call('POST', walletPaths.withdrawals, { cookie, body: { amount, bankAccountId: accountId, challengeId: 'x', code: '123456' } });
      expect([made.body.errorCode]).toEqual([code]);
      expect([await balances(owners.flow), await withdrawalRows(), (await server.outbox(owners.flow.username)).length]).toEqual(before);
    });

    it("refuses an unconfirmed account, another store's account and an unknown one", async () => {
      const cookie = await signIn(owners.flow);
      const theirs = (await server.call<BankAccount[]>('GET', walletPaths.bankAccounts, { cookie: await signIn(owners.other) })).body.value?.[0] as BankAccount;
      const before = [await balances(owners.flow), await withdrawalRows()];
      for (const [bankAccountId, status, code] of [
        [pendingAccountId, 409, 'WALLET_BANK_ACCOUNT_NOT_CONFIRMED'],
        [theirs.id, 404, 'WALLET_BANK_ACCOUNT_NOT_FOUND'],
        ['00000000-0000-4000-8000-000000000000', 404, 'WALLET_BANK_ACCOUNT_NOT_FOUND'],
        ['', 404, 'WALLET_BANK_ACCOUNT_NOT_FOUND'],
      ] as const) {
        for (const path of [walletPaths.withdrawalCode, walletPaths.withdrawals]) {
          const answer = await server.call(path === walletPaths.withdrawals ? 'POST' : 'POST', path, {
            cookie,
            body: { amount: 20_000, bankAccountId, challengeId: 'x', code: '123456' },
          });
          expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
        }
      }
      expect([await balances(owners.flow), await withdrawalRows()]).toEqual(before);
    });

    it('refuses a wrong code, a blank one and a code sent for another amount; the right one still works after', async () => {
      const cookie = await signIn(owners.flow);
      const before = [await balances(owners.flow), await withdrawalRows()];
      const { challengeId, code } = await codeFor(owners.flow, 30_000, accountId);
      const wrong = await server.call('POST', walletPaths.withdrawals, {
        cookie,
        body: { amount: 30_000, bankAccountId: accountId, challengeId, code: code === '000000' ? '111111' : '000000' },
      });
      expect([wrong.status, wrong.body.errorCode, wrong.body.value]).toEqual([400, 'OTP_INVALID', { attemptsLeft: 4 }]);
      const otherAmount = await server.call('POST', walletPaths.withdrawals, { cookie, body: { amount: 40_000, bankAccountId: accountId, challengeId, code } });
      expect([otherAmount.status, otherAmount.body.errorCode]).toEqual([400, 'OTP_NOT_SENT']);
      const blank = await server.call('POST', walletPaths.withdrawals, { cookie, body: { amount: 30_000, bankAccountId: accountId, challengeId, code: '' } });
      expect([blank.status, blank.body.errorCode]).toEqual([400, 'PMA400003']);
      expect([await balances(owners.flow), await withdrawalRows()]).toEqual(before);
      const right = await server.call<Withdrawal>('POST', walletPaths.withdrawals, {
        cookie,
        body: { amount: 30_000, bankAccountId: accountId, challengeId, code },
      });
      expect(ok(right).status).toBe('REQUESTED');
    });

    it('keeps to the daily limit, also for requests at the same moment, and counts a failed withdrawal out of it', async () => {
      await credit(owners.limit.store, 20_000_000);
      const account = await confirmedAccount(owners.limit, '7770001113');
      const used = (await balances(owners.limit))?.withdrawnToday ?? 0;
      const cookie = await signIn(owners.limit);
      const codes = [];
      for (let n = 0; n < 6; n += 1) codes.push(await codeFor(owners.limit, 1_000_000, account.id));
      const answers = await Promise.all(
        codes.map(({ challengeId, code }) =>
          server.call<Withdrawal>('POST', walletPaths.withdrawals, { cookie, body: { amount: 1_000_000, bankAccountId: account.id, challengeId, code } }),
        ),
      );
      const allowed = Math.floor((dailyLimit - used) / 1_000_000);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(allowed);
      expect(answers.filter((answer) => answer.body.errorCode === 'WALLET_DAILY_LIMIT_EXCEEDED')).toHaveLength(6 - allowed);
      const over = await server.call('POST', walletPaths.withdrawalCode, { cookie, body: { amount: 1_000_000, bankAccountId: account.id } });
      expect([over.status, over.body.errorCode]).toEqual([409, 'WALLET_DAILY_LIMIT_EXCEEDED']);

      const first = answers.find((answer) => answer.status === 200)?.body.value as Withdrawal;
      await server.call('POST', payoutPath(first.id), { headers: withToken(), body: { status: 'FAILED' } });
      expect((await withdraw(owners.limit, 1_000_000, account.id)).status).toBe(200);
      // A new WIB day starts a new limit.
      server.clock.advance(24 * 3_600_000);
      cookies.clear();
      expect((await withdraw(owners.limit, 1_000_000, account.id)).status).toBe(200);
    });

    it('50 withdrawals of one store at once on Rp100.000 take exactly ten of Rp10.000; none overdraws and the ledger verifies', async () => {
      await credit(owners.race.store, 100_000);
      const account = await confirmedAccount(owners.race, '4440001114');
      const cookie = await signIn(owners.race);
      const codes = [];
      for (let n = 0; n < 50; n += 1) codes.push(await codeFor(owners.race, 10_000, account.id));
      const answers = await Promise.all(
        codes.map(({ challengeId, code }) =>
          server.call<Withdrawal>('POST', walletPaths.withdrawals, { cookie, body: { amount: 10_000, bankAccountId: account.id, challengeId, code } }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
      expect(answers.filter((answer) => answer.body.errorCode === 'WALLET_INSUFFICIENT_BALANCE')).toHaveLength(40);
      expect(await balances(owners.race)).toMatchObject({ available: 0, held: 100_000, withdrawnToday: 100_000 });
      const rows = await server.database.db.select().from(walletWithdrawals);
      expect(rows.filter((row) => row.storeCode === owners.race.store)).toHaveLength(10);
      expect(await ledger().verify()).toEqual({ accounts: [], transactions: [] });
    });
  });

  describe('access', () => {
    it('answers 401 without a session, and 403 to staff without the wallet code and to another mode', async () => {
      const anonymous = await server.call('GET', walletPaths.balances);
      expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'PE403002']);
      for (const user of [demo.staff, demo.internal]) {
        const cookie = await server.signIn(user.username, user.password);
        for (const [method, path] of [
          ['GET', walletPaths.balances],
          ['GET', walletPaths.transactions],
          ['GET', walletPaths.bankAccounts],
          ['GET', walletPaths.banks],
          ['POST', walletPaths.withdrawalCode],
        ] as const) {
          const answer = await server.call(method, path, { cookie, body: method === 'POST' ? { amount: 10_000, bankAccountId: 'x' } : undefined });
          expect([path, answer.status, answer.body.errorCode]).toEqual([path, 403, 'PE403001']);
        }
      }
    });
  });

  it('the demo store and every test above leave the ledger agreeing with its entries', async () => {
    expect(await ledger().verify()).toEqual({ accounts: [], transactions: [] });
    expect(server.app).toBeDefined();
  });
});

// A stolen session may not guess codes without end: one user asks for so many codes an hour, then 429.
describe.each(drivers)('the wallet codes one user may ask for (%s)', (driver) => {
  const server = useTestServer(driver, { wallet: { codesPerHour: 3 } });

  it('the fourth code of an hour is refused with TOO_MANY_REQUESTS and Retry-After; an hour later codes are sent again', async () => {
    const cookie = await server.signIn(owners.seller.username, owners.seller.password);
    const ask = () =>
      server.call('POST', walletPaths.withdrawalCode, { cookie, body: { amount: 10_000, bankAccountId: '5b0c1d2e-3f40-4a51-8b62-7c83d94ea001' } });
    for (let n = 0; n < 3; n += 1) expect((await ask()).status).toBe(200);
    const mails = (await server.outbox(owners.seller.username)).length;
    const refused = await ask();
    expect([refused.status, refused.body.errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.outbox(owners.seller.username)).length).toBe(mails);
    server.clock.advance(2 * 3_600_000);
    const again = await server.signIn(owners.seller.username, owners.seller.password);
    const later = await server.call('POST', walletPaths.withdrawalCode, {
      cookie: again,
      body: { amount: 10_000, bankAccountId: '5b0c1d2e-3f40-4a51-8b62-7c83d94ea001' },
    });
    expect(later.status).toBe(200);
  });
});
