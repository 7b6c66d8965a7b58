import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { PageObject } from './page-object';
import { signInThroughApi } from './sign-in.page';

/** What the product and review pages call their parts, per language (the texts of @seller-portal/products). */
export const productWords = {
  id: {
    title: 'Produk Saya',
    search: 'Cari produk',
    sort: 'Urutkan',
    editPrice: (name: string) => `Ubah harga ${name}`,
    priceLabel: (name: string) => `Harga baru ${name} (Rp)`,
    save: 'Simpan',
    priceInvalid: 'Tulis harga dalam angka rupiah, misalnya Rp40.000, 40.000, atau 40000.',
    priceRefused: 'Harga harus bilangan bulat rupiah dari Rp100 sampai Rp1.000.000.000',
    tenfoldTitle: (name: string) => `Simpan harga ini untuk ${name}?`,
    currentPrice: 'Harga sekarang',
    newPrice: 'Harga baru',
    checkPrice: 'Periksa harga',
    savePrice: (price: string) => `Simpan ${price}`,
    saved: (name: string) => `${name} disimpan.`,
    editStock: (name: string) => `Ubah stok ${name}`,
    stockLabel: (name: string) => `Stok baru ${name}`,
    conflict: (name: string) => `${name} sudah diubah oleh orang lain setelah Anda membukanya.`,
    bulkUpdate: 'Ubah massal',
    bulkFile: 'Template yang sudah diisi (XLSX, maksimal 2 MB)',
    upload: 'Unggah',
    uploadBusy: 'Unggahan sebelumnya dari toko Anda masih diproses.',
    processTitle: 'Ubah massal',
    bulkDone: (changed: number, unchanged: number, failed: number) => `${changed} berubah, ${unchanged} tidak berubah, ${failed} gagal.`,
    notInStore: 'Tidak ada di toko Anda',
    failedFile: { row: 'Baris', itemId: 'ID Item', name: 'Nama produk', notFound: 'ID item ini bukan produk toko Anda.' },
    failedRows: 'Baris yang tidak diterapkan',
    excelLink: 'Unduh baris yang gagal (XLSX)',
    close: 'Tutup',
    openDetail: (name: string) => `Detail ${name}`,
    category: 'Kategori',
    filterSheet: 'Saring produk',
    filterApply: 'Terapkan',
    sold: 'Terjual',
    reviewsTitle: 'Ulasan Produk',
    replyTo: (name: string) => `Balas ${name}`,
    replyLabel: (name: string) => `Balasan Anda untuk ${name}`,
    sendReply: 'Kirim balasan',
    yourReply: 'Balasan Anda',
    editReply: 'Ubah balasan',
    reminderLink: 'Kirim pengingat ulasan lewat chat',
    money: (amount: string) => `Rp${amount.replace(/,/g, '.')}`,
    tabName: (tab: 'ALL' | 'ACTIVE' | 'OUT_OF_STOCK' | 'INACTIVE') =>
      ({ ALL: 'Semua', ACTIVE: 'Aktif', OUT_OF_STOCK: 'Stok habis', INACTIVE: 'Nonaktif' })[tab],
    selected: (count: number) => `${count} dipilih`,
    activate: 'Aktifkan',
    deactivate: 'Nonaktifkan',
    deactivatedMany: (count: number) => `${count} produk dinonaktifkan.`,
    undone: (count: number) => `${count} produk dikembalikan seperti semula.`,
  },
  en: {
    title: 'My products',
    search: 'Search products',
    sort: 'Sort by',
    editPrice: (name: string) => `Change the price of ${name}`,
    priceLabel: (name: string) => `New price of ${name} (Rp)`,
    save: 'Save',
    priceInvalid: 'Write the price in rupiah digits, for example Rp40.000, 40.000 or 40000.',
    priceRefused: 'The price must be a whole number of rupiah from Rp100 to Rp1,000,000,000',
    tenfoldTitle: (name: string) => `Save this price for ${name}?`,
    currentPrice: 'Current price',
    newPrice: 'New price',
    checkPrice: 'Check the price',
    savePrice: (price: string) => `Save ${price}`,
    saved: (name: string) => `${name} saved.`,
    editStock: (name: string) => `Change the stock of ${name}`,
    stockLabel: (name: string) => `New stock of ${name}`,
    conflict: (name: string) => `Someone else changed ${name} after you opened it.`,
    bulkUpdate: 'Bulk update',
    bulkFile: 'Filled-in template (XLSX, at most 2 MB)',
    upload: 'Upload',
    uploadBusy: 'The previous upload of your store is still being processed.',
    processTitle: 'Bulk update',
    bulkDone: (changed: number, unchanged: number, failed: number) => `${changed} changed, ${unchanged} unchanged, ${failed} failed.`,
    notInStore: 'Not in your store',
    failedFile: { row: 'Row', itemId: 'Item ID', name: 'Product name', notFound: 'The item ID is not a product of your store.' },
    failedRows: 'Rows that were not applied',
    excelLink: 'Download the failed rows (XLSX)',
    close: 'Close',
    openDetail: (name: string) => `Details of ${name}`,
    category: 'Category',
    filterSheet: 'Filter products',
    filterApply: 'Apply',
    sold: 'Sold',
    reviewsTitle: 'Product reviews',
    replyTo: (name: string) => `Reply to ${name}`,
    replyLabel: (name: string) => `Your reply to ${name}`,
    sendReply: 'Send reply',
    yourReply: 'Your reply',
    editReply: 'Edit reply',
    reminderLink: 'Send review reminders in chat',
    money: (amount: string) => `Rp${amount}`,
    tabName: (tab: 'ALL' | 'ACTIVE' | 'OUT_OF_STOCK' | 'INACTIVE') =>
      ({ ALL: 'All', ACTIVE: 'Active', OUT_OF_STOCK: 'Out of stock', INACTIVE: 'Inactive' })[tab],
    selected: (count: number) => `${count} selected`,
    activate: 'Activate',
    deactivate: 'Deactivate',
    deactivatedMany: (count: number) => `${count} products deactivated.`,
    undone: (count: number) => `${count} products put back as they were.`,
  },
} as const;

/** Signs in through the sign-in call in `lang`, with the prompts that would cover the page already answered. */
export async function signInToProducts(page: Page, account: { username: string; password: string }, lang: Lang): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('enable_whatsapp_notification_reminder_dismissed', 'true'));
  await signInThroughApi(page, account, { lang });
}

/** /external/product/active/all: the search, the rows with their inline edits, the bulk update and its process modal. */
export class ProductListPage extends PageObject {
  readonly words = productWords[this.lang];
  /** The list's call, to wait for the page asking it again. */
  readonly listPath = '/backend/product-external/api/products?';

  async open(query = '') {
    await this.page.goto(`/external/product/active/all?lang=${this.lang}${query ? `&${query}` : ''}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.title })).toBeVisible();
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: this.words.search });
  }

  /** The phone's one button in place of the category and sort fields ("Filter", "Filter (1)"). */
  get filterButton(): Locator {
    return this.page.getByRole('search').getByRole('button', { name: /^Filter/ });
  }

  get filterSheet(): Locator {
    return this.page.getByRole('dialog', { name: this.words.filterSheet });
  }

  /** Sorts the list (a §2.5 sort code such as PRICE_ASC): in the toolbar, or on a phone in the "Filter" sheet. */
  async sortBy(sort: string) {
    await this.filterBy({ sort });
  }

  /** Chooses a category (its code) and/or a sort, where the viewport shows them. */
  async filterBy({ categoryCode, sort }: { categoryCode?: string; sort?: string }) {
    const phone = (this.page.viewportSize()?.width ?? 1280) <= 768;
    const scope = phone ? this.filterSheet : this.page.getByRole('search');
    if (phone) await this.filterButton.click();
    if (categoryCode !== undefined) await scope.getByRole('combobox', { name: this.words.category }).selectOption(categoryCode);
    if (sort !== undefined) await scope.getByRole('combobox', { name: this.words.sort }).selectOption(sort);
    if (phone) await this.filterSheet.getByRole('button', { name: this.words.filterApply }).click();
  }

  row(itemId: string): Locator {
    return this.page.locator(`tr[data-item-id="${itemId}"]`);
  }

  priceButton(name: string): Locator {
    return this.page.getByRole('button', { name: this.words.editPrice(name) });
  }

  priceField(name: string): Locator {
    return this.page.getByRole('textbox', { name: this.words.priceLabel(name) });
  }

  /** Opens the price of `name` for editing, types `value` and saves. */
  async editPrice(name: string, value: string) {
    if (!(await this.priceField(name).isVisible())) await this.priceButton(name).click();
    await this.priceField(name).fill(value);
    await this.priceField(name).press('Enter');
  }

  /** The question before a tenfold price change of `name`. */
  priceQuestion(name: string): Locator {
    return this.page.getByRole('dialog', { name: this.words.tenfoldTitle(name) });
  }

  /** A price the question shows, by its label ("Harga sekarang"/"Current price"). */
  questionFigure(name: string, label: string): Locator {
    return this.priceQuestion(name).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** The item ids of the listed rows, top to bottom. */
  async rowOrder(): Promise<(string | null)[]> {
    return this.page.locator('tbody tr[data-item-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-item-id')));
  }

  /** A message the page shows (a toast, an inline note). */
  message(text: string): Locator {
    return this.page.getByText(text);
  }

  stockButton(name: string): Locator {
    return this.page.getByRole('button', { name: this.words.editStock(name) });
  }

  stockField(name: string): Locator {
    return this.page.getByRole('textbox', { name: this.words.stockLabel(name) });
  }

  async openDetail(name: string) {
    await this.page.getByRole('button', { name: this.words.openDetail(name) }).click();
    await expect(this.page.getByRole('dialog', { name })).toBeVisible();
  }

  /** A figure of the open item detail, by its label ("Terjual"/"Sold"). */
  detailFigure(label: string): Locator {
    return this.page.getByRole('dialog').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /**
   * Uploads a file through the bulk update dialog: the §3 process modal opens. The specs share the demo store, which
   * takes one file at a time: told an earlier file is still being processed, the seller uploads again.
   */
  async uploadBulkFile(file: { name: string; buffer: Buffer }) {
    await this.page.getByRole('button', { name: this.words.bulkUpdate }).click();
    await this.page.getByLabel(this.words.bulkFile).setInputFiles({ ...file, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const busy = this.page.getByRole('alert').filter({ hasText: this.words.uploadBusy });
    await expect(async () => {
      await this.page.getByRole('button', { name: this.words.upload, exact: true }).click();
      await expect(this.processModal.or(busy)).toBeVisible();
      await expect(busy).toBeHidden({ timeout: 100 });
    }).toPass({ intervals: [500, 1_000], timeout: 20_000 });
    await expect(this.processModal).toBeVisible();
  }

  get processModal(): Locator {
    return this.page.getByRole('dialog', { name: this.words.processTitle });
  }

  get failedRows(): Locator {
    return this.processModal.getByRole('table', { name: this.words.failedRows });
  }
}

/** /product-review: the filters, each review with its reply, and the review reminder quota of seller chat. */
export class ProductReviewPage extends PageObject {
  readonly words = productWords[this.lang];

  async open(query = '') {
    await this.page.goto(`/product-review?lang=${this.lang}${query ? `&${query}` : ''}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.reviewsTitle })).toBeVisible();
  }

  review(reviewId: string): Locator {
    return this.page.locator(`li[data-review-id="${reviewId}"]`);
  }

  async reply(reviewId: string, customerName: string, text: string) {
    const review = this.review(reviewId);
    const field = review.getByRole('textbox', { name: this.words.replyLabel(customerName) });
    if (!(await field.isVisible())) await review.getByRole('button', { name: this.words.replyTo(customerName) }).click();
    await field.fill(text);
    await review.getByRole('button', { name: this.words.sendReply }).click();
  }

  get reminderLink(): Locator {
    return this.page.getByRole('link', { name: this.words.reminderLink });
  }
}
