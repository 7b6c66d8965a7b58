import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the store-info pages call things, per language (libs/store-info texts). */
export const storeInfoWords = {
  id: {
    heading: 'Informasi Toko',
    legal: 'Data legal',
    request: 'Ajukan perubahan',
    name: 'Nama toko',
    send: 'Kirim untuk ditinjau',
    waiting: 'Permintaan perubahan menunggu tinjauan',
    approved: 'Permintaan perubahan disetujui',
    download: 'Unduh permintaan (PDF)',
    addLogo: 'Tambah logo',
    logoSaved: 'Logo tersimpan.',
  },
  en: {
    heading: 'Store information',
    legal: 'Legal data',
    request: 'Request a change',
    name: 'Store name',
    send: 'Send for review',
    waiting: 'Change request waiting for review',
    approved: 'Change request approved',
    download: 'Download the request (PDF)',
    addLogo: 'Add a logo',
    logoSaved: 'The logo is saved.',
  },
} as const;

/** The store-info pages in the seller portal. */
export class StoreInfoPages {
  readonly words: (typeof storeInfoWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = storeInfoWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /store/info and waits for its heading and the store's data. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/store/info`);
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole('heading', { name: this.words.legal })).toBeVisible();
  }

  /** Asks for a new legal name; the page then tells the request waits for review. */
  async requestNameChange(name: string): Promise<void> {
    await this.page.getByRole('button', { name: this.words.request }).click();
    await this.page.getByRole('textbox', { name: this.words.name }).fill(name);
    await this.page.getByRole('button', { name: this.words.send }).click();
    await expect(this.page.getByTestId('data-change')).toContainText(this.words.waiting);
  }

  /** Chooses a logo file (the button opens the browser's picker; its input takes the file). */
  async chooseLogo(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel(this.words.addLogo).setInputFiles(file);
    await expect(this.page.getByText(this.words.logoSaved)).toBeVisible();
  }

  /** The header's store (its avatar is named after the store on every layout). */
  storeInHeader(name: string): Locator {
    return this.page.getByRole('banner').getByRole('img', { name, exact: true });
  }
}
