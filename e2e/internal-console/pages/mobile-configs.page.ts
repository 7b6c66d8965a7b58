import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { InternalToolPage } from './internal-tool.page';

/** What the mobile config pages call things, per language (libs/mobile-configs texts). */
export const mobileConfigWords = {
  id: {
    heading: 'Konfigurasi mobile',
    create: 'Buat konfigurasi',
    createHeading: 'Buat konfigurasi mobile',
    search: 'Cari menurut kunci atau keterangan',
    key: 'Kunci',
    description: 'Keterangan',
    value: 'Nilai',
    format: 'Rapikan JSON',
    review: 'Tinjau perubahan',
    reviewHeading: 'Tinjau perubahan Anda',
    save: 'Simpan',
    edit: 'Ubah',
    editNamed: (key: string) => `Ubah ${key}`,
    deleteNamed: (key: string) => `Hapus ${key}`,
    delete: 'Hapus',
    valid: 'JSON valid.',
    invalidAt: 'JSON tidak valid di baris',
    conflict: 'Orang lain sudah menyimpan konfigurasi ini',
    history: 'Riwayat perubahan',
    added: 'ditambahkan',
    removed: 'dihapus',
  },
  en: {
    heading: 'Mobile configs',
    create: 'Create config',
    createHeading: 'Create a mobile config',
    search: 'Search by key or description',
    key: 'Key',
    description: 'Description',
    value: 'Value',
    format: 'Format JSON',
    review: 'Review changes',
    reviewHeading: 'Review your changes',
    save: 'Save',
    edit: 'Edit',
    editNamed: (key: string) => `Edit ${key}`,
    deleteNamed: (key: string) => `Delete ${key}`,
    delete: 'Delete',
    valid: 'Valid JSON.',
    invalidAt: 'Not valid JSON at line',
    conflict: 'Someone else saved this config after you opened it',
    history: 'Change history',
    added: 'added',
    removed: 'removed',
  },
} as const;

/** `<base>/mobile-config…`: the list, the editor with its review step, and the view page. */
export class MobileConfigPages extends InternalToolPage<(typeof mobileConfigWords)[Lang]> {
  constructor(page: Page, lang: Lang, base?: string) {
    super(page, lang, mobileConfigWords, base);
  }

  async openList() {
    await this.goTo('/mobile-config', this.words.heading);
  }

  async openEdit(key: string) {
    await this.page.goto(`${this.base}/mobile-config/${encodeURIComponent(key)}/edit`);
    await expect(this.valueEditor).toBeVisible();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: this.words.search }).fill(text);
  }

  row(key: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name: key, exact: true }) });
  }

  get valueEditor(): Locator {
    return this.page.getByRole('textbox', { name: this.words.value });
  }

  /** Types a new value into the JSON editor, replacing what was there. */
  async writeValue(text: string) {
    await this.valueEditor.fill(text);
  }

  async review() {
    await this.page.getByRole('button', { name: this.words.review }).click();
    await expect(this.page.getByRole('heading', { name: this.words.reviewHeading })).toBeVisible();
  }

  get diff(): Locator {
    return this.page.getByLabel(this.words.reviewHeading, { exact: true });
  }

  async save() {
    await this.page.getByRole('button', { name: this.words.save, exact: true }).click();
  }

  get history(): Locator {
    return this.page.locator('section').filter({ has: this.page.getByRole('heading', { level: 2, name: this.words.history }) });
  }
}
