import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the store-info pages call things, per language (libs/store-info texts). */
export const storeInfoWords = {
  id: { heading: 'Informasi Toko' },
  en: { heading: 'Store information' },
} as const;

/** The store-info pages in the seller portal. */
export class StoreInfoPages {
  readonly words: (typeof storeInfoWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = storeInfoWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /store/info and waits for its heading. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/store/info`);
    await expect(this.heading).toBeVisible();
  }
}
