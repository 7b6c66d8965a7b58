import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { Outbox } from './outbox.page';

/** What the wallet pages call things, per language (libs/wallet texts). */
export const walletWords = {
  id: {
    heading: 'Dompet toko',
    available: 'Tersedia',
    withdraw: 'Tarik dana',
    addAccount: 'Tambah rekening bank',
    bank: 'Bank',
    number: 'Nomor rekening',
    holder: 'Nama pemilik rekening',
    next: 'Lanjutkan',
    code: 'Kode verifikasi',
    confirmAccount: 'Konfirmasi rekening',
    accountConfirmed: 'Rekening bank telah dikonfirmasi',
    account: 'Rekening bank',
    amount: 'Jumlah',
    withdrawConfirm: /^Tarik Rp/,
    withdrawn: /Penarikan Rp[\d.]+ diajukan/,
    numberInvalid: /Masukkan 10 digit nomor rekening BCA/,
    wrongCode: 'Kode verifikasi tidak tepat',
    amountTooHigh: 'Jumlah melebihi saldo tersedia Anda.',
    status: { REQUESTED: 'Diproses', PAID: 'Berhasil', FAILED: 'Gagal' },
    details: 'Rincian penarikan',
    noAccess: 'Tidak ada akses',
  },
  en: {
    heading: 'Store wallet',
    available: 'Available',
    withdraw: 'Withdraw',
    addAccount: 'Add bank account',
    bank: 'Bank',
    number: 'Account number',
    holder: "Account holder's name",
    next: 'Continue',
    code: 'Verification code',
    confirmAccount: 'Confirm account',
    accountConfirmed: 'The bank account is confirmed',
    account: 'Bank account',
    amount: 'Amount',
    withdrawConfirm: /^Withdraw Rp/,
    withdrawn: /Withdrawal of Rp[\d,]+ requested/,
    numberInvalid: /Enter the 10 digits of the BCA account number/,
    wrongCode: 'The verification code is not correct',
    amountTooHigh: 'The amount is more than your available balance.',
    status: { REQUESTED: 'In process', PAID: 'Paid', FAILED: 'Failed' },
    details: 'Withdrawal details',
    noAccess: 'No access',
  },
} as const;

/** The wallet pages in the seller portal: the balances, the bank accounts, the withdraw dialog, the transactions. */
export class WalletPages {
  readonly words: (typeof walletWords)[Lang];
  readonly heading: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = walletWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
    this.dialog = page.getByRole('dialog');
  }

  /** Opens /wallet and waits for its heading and its balances. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/wallet`);
    await expect(this.heading).toBeVisible();
    await expect(this.page.locator('[data-balance="available"]')).toBeVisible();
  }

  /** The available balance as shown, in rupiah. */
  async available(): Promise<number> {
    const text = await this.page.locator('[data-balance="available"] strong').innerText();
    return Number(text.replace(/\D/g, ''));
  }

  /** Adds a BCA account and confirms it with the code the server mailed to `email`. */
  async addBankAccount(email: string, accountNumber: string, holder: string): Promise<void> {
    await this.page.getByRole('button', { name: this.words.addAccount }).click();
    await this.dialog.getByLabel(this.words.bank).selectOption({ label: 'BCA' });
    // A BCA number has ten digits: nine are refused before anything is sent.
    await this.dialog.getByLabel(this.words.number).fill(accountNumber.slice(0, 9));
    await this.dialog.getByLabel(this.words.holder).fill(holder);
    await this.dialog.getByRole('button', { name: this.words.next }).click();
    await expect(this.dialog.getByText(this.words.numberInvalid)).toBeVisible();
    await this.dialog.getByLabel(this.words.number).fill(accountNumber);
    const since = Date.now();
    await this.dialog.getByRole('button', { name: this.words.next }).click();
    const code = await this.codeFor(email, since, accountNumber.slice(-4));
    await this.dialog.getByLabel(this.words.code).fill(code);
    await this.dialog.getByRole('button', { name: this.words.confirmAccount }).click();
    await expect(this.page.getByText(this.words.accountConfirmed)).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }

  /** Opens the withdraw dialog and asks for `amount` to the account ending in `lastDigits`. */
  async startWithdrawal(amount: number, lastDigits: string): Promise<void> {
    await this.page.getByRole('button', { name: this.words.withdraw, exact: true }).click();
    const select = this.dialog.getByLabel(this.words.account);
    const option = select.locator('option', { hasText: lastDigits });
    await select.selectOption((await option.getAttribute('value')) as string);
    await this.dialog.getByLabel(this.words.amount).fill(String(amount));
    await this.dialog.getByRole('button', { name: this.words.next }).click();
  }

  /**
   * The newest code mailed to `email` since `since` for the account ending in `lastDigits` (each mail names the
   * account it approves, so runs of one user at the same time read their own).
   */
  async codeFor(email: string, since: number, lastDigits: string): Promise<string> {
    const [mail] = await new Outbox(this.page.request).waitFor(email, since, (entry) => entry.code !== null && entry.text.includes(lastDigits));
    return mail.code as string;
  }

  /** Enters the code mailed to `email` since `since` for the account ending in `lastDigits`, and confirms: the withdrawal's id. */
  async confirmWithdrawal(email: string, since: number, lastDigits: string): Promise<string> {
    await expect(this.dialog.getByLabel(this.words.code)).toBeVisible();
    const code = await this.codeFor(email, since, lastDigits);
    await this.dialog.getByLabel(this.words.code).fill(code);
    const answer = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/backend/wallet/withdrawals',
    );
    await this.dialog.getByRole('button', { name: this.words.withdrawConfirm }).click();
    const withdrawal = (await (await answer).json()) as { value: { id: string } };
    await expect(this.page.getByText(this.words.withdrawn)).toBeVisible();
    await expect(this.dialog).toBeHidden();
    return withdrawal.value.id;
  }

  /** The transaction of the withdrawal `id` of kind `kind`, in the list. */
  transaction(kind: string, id: string): Locator {
    return this.page.locator(`[data-transaction="${kind}"]`).filter({ has: this.page.locator(`a[href$="/wallet/withdrawals/${id}"]`) });
  }
}
