import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the inbound order page calls things, per language (libs/ipo texts). */
export const ipoWords = {
  id: {
    heading: 'Pengiriman stok ke gudang',
    listHeading: 'Pesanan pengiriman Anda',
    warehouse: 'Gudang',
    surabaya: 'Gudang Surabaya',
    product: 'Produk',
    units: 'Unit',
    submit: 'Kirim pesanan',
    sent: 'dikirim ke Gudang Surabaya',
    cancelOrder: (number: string) => `Batalkan pesanan ${number}`,
    confirmCancel: 'Batalkan',
    submitted: 'Menunggu kedatangan',
    cancelled: 'Dibatalkan',
    received: 'Diterima',
  },
  en: {
    heading: 'Inbound purchase orders',
    listHeading: 'Your inbound orders',
    warehouse: 'Warehouse',
    surabaya: 'Surabaya warehouse',
    product: 'Product',
    units: 'Units',
    submit: 'Send the order',
    sent: 'sent to the Surabaya warehouse',
    cancelOrder: (number: string) => `Cancel order ${number}`,
    confirmCancel: 'Cancel',
    submitted: 'Awaiting arrival',
    cancelled: 'Cancelled',
    received: 'Received',
  },
} as const;

/** /ipo in the seller portal: the new inbound order's form and the store's orders. */
export class IpoPages {
  readonly words: (typeof ipoWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = ipoWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /ipo and waits for its heading and its list. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/ipo`);
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: this.words.listHeading })).toBeVisible();
  }

  /** The row of an order in the list, by its number. */
  row(number: string | RegExp): Locator {
    return this.page.getByRole('row').filter({ hasText: number });
  }
}
