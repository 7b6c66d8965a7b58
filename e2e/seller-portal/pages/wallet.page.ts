import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the wallet pages call things, per language (libs/wallet texts). */
export const walletWords = {
  id: { heading: 'Dompet toko' },
  en: { heading: 'Store wallet' },
} as const;

/** The wallet pages in the seller portal. */
export class WalletPages {
  readonly words: (typeof walletWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = walletWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /wallet and waits for its heading. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/wallet`);
    await expect(this.heading).toBeVisible();
  }
}
