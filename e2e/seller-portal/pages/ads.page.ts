import { expect, type Locator } from '@playwright/test';
import { adsPaths, type AdsOverview } from '@seller-portal/contracts/ads';
import type { Envelope } from '@seller-portal/contracts/core';
import type { Lang } from '../../support/accounts';
import { PageObject } from './page-object';

/** What the ads pages call things, per language (libs/ads texts). */
export const adsWords = {
  id: {
    heading: 'Iklan',
    campaigns: 'Kampanye iklan',
    topUp: 'Isi saldo',
    amount: 'Jumlah (Rp)',
    code: 'Kode verifikasi',
    verify: 'Konfirmasi isi saldo',
    added: /telah ditambahkan ke saldo iklan Anda/,
    promoEnded: 'Promo ini telah berakhir. Isi saldo tidak lagi mendapat rabat.',
    newCampaign: 'Kampanye baru',
    name: 'Nama kampanye',
    budget: 'Anggaran harian (Rp)',
    bid: 'Biaya per klik (Rp)',
    save: 'Simpan kampanye',
    pause: 'Jeda',
    status: { ACTIVE: 'Aktif', PAUSED: 'Dijeda' },
  },
  en: {
    heading: 'Ads',
    campaigns: 'Ad campaigns',
    topUp: 'Top up',
    amount: 'Amount (Rp)',
    code: 'Verification code',
    verify: 'Confirm top-up',
    added: /was added to your ads balance/,
    promoEnded: 'This promo has ended. Top-ups no longer earn a rebate.',
    newCampaign: 'New campaign',
    name: 'Campaign name',
    budget: 'Daily budget (Rp)',
    bid: 'Bid per click (Rp)',
    save: 'Save campaign',
    pause: 'Pause',
    status: { ACTIVE: 'Active', PAUSED: 'Paused' },
  },
} as const;

/** The ads pages in the seller portal: `/bliklan` (balance, top-up, promo, history) and `/bliklanv2` (campaigns). */
export class AdsPages extends PageObject {
  readonly heading: Locator;

  constructor(
    page: ConstructorParameters<typeof PageObject>[0],
    lang: Lang,
    readonly base = '',
  ) {
    super(page, lang);
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  get words() {
    return adsWords[this.lang];
  }

  /** Opens /bliklan and waits for its heading and balance. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/bliklan`);
    await expect(this.heading).toBeVisible();
    await expect(this.balance).toBeVisible();
  }

  /** Opens /bliklanv2 and waits for its heading. */
  async openCampaigns(): Promise<void> {
    await this.page.goto(`${this.base}/bliklanv2`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.campaigns })).toBeVisible();
  }

  /** The balance card's total (paid and bonus), with the number in `data-ads-balance`. */
  get balance(): Locator {
    return this.page.locator('[data-ads-balance]');
  }

  async shownBalance(): Promise<number> {
    return Number(await this.balance.getAttribute('data-ads-balance'));
  }

  /** The ads balance and bonus as the server holds them now. */
  async overviewOnServer(): Promise<AdsOverview> {
    const answer = await this.page.request.get(adsPaths.overview);
    return ((await answer.json()) as Envelope<AdsOverview>).value as AdsOverview;
  }

  get promo(): Locator {
    return this.page.locator('[data-promo]');
  }

  /** Types the amount and sends it: the dialog then closes (done) or asks for the code. */
  async startTopUp(amount: string): Promise<void> {
    await this.page.getByRole('button', { name: this.words.topUp, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(this.words.amount).fill(amount);
    await dialog.getByRole('button', { name: this.words.topUp, exact: true }).click();
  }

  async enterCode(code: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(this.words.code).fill(code);
    await dialog.getByRole('button', { name: this.words.verify }).click();
  }

  async expectTopUpDone(): Promise<void> {
    await expect(this.page.getByText(this.words.added)).toBeVisible();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  /** A new campaign of the first product the picker offers. */
  async createCampaign(name: string, budget: string, bid: string): Promise<void> {
    await this.page.getByRole('button', { name: this.words.newCampaign }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(this.words.name).fill(name);
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByLabel(this.words.budget).fill(budget);
    await dialog.getByLabel(this.words.bid).fill(bid);
    await dialog.getByRole('button', { name: this.words.save }).click();
    await expect(dialog).toHaveCount(0);
  }

  campaign(name: string): Locator {
    return this.page.locator(`[data-campaign="${name}"]`);
  }

  async pause(name: string): Promise<void> {
    await this.campaign(name)
      .getByRole('button', { name: `${this.words.pause}: ${name}` })
      .click();
  }
}
