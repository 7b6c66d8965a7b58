import { expect, type Locator } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { PageObject } from './page-object';

export const paletteWords: Record<Lang, { field: string; headerSearch: string; order: string; product: string; recent: string }> = {
  id: { field: 'Cari di Seller Center', headerSearch: 'Cari pesanan, produk, dan menu', order: 'Pesanan', product: 'Produk', recent: 'Baru dibuka' },
  en: { field: 'Search in Seller Center', headerSearch: 'Search orders, products and menus', order: 'Order', product: 'Product', recent: 'Recently opened' },
};

/** The command palette: Ctrl+K (or the header's search button), a combobox over a list box of places and things. */
export class PalettePage extends PageObject {
  private get words() {
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
    return this.page.getByRole('banner').getByRole('button', { name: this.words.headerSearch });
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
    const option = this.option(name);
    await expect(option).toBeVisible();
    const id = await option.getAttribute('id');
    const count = await this.options.count();
    for (let step = 0; step < count && (await this.field.getAttribute('aria-activedescendant')) !== id; step++) await this.field.press('ArrowDown');
    await expect(this.field).toHaveAttribute('aria-activedescendant', id ?? '');
    await this.field.press('Enter');
  }
}
