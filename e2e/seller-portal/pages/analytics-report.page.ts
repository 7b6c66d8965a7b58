import { expect, type Locator, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import type { Lang } from '../../support/accounts';

/**
 * The link of an analytics report email as the server signs it (apps/api/src/modules/analytics/report-links.ts) with
 * the published development secret the e2e server runs with (README, ANALYTICS_REPORT_LINK_SECRET).
 */
const devLinkSecret = 'dev-only-analytics-report-link-secret-do-not-use-in-production';

export function analyticsReportCode(storeCode: string): string {
  const signature = createHmac('sha256', devLinkSecret).update(`analytics-report-unsubscribe:${storeCode}`).digest('base64url');
  return `${Buffer.from(storeCode).toString('base64url')}.${signature}`;
}

/** The demo seller's store (apps/api/src/db/seed-demo.ts). */
export const demoStore = { code: 'DEMO-60001', name: 'Toko Demo Sejahtera' } as const;

/** What the analytics-report page calls things, per language (libs/analytics-report texts). */
export const analyticsReportWords = {
  id: {
    heading: 'Email laporan analitik',
    invalid: 'Tautan ini tidak valid',
    unsubscribed: (store: string) => `${store} tidak akan lagi menerima email laporan analitik.`,
    resubscribe: 'Terima email kembali',
    resubscribed: (store: string) => `${store} akan kembali menerima email laporan analitik.`,
    settings: 'Buka pengaturan notifikasi',
  },
  en: {
    heading: 'Analytics report emails',
    invalid: 'This link is not valid',
    unsubscribed: (store: string) => `${store} will no longer receive the analytics report emails.`,
    resubscribe: 'Receive the emails again',
    resubscribed: (store: string) => `${store} will receive the analytics report emails again.`,
    settings: 'Go to notification settings',
  },
} as const;

/** The analytics report emails' page in the seller portal (§2.5 /unsubscribe/analytics, public). */
export class AnalyticsReportPages {
  readonly words: (typeof analyticsReportWords)[Lang];
  readonly heading: Locator;
  readonly invalidHeading: Locator;
  readonly settingsLink: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Lang,
    readonly base = '',
  ) {
    this.words = analyticsReportWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
    this.invalidHeading = page.getByRole('heading', { level: 1, name: this.words.invalid });
    this.settingsLink = page.getByRole('link', { name: this.words.settings });
  }

  url(code: string): string {
    return `${this.base}/unsubscribe/analytics?${new URLSearchParams({ code, lang: this.lang }).toString()}`;
  }

  /** Opens the email's link for `code` and waits for the store's confirmation. */
  async openValid(code: string, storeName: string): Promise<void> {
    await this.page.goto(this.url(code));
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByText(this.words.unsubscribed(storeName))).toBeVisible();
  }

  /** Opens a link the server did not sign and waits for the clear page. */
  async openInvalid(code: string): Promise<void> {
    await this.page.goto(this.url(code));
    await expect(this.invalidHeading).toBeVisible();
  }
}
