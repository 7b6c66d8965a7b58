import { expect, type Locator } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { PageObject } from './page-object';

/** The words of the `?` dialog (libs/shell i18n) and of the shortcuts the pages list (their own libraries' texts). */
export const shortcutWords: Record<
  Lang,
  { title: string; page: string; global: string; help: string; palette: string; nextOrder: string; acceptOrder: string; nextRoom: string; templates: string }
> = {
  id: {
    title: 'Pintasan keyboard',
    page: 'Di halaman ini',
    global: 'Di semua halaman',
    help: 'Tampilkan pintasan keyboard',
    palette: 'Cari dan lakukan (palet perintah)',
    nextOrder: 'Pesanan berikutnya',
    acceptOrder: 'Terima pesanan',
    nextRoom: 'Buka percakapan di bawahnya',
    templates: 'Di pesan kosong: pilih template',
  },
  en: {
    title: 'Keyboard shortcuts',
    page: 'On this page',
    global: 'On every page',
    help: 'Show the keyboard shortcuts',
    palette: 'Search and act (command palette)',
    nextOrder: 'Next order',
    acceptOrder: 'Accept the order',
    nextRoom: 'Open the conversation below',
    templates: 'In an empty message: choose a template',
  },
};

/** `?` on a signed-in page: the dialog listing the page's shortcuts and those of every page. */
export class ShortcutsHelp extends PageObject {
  get words() {
    return shortcutWords[this.lang];
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.words.title });
  }

  /** A shortcut's row (its keys, then what it does) in one part of the dialog. */
  shortcut(part: 'page' | 'global', label: string): Locator {
    return this.dialog.locator('section', { has: this.page.getByRole('heading', { name: this.words[part] }) }).locator('dl > div', { hasText: label });
  }

  /** Presses `?` with the focus on the page (not in a field), as a keyboard user asks for the list. */
  async open() {
    await this.page.locator('main').focus();
    await this.page.keyboard.press('?');
    await expect(this.dialog).toBeVisible();
  }

  async close() {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }
}
