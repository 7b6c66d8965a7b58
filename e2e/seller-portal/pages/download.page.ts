import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { downloadPagePath, type DownloadTypeName } from '@seller-portal/contracts/downloads';
import { readFile } from 'node:fs/promises';
import type { Lang } from '../../support/accounts';
import { PageObject } from './page-object';

/** What the download page calls things, per language (libs/downloads texts). */
export const downloadWords = {
  id: {
    heading: 'Unduh berkas',
    started: 'Unduhan Anda telah dimulai.',
    again: 'Unduh lagi',
    invalid: 'Tautan unduhan ini tidak valid',
    gone: 'Berkas ini sudah tidak tersedia',
  },
  en: {
    heading: 'Download a file',
    started: 'Your download has started.',
    again: 'Download again',
    invalid: 'This download link is not valid',
    gone: 'This file is no longer available',
  },
} as const;

/** §2.5 `/download/:type?id=`: the page an email's or a notification's link opens to download a file. */
export class DownloadPage extends PageObject {
  readonly words: (typeof downloadWords)[Lang];
  readonly started: Locator;
  readonly againButton: Locator;
  readonly invalidHeading: Locator;
  readonly goneHeading: Locator;

  constructor(page: Page, lang: Lang) {
    super(page, lang);
    this.words = downloadWords[lang];
    this.started = page.getByRole('status').filter({ hasText: this.words.started });
    this.againButton = page.getByRole('button', { name: this.words.again });
    this.invalidHeading = page.getByRole('heading', { level: 1, name: this.words.invalid });
    this.goneHeading = page.getByRole('heading', { level: 1, name: this.words.gone });
  }

  /** A link as emails and notifications write it (any `type`, to try one no link names), in the page's language. */
  url(type: string, id?: string): string {
    const path = downloadPagePath(type as DownloadTypeName, id);
    return `${path}${path.includes('?') ? '&' : '?'}lang=${this.lang}`;
  }

  /** Opens a link and takes the file the page hands to the browser. */
  async openAndDownload(type: string, id?: string): Promise<{ name: string; bytes: Buffer }> {
    const [download]: [Download, unknown] = await Promise.all([this.page.waitForEvent('download'), this.page.goto(this.url(type, id))]);
    await expect(this.started).toBeVisible();
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  }

  async open(type: string, id?: string): Promise<void> {
    await this.page.goto(this.url(type, id));
  }
}
