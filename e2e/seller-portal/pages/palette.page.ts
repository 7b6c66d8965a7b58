import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { PageObject } from './page-object';

export const paletteWords: Record<
  Lang,
  {
    field: string;
    headerSearch: string;
    order: string;
    product: string;
    announcement: string;
    action: string;
    recent: string;
    accept: (orderNumber: string) => string;
    ship: (orderNumber: string) => string;
    accepted: (orderNumber: string) => string;
    exportWord: string;
    exportMonth: string;
    tracking: string;
    run: string;
    /** "Reply to <customer, as the search shows the name> with a template". */
    reply: RegExp;
    template: string;
    replied: (name: string) => string;
  }
> = {
  id: {
    field: 'Cari di Seller Center',
    headerSearch: 'Cari pesanan, produk, dan menu',
    order: 'Pesanan',
    product: 'Produk',
    announcement: 'Pengumuman',
    action: 'Aksi',
    recent: 'Baru dibuka',
    accept: (orderNumber) => `Terima pesanan ${orderNumber}`,
    ship: (orderNumber) => `Kirim pesanan ${orderNumber} dengan nomor resi`,
    accepted: (orderNumber) => `Pesanan ${orderNumber} diterima.`,
    exportWord: 'ekspor',
    exportMonth: 'Ekspor pesanan bulan ini',
    tracking: 'Nomor resi',
    run: 'Jalankan',
    reply: /^Balas .+ dengan template/,
    template: 'Template yang dikirim',
    replied: (name) => `Template terkirim ke ${name}.`,
  },
  en: {
    field: 'Search in Seller Center',
    headerSearch: 'Search orders, products and menus',
    order: 'Order',
    product: 'Product',
    announcement: 'Announcement',
    action: 'Action',
    recent: 'Recently opened',
    accept: (orderNumber) => `Accept order ${orderNumber}`,
    ship: (orderNumber) => `Ship order ${orderNumber} with a tracking number`,
    accepted: (orderNumber) => `Order ${orderNumber} is accepted.`,
    exportWord: 'export',
    exportMonth: "Export this month's orders",
    tracking: 'Tracking number',
    run: 'Run',
    reply: /^Reply to .+ with a template/,
    template: 'Template to send',
    replied: (name) => `Template sent to ${name}.`,
  },
};

/**
 * The command palette: Ctrl+K (or the header's search button), a combobox over a list box of places, things and
 * actions. In the internal console (`console`) its header's button is named as the field is.
 */
export class PalettePage extends PageObject {
  constructor(
    page: Page,
    lang: Lang = 'id',
    private readonly app: 'portal' | 'console' = 'portal',
  ) {
    super(page, lang);
  }

  get words() {
    return paletteWords[this.lang];
  }

  get field(): Locator {
    return this.page.getByRole('combobox', { name: this.words.field });
  }

  get options(): Locator {
    return this.page.getByRole('listbox').getByRole('option');
  }

  option(name: string | RegExp): Locator {
    return this.page.getByRole('option', { name });
  }

  private get headerButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: this.app === 'console' ? this.words.field : this.words.headerSearch });
  }

  /** Ctrl+K, as a seller at a keyboard opens it. */
  async openWithKeyboard() {
    // The shortcut listens once the shell is drawn: its header's search button is there.
    await expect(this.headerButton).toBeVisible();
    await this.page.keyboard.press('Control+k');
    await expect(this.field).toBeFocused();
  }

  /** The header's search button (a phone's way in), pressed from the keyboard: a toast over the header cannot take it. */
  async openFromHeader() {
    await this.headerButton.press('Enter');
    await expect(this.field).toBeVisible();
  }

  async search(text: string) {
    await this.field.fill(text);
  }

  /**
   * Opens the option named `name` from the keyboard (↓ until it is the active one, then Enter), as a seller at a
   * keyboard does; a toast over the list (a new order arriving) cannot take it.
   */
  async choose(name: string | RegExp) {
    // The first option so named: a hit comes before the actions on it, whose names hold its own.
    const option = this.option(name).first();
    await expect(option).toBeVisible();
    const id = await option.getAttribute('id');
    const count = await this.options.count();
    for (let step = 0; step < count && (await this.field.getAttribute('aria-activedescendant')) !== id; step++) await this.field.press('ArrowDown');
    await expect(this.field).toHaveAttribute('aria-activedescendant', id ?? '');
    await this.field.press('Enter');
  }

  /** Waits until the palette has answered what was typed: its status line counts the results or says none match. */
  async settled() {
    await expect(this.page.getByRole('dialog').getByRole('status')).toHaveText(this.lang === 'id' ? /hasil|Tidak ada yang cocok/ : /results?|Nothing matches/);
  }

  /** The action's option: what it does, said as an action. */
  action(title: string | RegExp): Locator {
    return this.option(title).filter({ hasText: this.words.action });
  }

  /** Answers an action's one question (the tracking number) and runs it. */
  async answer(text: string) {
    const field = this.page.getByLabel(this.words.tracking, { exact: true });
    await expect(field).toBeFocused();
    await field.fill(text);
    await this.page.getByRole('button', { name: this.words.run }).press('Enter');
  }

  /** Chooses one of an action's answers (a chat template, by its title) and runs it from the keyboard. */
  async chooseAnswer(label: string) {
    const group = this.page.getByRole('group', { name: this.words.template });
    // The chosen answer has the focus (the first at first): arrows choose another, Enter runs.
    await expect(group.getByRole('radio', { checked: true })).toBeFocused();
    const answer = group.getByRole('radio', { name: label });
    await answer.check();
    await answer.press('Enter');
  }
}
