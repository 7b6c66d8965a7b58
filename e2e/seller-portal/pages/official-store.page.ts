import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the official-store pages call things, per language (libs/official-store texts). */
export const officialStoreWords = {
  id: { heading: 'Toko resmi' },
  en: { heading: 'Official store' },
} as const;

/** The official-store pages in the seller portal. */
export class OfficialStorePages {
  readonly words: (typeof officialStoreWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = officialStoreWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /official and waits for its heading. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/official`);
    await expect(this.heading).toBeVisible();
  }
}
