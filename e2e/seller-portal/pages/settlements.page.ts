import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { Lang } from '../../support/accounts';

/** What the settlement pages call things, per language (libs/settlements texts). */
export const settlementsWords = {
  id: {
    heading: 'Penyelesaian Dana',
    documentsHeading: 'Dokumen penyelesaian dana',
    documentsNav: 'Dokumen',
    linesNav: 'Penyelesaian Dana',
    months: 'Per bulan',
    status: 'Status',
    from: 'Selesai dari',
    toSettle: 'Akan dicairkan',
    settled: 'Sudah dicairkan',
    export: 'Unduh Excel',
    statement: 'Laporan penyelesaian dana',
    invoice: 'Faktur biaya',
    statementHeading: 'Laporan penyelesaian dana',
    invoiceHeading: 'Faktur biaya marketplace',
    locale: 'id-ID',
  },
  en: {
    heading: 'Settlements',
    documentsHeading: 'Settlement documents',
    documentsNav: 'Documents',
    linesNav: 'Settlements',
    months: 'By month',
    status: 'Status',
    from: 'Completed from',
    toSettle: 'To settle',
    settled: 'Settled',
    export: 'Download Excel',
    statement: 'Settlement statement',
    invoice: 'Fee invoice',
    statementHeading: 'Settlement statement',
    invoiceHeading: 'Marketplace fee invoice',
    locale: 'en-GB',
  },
} as const;

/** The settlement pages in the seller portal: /settlements and /settlements/document. */
export class SettlementsPages {
  readonly words: (typeof settlementsWords)[Lang];
  readonly heading: Locator;
  readonly documentsHeading: Locator;
  readonly statusFilter: Locator;
  readonly fromFilter: Locator;
  readonly exportLink: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Lang,
    readonly base = '',
  ) {
    this.words = settlementsWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
    this.documentsHeading = page.getByRole('heading', { level: 1, name: this.words.documentsHeading });
    this.statusFilter = page.getByRole('search').getByLabel(this.words.status);
    this.fromFilter = page.getByRole('search').getByLabel(this.words.from);
    this.exportLink = page.getByRole('link', { name: this.words.export });
  }

  /** Opens /settlements (with a query, if given) and waits for its heading and its months. */
  async open(search = ''): Promise<void> {
    await this.page.goto(`${this.base}/settlements${search}`);
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: this.words.months })).toBeVisible();
  }

  async openDocuments(): Promise<void> {
    await this.page.goto(`${this.base}/settlements/document`);
    await expect(this.documentsHeading).toBeVisible();
  }

  /** The line of an order: a table row on a desktop, a card on a phone. */
  line(orderNumber: string): Locator {
    return this.page.locator('tr, li').filter({ has: this.page.getByRole('link', { name: orderNumber, exact: true }) });
  }

  /** The month's name as the pages write it ("November 2026"). */
  monthName(at: number = Date.now()): string {
    return new Intl.DateTimeFormat(this.words.locale, { month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }).format(at);
  }

  /** The file a click downloads: its suggested name and its bytes. */
  async download(click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
    const [download]: [Download, void] = await Promise.all([this.page.waitForEvent('download'), click()]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  }

  /** A month's document link on /settlements/document. */
  documentLink(document: 'invoice' | 'statement', month: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(`${this.words[document]}( of)? ${month}`, 'i') });
  }
}
