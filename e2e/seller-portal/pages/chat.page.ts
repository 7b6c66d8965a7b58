import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the chat pages call their parts, per language (the texts of @seller-portal/seller-chat). */
export const chatWords = {
  id: {
    list: 'Percakapan',
    unread: 'Belum dibaca',
    all: 'Semua',
    search: 'Cari pelanggan',
    message: 'Pesan',
    send: 'Kirim',
    back: 'Kembali ke percakapan',
    viewOnly: 'akses Anda tidak termasuk membalas',
    choose: 'Pilih percakapan',
    history: 'Pesan dengan',
    templatesNav: 'Template chat',
    addTemplate: 'Tambah template',
    templateTitle: 'Judul',
    templateText: 'Pesan',
    insertCustomerName: '+ Nama pelanggan',
    save: 'Simpan',
    templates: 'Template, sesuai urutan yang ditawarkan',
    moveDown: (label: string) => `Turunkan ${label}`,
    reordered: 'Urutan disimpan.',
    moved: (label: string, position: number, count: number) => `${label} dipindahkan ke posisi ${position} dari ${count}.`,
    dropped: (label: string, position: number, count: number) => `${label} diletakkan di posisi ${position} dari ${count}.`,
    reminderTitle: 'Pengingat ulasan',
    sendReminder: 'Kirim pengingat',
    reminderSent: 'Pengingat terkirim',
    product: 'Produk',
    picker: 'Kirim produk',
    pickerSearch: 'Cari produk Anda',
  },
  en: {
    list: 'Conversations',
    unread: 'Unread',
    all: 'All',
    search: 'Search customer',
    message: 'Message',
    send: 'Send',
    back: 'Back to conversations',
    viewOnly: 'your access does not include replying',
    choose: 'Choose a conversation',
    history: 'Messages with',
    templatesNav: 'Chat templates',
    addTemplate: 'Add template',
    templateTitle: 'Title',
    templateText: 'Message',
    insertCustomerName: '+ Customer name',
    save: 'Save',
    templates: 'Templates, in the order they are offered',
    moveDown: (label: string) => `Move ${label} down`,
    reordered: 'Order saved.',
    moved: (label: string, position: number, count: number) => `${label} moved to position ${position} of ${count}.`,
    dropped: (label: string, position: number, count: number) => `${label} dropped at position ${position} of ${count}.`,
    reminderTitle: 'Review reminder',
    sendReminder: 'Send reminder',
    reminderSent: 'Reminder sent',
    product: 'Product',
    picker: 'Send a product',
    pickerSearch: 'Search your products',
  },
} as const;

/** /conversations and its rooms: the list (filters, search, rows) and the open room (history, composer). */
export class ChatPage {
  readonly words: (typeof chatWords)[Lang];

  constructor(
    private readonly page: Page,
    readonly lang: Lang = 'id',
  ) {
    this.words = chatWords[lang];
  }

  async open(path = '/conversations') {
    await this.page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${this.lang}`);
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: new RegExp(`^\\d+ ${this.lang === 'id' ? 'percakapan' : 'conversations'}$`) });
  }

  get search(): Locator {
    return this.page.getByLabel(this.words.search);
  }

  /** MPP sellers: which pickup point's rooms the list shows. */
  get pickupPoint(): Locator {
    return this.page.getByRole('combobox', { name: this.lang === 'id' ? 'Titik jemput' : 'Pickup point' });
  }

  filter(name: 'unread' | 'all'): Locator {
    return this.page.getByRole('button', { name: this.words[name], exact: true });
  }

  /** The row of a room in the list (the list shows the customer's masked name, so rows are told apart by room). */
  room(roomId: string): Locator {
    return this.page.locator(`a[href="/conversations/${encodeURIComponent(roomId)}"]`);
  }

  /** Finds the customer by name, as a seller would, and opens their room. */
  async openRoom(customer: { customerId: string; name: string }) {
    await this.search.fill(customer.name);
    // The rows move when the search applies; a click as they move lands between two rows.
    await expect(this.page.getByTestId('conversation-list').getByRole('list')).not.toHaveAttribute('aria-busy', 'true');
    await this.room(customer.customerId).click();
    await expect(this.history).toBeVisible();
  }

  get history(): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${this.words.history}`) });
  }

  /** A message of the open room by its text. */
  message(text: string | RegExp): Locator {
    return this.history.getByTestId('chat-message').filter({ hasText: text });
  }

  get composer(): Locator {
    return this.page.getByRole('textbox', { name: this.words.message, exact: true });
  }

  get sendButton(): Locator {
    return this.page.getByRole('button', { name: this.words.send, exact: true });
  }

  async send(text: string) {
    await this.composer.fill(text);
    await this.sendButton.click();
    await expect(this.composer).toHaveValue('');
  }

  get back(): Locator {
    return this.page.getByRole('link', { name: this.words.back });
  }

  get viewOnlyNote(): Locator {
    return this.page.getByTestId('chat-view-only').getByText(this.words.viewOnly);
  }

  /**
   * Runs `taps` with other customers' toasts closed as they come. On a phone the page-wide toasts sit along the bottom,
   * over the composer and the picker: a toast of another customer's message (other flows write to the same store while
   * this runs) is closed before a tap would land on it instead of its target. Its close button gets the click event
   * alone: a tap there would also be a press outside the open picker, which closes it.
   */
  private async closingToasts(taps: () => Promise<void>) {
    const toastClose = this.page.getByRole('button', { name: this.lang === 'id' ? 'Tutup notifikasi' : 'Dismiss notification', exact: true }).first();
    await this.page.addLocatorHandler(toastClose, (button) => button.dispatchEvent('click'), { noWaitAfter: true });
    try {
      await taps();
    } finally {
      await this.page.removeLocatorHandler(toastClose);
    }
  }

  /** The composer's product button (behind "Attach" on a phone). */
  async openProductPicker() {
    await this.closingToasts(async () => {
      const attach = this.page.getByRole('button', { name: this.lang === 'id' ? 'Lampirkan' : 'Attach', exact: true }).first();
      if (await attach.isVisible()) await attach.click();
      await this.page.getByRole('button', { name: this.words.product, exact: true }).click();
    });
    await expect(this.productPicker).toBeVisible();
  }

  get productPicker(): Locator {
    return this.page.getByRole('dialog', { name: this.words.picker });
  }

  get productSearch(): Locator {
    return this.productPicker.getByRole('combobox', { name: this.words.pickerSearch });
  }

  productOption(name: string): Locator {
    return this.productPicker.getByRole('option', { name: new RegExp(name) });
  }

  /** Sends a product card as a seller would: the picker, the product's name typed, the product chosen. */
  async sendProduct(name: string, how: 'keyboard' | 'tap' = 'tap') {
    await this.openProductPicker();
    await this.productSearch.fill(name);
    await expect(this.productPicker.getByRole('option')).toHaveCount(1);
    await expect(this.productOption(name)).toBeVisible();
    if (how === 'keyboard') await this.productSearch.press('Enter');
    else await this.closingToasts(() => this.productOption(name).click());
    await expect(this.productPicker).toBeHidden();
  }

  templateOption(title: string): Locator {
    return this.page.getByRole('option', { name: new RegExp(title) });
  }
}

/** /conversations/setting (tab chat_template): the store's templates. */
export class ChatTemplatesPage {
  readonly words: (typeof chatWords)[Lang];

  constructor(
    private readonly page: Page,
    readonly lang: Lang = 'id',
  ) {
    this.words = chatWords[lang];
  }

  async open() {
    await this.page.goto(`/conversations/setting?tab=chat_template&lang=${this.lang}`);
    await expect(this.page.getByRole('button', { name: this.words.addTemplate })).toBeVisible();
  }

  get rows(): Locator {
    return this.page.getByRole('list', { name: this.words.templates }).getByTestId('chat-template');
  }

  /** Adds a template: the title, the text typed up to the variable, the customer-name variable put in by its button, then the rest. */
  async add(title: string, before: string, after: string) {
    await this.page.getByRole('button', { name: this.words.addTemplate }).click();
    await this.page.getByLabel(this.words.templateTitle).fill(title);
    const text = this.page.getByRole('textbox', { name: this.words.templateText });
    await text.fill(before);
    await this.page.getByRole('button', { name: this.words.insertCustomerName }).click();
    await expect(text).toHaveValue(`${before}{customerName}`);
    await text.press('End');
    await text.pressSequentially(after);
    await this.page.getByRole('button', { name: this.words.save, exact: true }).click();
    await expect(this.rows.filter({ hasText: title })).toBeVisible();
  }

  /** The templates' titles, in the list's order (each row's body starts with its title). */
  async titles(): Promise<string[]> {
    return (await this.rows.locator(':scope > div:first-child > span:first-child').allTextContents()).map((text) => text.trim());
  }

  /** Where the template of `title` is in the list, 1 first (0: not there). */
  async position(title: string): Promise<number> {
    return (await this.titles()).indexOf(title) + 1;
  }

  /** The toast saying the server saved the new order. */
  get orderSaved(): Locator {
    return this.page.getByText(this.words.reordered);
  }

  /** The live region where a drag with the keyboard is announced, move by move. */
  get announcer(): Locator {
    return this.page.locator('[aria-live="assertive"]');
  }

  moveDown(title: string): Locator {
    return this.page.getByRole('button', { name: this.words.moveDown(title) });
  }

  handle(title: string): Locator {
    return this.page.getByRole('button', { name: this.lang === 'id' ? `Pindahkan ${title}` : `Move ${title}`, exact: true });
  }
}

/** /conversations/review-reminder: the quota, its monthly allowance and next refill, and the products to remind about. */
export class ReviewReminderPage {
  readonly words: (typeof chatWords)[Lang];

  constructor(
    private readonly page: Page,
    readonly lang: Lang = 'id',
  ) {
    this.words = chatWords[lang];
  }

  async open() {
    await this.page.goto(`/conversations/review-reminder?lang=${this.lang}`);
    await expect(this.quota).toBeVisible();
  }

  get quota(): Locator {
    return this.page.getByTestId('review-reminder-quota');
  }

  get granted(): Locator {
    return this.page.getByTestId('review-reminder-granted');
  }

  get nextRefill(): Locator {
    return this.page.getByTestId('review-reminder-refill');
  }

  /** The row of an order's product. */
  product(orderNumber: string): Locator {
    return this.page.getByTestId('review-reminder-product').filter({ hasText: orderNumber });
  }

  async send(orderNumber: string) {
    await this.product(orderNumber)
      .getByRole('button', { name: new RegExp(`^${this.words.sendReminder}: `) })
      .click();
    await expect(this.product(orderNumber).getByText(this.words.reminderSent, { exact: true })).toBeVisible();
  }
}
