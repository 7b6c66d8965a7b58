import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the console's official store review calls things, per language (libs/official-store texts). */
export const officialReviewWords = {
  id: {
    heading: 'Pengajuan toko resmi',
    review: 'Tinjau',
    approve: 'Setujui',
    reject: 'Tolak',
    approveTitle: 'Setujui pengajuan ini?',
    approved: 'Disetujui',
    inReview: 'Sedang ditinjau',
    documents: 'Dokumen',
    detailHeading: (brand: string) => `Pengajuan untuk ${brand}`,
  },
  en: {
    heading: 'Official store applications',
    review: 'Review',
    approve: 'Approve',
    reject: 'Reject',
    approveTitle: 'Approve this application?',
    approved: 'Approved',
    inReview: 'In review',
    documents: 'Documents',
    detailHeading: (brand: string) => `Application for ${brand}`,
  },
} as const;

/** The official store review in the console (under /console). */
export class OfficialReviewPages {
  readonly words: (typeof officialReviewWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '/console',
  ) {
    this.words = officialReviewWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens the list of applications in review and waits for its table. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/official/review`);
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole('table', { name: this.words.heading })).toBeVisible();
  }

  /** The link that opens a store's application from the list. */
  reviewLink(storeName: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(`^${this.words.review}: ${storeName},`) });
  }

  /** Opens the application of a store from the list and waits for its documents. */
  async openApplicationOf(storeName: string, brand: string): Promise<void> {
    await this.reviewLink(storeName).click();
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.detailHeading(brand) })).toBeVisible();
    await expect(this.page.getByRole('heading', { name: this.words.documents })).toBeVisible();
  }

  /** Approves the open application through its confirmation. */
  async approve(): Promise<void> {
    await this.page.getByRole('button', { name: this.words.approve, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: this.words.approveTitle });
    await dialog.getByRole('button', { name: this.words.approve, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText(this.words.approved, { exact: true }).first()).toBeVisible();
  }
}
