import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the store-reviews pages call things, per language (libs/store-reviews texts). */
export const storeReviewsWords = {
  id: {
    heading: 'Tinjauan Toko',
    kind: { STORE_DATA_CHANGE: 'Perubahan data legal', ONBOARDING: 'Onboarding' },
    changes: 'Nilai sebelum dan sesudah',
    approve: 'Setujui',
    approved: 'Disetujui',
    item: (kind: string, store: string) => `${kind} ${store}`,
    needsRevision: (field: string, step: string) => `Perlu revisi: ${field} di ${step}`,
    reasonFor: (field: string, step: string) => `Alasan ${field} di ${step} perlu revisi`,
    sendBack: 'Kembalikan untuk diperbaiki',
    sentBack: 'Perlu perbaikan',
  },
  en: {
    heading: 'Store reviews',
    kind: { STORE_DATA_CHANGE: 'Legal data change', ONBOARDING: 'Onboarding' },
    changes: 'Values before and after',
    approve: 'Approve',
    approved: 'Approved',
    item: (kind: string, store: string) => `${kind} of ${store}`,
    needsRevision: (field: string, step: string) => `Needs revision: ${field} in ${step}`,
    reasonFor: (field: string, step: string) => `Why ${field} in ${step} needs revision`,
    sendBack: 'Send back for revision',
    sentBack: 'Needs revision',
  },
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

  /** Opens /store-review (the waiting items) and waits for its heading. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/store-review`);
    await expect(this.heading).toBeVisible();
  }

  /** Opens the waiting item of a kind of a store from the queue. */
  async openItem(kind: keyof (typeof storeReviewsWords)['en']['kind'], storeName: string): Promise<void> {
    await this.page.getByRole('link', { name: this.words.item(this.words.kind[kind], storeName), exact: true }).click();
    await expect(this.page.getByRole('table', { name: this.words.changes })).toBeVisible();
  }

  /** Approves the open item, through its confirmation. */
  async approve(): Promise<void> {
    await this.page.getByRole('button', { name: this.words.approve, exact: true }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: this.words.approve, exact: true }).click();
    await expect(this.page.getByText(this.words.approved, { exact: true }).first()).toBeVisible();
  }

  /** Marks a field of an onboarding step as needing revision (names as the page shows them) and writes why. */
  async markForRevision(field: string, step: string, reason: string): Promise<void> {
    await this.page.getByRole('checkbox', { name: this.words.needsRevision(field, step) }).check();
    await this.page.getByRole('textbox', { name: this.words.reasonFor(field, step) }).fill(reason);
  }

  /** Sends the open onboarding back with the reasons written; the item then says it needs revision. */
  async sendBack(): Promise<void> {
    await this.page.getByRole('button', { name: this.words.sendBack, exact: true }).click();
    await expect(this.page.getByText(this.words.sentBack, { exact: true }).first()).toBeVisible();
  }
}
