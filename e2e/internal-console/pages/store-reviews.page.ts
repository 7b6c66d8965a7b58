import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the store-reviews pages call things, per language (libs/store-reviews texts). */
export const storeReviewsWords = {
  id: { heading: 'Tinjauan Toko' },
  en: { heading: 'Store reviews' },
} as const;

/** The store-reviews pages in the console (under /console). */
export class StoreReviewsPages {
  readonly words: (typeof storeReviewsWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '/console',
  ) {
    this.words = storeReviewsWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /store-review and waits for its heading. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/store-review`);
    await expect(this.heading).toBeVisible();
  }
}
