import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { ShellPage } from './shell.page';
import { SignInPage } from './sign-in.page';

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
    reminderTitle: 'Pengingat ulasan',
    sendReminder: 'Kirim pengingat',
    reminderSent: 'Pengingat terkirim',
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
    reminderTitle: 'Review reminder',
    sendReminder: 'Send reminder',
    reminderSent: 'Reminder sent',
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

  async titles(): Promise<string[]> {
    return (await this.rows.locator('span:first-child').allTextContents()).map((text) => text.trim());
  }

  moveDown(title: string): Locator {
    return this.page.getByRole('button', { name: this.words.moveDown(title) });
  }

  handle(title: string): Locator {
    return this.page.getByRole('button', { name: this.lang === 'id' ? `Pindahkan ${title}` : `Move ${title}`, exact: true });
  }
}

/** Signs in through the sign-in page, in the language the chat pages will use. */
export async function signInForChat(page: Page, account: { username: string; password: string }, lang: Lang = 'id') {
  // The web push prompt sits over the composer's corner.
  await new ShellPage(page, lang).skipWebPushPrompt();
  const signIn = new SignInPage(page, lang);
  await signIn.open(`?lang=${lang}`);
  await signIn.signIn(account.username, account.password);
  await expect(page).not.toHaveURL(/\/sign-in/);
}
