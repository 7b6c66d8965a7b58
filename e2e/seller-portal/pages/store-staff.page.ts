import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the store-staff pages call things, per language (libs/store-staff texts). */
export const storeStaffWords = {
  id: { heading: 'Staf' },
  en: { heading: 'Staff' },
} as const;

/** The store-staff pages in the seller portal. */
export class StoreStaffPages {
  readonly words: (typeof storeStaffWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = storeStaffWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /store/staff and waits for its heading. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/store/staff`);
    await expect(this.heading).toBeVisible();
  }
}
