import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the identity photo review calls things, per language (libs/store-verification texts). */
export const identityReviewWords = {
  id: {
    heading: 'Tinjauan foto identitas',
    reason: 'Alasan penolakan',
    reject: 'Tolak',
    approve: 'Setujui',
    approveTitle: 'Setujui foto ini?',
    rejected: (store: string) => `${store} diminta mengirim foto baru.`,
    approved: (store: string) => `Identitas ${store} terverifikasi.`,
    identityAlt: (store: string) => `Foto KTP ${store} (buka ukuran penuh)`,
    selfieAlt: (store: string) => `Swafoto dengan KTP ${store} (buka ukuran penuh)`,
    reasonRequired: 'Tulis alasan penolakan: penjual akan membacanya.',
    empty: 'Tidak ada toko yang menunggu pemeriksaan identitas.',
  },
  en: {
    heading: 'Identity photo review',
    reason: 'Reason for a rejection',
    reject: 'Reject',
    approve: 'Approve',
    approveTitle: 'Approve these photos?',
    rejected: (store: string) => `${store} is asked for new photos.`,
    approved: (store: string) => `${store}'s identity is verified.`,
    identityAlt: (store: string) => `KTP photo of ${store} (opens full size)`,
    selfieAlt: (store: string) => `Selfie with the KTP of ${store} (opens full size)`,
    reasonRequired: 'Write the reason for the rejection: the seller reads it.',
    empty: 'No store is waiting for an identity check.',
  },
} as const;

/** The identity photo review's queue, in the console (under /console) or the portal (base ''). */
export class IdentityReviewPage {
  readonly words: (typeof identityReviewWords)[Lang];
  readonly heading: Locator;
  readonly queue: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '/console',
  ) {
    this.words = identityReviewWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
    this.queue = page.getByRole('list', { name: this.words.heading });
  }

  /**
   * Opens the queue and waits for what it lists: the stores, or that none waits. (The loading status is a status
   * too: waiting for any status let a reader of the list find it still empty.)
   */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/store/verification/review`);
    await expect(this.heading).toBeVisible();
    await expect(this.queue.or(this.page.getByRole('status').filter({ hasText: this.words.empty }))).toBeVisible();
  }

  /** A waiting store's card, by its name. */
  store(storeName: string): Locator {
    return this.queue.getByRole('article', { name: new RegExp(`^${storeName} \\(`) });
  }

  /** Waits until both of the store's photos have loaded as images. */
  async expectPhotosShown(storeName: string): Promise<void> {
    for (const alt of [this.words.identityAlt(storeName), this.words.selfieAlt(storeName)]) {
      const image = this.store(storeName).getByRole('img', { name: alt });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
  }

  async reject(storeName: string, reason: string): Promise<void> {
    const card = this.store(storeName);
    await card.getByRole('textbox', { name: this.words.reason }).fill(reason);
    await card.getByRole('button', { name: this.words.reject, exact: true }).click();
    await expect(this.page.getByText(this.words.rejected(storeName))).toBeVisible();
    await expect(card).toHaveCount(0);
  }

  /** Approves through the confirmation; the store leaves the queue. */
  async approve(storeName: string): Promise<void> {
    const card = this.store(storeName);
    await card.getByRole('button', { name: this.words.approve, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: this.words.approveTitle });
    await dialog.getByRole('button', { name: this.words.approve, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText(this.words.approved(storeName))).toBeVisible();
    await expect(card).toHaveCount(0);
  }
}
