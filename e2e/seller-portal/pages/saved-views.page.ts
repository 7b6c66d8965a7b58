import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The words of a list's saved views and of the Undo toast, per language (libs/ui's `uiPages` texts). */
export const savedViewWords = {
  id: {
    button: /^Tampilan/,
    current: (name: string) => `Tampilan: ${name}`,
    title: 'Tampilan tersimpan',
    name: 'Nama tampilan',
    makeDefault: 'Buka daftar dengan tampilan ini',
    save: 'Simpan tampilan',
    defaultTag: 'Utama',
    deleteOf: (name: string) => `Hapus: ${name}`,
    undo: 'Batalkan',
  },
  en: {
    button: /^View/,
    current: (name: string) => `View: ${name}`,
    title: 'Saved views',
    name: 'View name',
    makeDefault: 'Open the list on this view',
    save: 'Save view',
    defaultTag: 'Default',
    deleteOf: (name: string) => `Delete: ${name}`,
    undo: 'Undo',
  },
} as const;

/** A list's "Views" button and its dialog (the order list's and the product list's are the same component). */
export class SavedViewsMenu extends PageObject {
  get words() {
    return savedViewWords[this.lang];
  }

  get button(): Locator {
    return this.page.getByTestId('saved-views-button');
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.words.title });
  }

  async open() {
    await this.button.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Saves the list's current filters and sort under `name`, as the default when asked; the dialog stays open. */
  async save(name: string, { makeDefault = false } = {}) {
    await this.dialog.getByRole('textbox', { name: this.words.name }).fill(name);
    if (makeDefault) await this.dialog.getByRole('checkbox', { name: this.words.makeDefault }).check();
    await this.dialog.getByRole('button', { name: this.words.save }).click();
    await expect(this.view(name)).toBeVisible();
  }

  /** A view's row in the dialog. */
  view(name: string): Locator {
    return this.dialog.getByRole('listitem').filter({ has: this.page.getByRole('button', { name: new RegExp(`^${name}`) }) });
  }

  async choose(name: string) {
    await this.view(name)
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click();
    await expect(this.dialog).toBeHidden();
  }

  async remove(name: string) {
    await this.dialog.getByRole('button', { name: this.words.deleteOf(name) }).click();
    await expect(this.view(name)).toHaveCount(0);
  }

  async close() {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }
}

/** The toast that offers to undo an action for a few seconds. */
export class UndoToast extends PageObject {
  get words() {
    return savedViewWords[this.lang];
  }

  get undoButton(): Locator {
    return this.page.getByRole('status').getByRole('button', { name: this.words.undo, exact: true });
  }

  /** The toast of the action whose message matches `message`. */
  toast(message: string | RegExp): Locator {
    return this.page.getByRole('status').locator('[data-type]').filter({ hasText: message });
  }
}
