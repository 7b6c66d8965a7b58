import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the storefront pages call things, per language (libs/storefront texts). */
export const storefrontWords = {
  id: { heading: 'Etalase toko' },
  en: { heading: 'Storefront' },
} as const;

/** The storefront pages in the seller portal. */
export class StorefrontPages {
  readonly words: (typeof storefrontWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = storefrontWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /store-layout and waits for its heading. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/store-layout`);
    await expect(this.heading).toBeVisible();
  }
}
