import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { Lang } from '../../support/accounts';

/** What the contract pages call things, per language (libs/contract texts). */
export const contractWords = {
  id: {
    heading: 'Kontrak & margin',
    storeHeading: 'Kontrak toko Anda',
    baseHeading: 'Margin dasar',
    signIn: 'Masuk',
    download: 'Unduh kontrak yang ditandatangani (PDF)',
    food: 'Makanan & Minuman',
    coffee: 'Kopi & Teh',
    agreementFor: (category: string) => `Lihat perjanjian untuk ${category}`,
    agreementHeading: (category: string) => `Perjanjian margin: ${category}`,
    pdfTitle: 'Kontrak Kerja Sama Penjual',
    coffeeRate: '3,5%',
    foodRate: '4,5%',
    termsHeading: /^Syarat standar/,
    noAccess: /^Akun Anda tidak memiliki akses ke kontrak toko/,
    yours: 'Margin Anda',
  },
  en: {
    heading: 'Contract & margins',
    storeHeading: "Your store's contract",
    baseHeading: 'Base margins',
    signIn: 'Sign in',
    download: 'Download the signed contract (PDF)',
    food: 'Food & Drinks',
    coffee: 'Coffee & Tea',
    agreementFor: (category: string) => `View the agreement for ${category}`,
    agreementHeading: (category: string) => `Margin agreement: ${category}`,
    pdfTitle: 'Seller Partnership Contract',
    coffeeRate: '3.5%',
    foodRate: '4.5%',
    termsHeading: /^Standard terms/,
    noAccess: /^Your account has no access to the store's contract/,
    yours: 'Your margin',
  },
} as const;

/** The contract pages in the seller portal: /contract, a margin agreement, a parent category's base margins. */
export class ContractPages {
  readonly words: (typeof contractWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = contractWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /contract (with `?lang=` for a visitor without a session) and waits for its heading and base margins. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.base}/contract${query}`);
    await expect(this.heading).toBeVisible();
    await expect(this.baseMarginCard(this.words.food)).toBeVisible();
  }

  get storeHeading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: this.words.storeHeading });
  }

  get signInLink(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: this.words.signIn, exact: true });
  }

  get downloadLink(): Locator {
    return this.page.getByRole('link', { name: this.words.download });
  }

  /** A top-level category's card among the base margins. */
  baseMarginCard(category: string): Locator {
    // Its name begins with the category and goes on with the rate (the margins table's link is the name alone).
    return this.page.getByRole('link', { name: new RegExp(`^${category}\\s*\\d`) });
  }

  /** The link of the margins table to a category's agreement. */
  agreementLink(category: string): Locator {
    return this.page.getByRole('link', { name: this.words.agreementFor(category) });
  }

  agreementHeading(category: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.words.agreementHeading(category) });
  }

  baseMarginHeading(category: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `${this.words.baseHeading}: ${category}` });
  }

  /** What a click downloads: its file name and bytes. */
  async download(click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
    const [download]: [Download, void] = await Promise.all([this.page.waitForEvent('download'), click()]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  }
}
