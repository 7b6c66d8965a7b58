import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the analytics-report pages call things, per language (libs/analytics-report texts). */
export const analyticsReportWords = {
  id: { heading: 'Email laporan analitik' },
  en: { heading: 'Analytics report emails' },
} as const;

/** The analytics-report pages in the seller portal. */
export class AnalyticsReportPages {
  readonly words: (typeof analyticsReportWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = analyticsReportWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /unsubscribe and waits for its heading. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/unsubscribe`);
    await expect(this.heading).toBeVisible();
  }
}
