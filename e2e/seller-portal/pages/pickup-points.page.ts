import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the pickup-points pages call things, per language (libs/pickup-points texts). */
export const pickupPointsWords = {
  id: { heading: 'Titik penjemputan' },
  en: { heading: 'Pickup points' },
} as const;

/** The pickup-points pages in the seller portal. */
export class PickupPointsPages {
  readonly words: (typeof pickupPointsWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = pickupPointsWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /store/address and waits for its heading. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/store/address`);
    await expect(this.heading).toBeVisible();
  }
}
