import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the announcement pages call things, per language (libs/announcements management texts). */
export const announcementWords = {
  id: {
    heading: 'Pengumuman',
    create: 'Buat pengumuman',
    createHeading: 'Buat pengumuman',
    search: 'Cari',
    titleId: 'Judul (Indonesia)',
    titleEn: 'Judul (Inggris)',
    contentId: 'Isi (Indonesia)',
    contentEn: 'Isi (Inggris)',
    storeCodes: 'Kode toko',
    start: 'Mulai',
    end: 'Selesai',
    banner: 'Gambar banner',
    save: 'Simpan',
    edit: 'Ubah',
    stop: 'Hentikan',
    stopConfirm: 'Hentikan pengumuman',
    bold: 'Tebal',
    heading2: 'Judul H2',
    history: 'Riwayat perubahan',
    created: 'Dibuat oleh',
    changed: 'Diubah oleh',
    csv: 'Unduh CSV',
    xlsx: 'Unduh XLSX',
    bannerList: 'Banner sesuai urutan tampil',
    saveOrder: 'Simpan urutan',
    orderSaved: 'Urutan banner disimpan.',
    titleBlank: 'Judul wajib diisi dalam bahasa Indonesia dan bahasa Inggris.',
    endBeforeStart: 'Waktu selesai harus setelah waktu mulai.',
    move: (label: string) => `Pindahkan ${label}`,
    moveUp: (label: string) => `Naikkan ${label}`,
  },
  en: {
    heading: 'Announcements',
    create: 'Create announcement',
    createHeading: 'Create announcement',
    search: 'Search',
    titleId: 'Title (Indonesian)',
    titleEn: 'Title (English)',
    contentId: 'Content (Indonesian)',
    contentEn: 'Content (English)',
    storeCodes: 'Store codes',
    start: 'Start',
    end: 'End',
    banner: 'Banner image',
    save: 'Save',
    edit: 'Edit',
    stop: 'Stop',
    stopConfirm: 'Stop announcement',
    bold: 'Bold',
    heading2: 'Heading H2',
    history: 'History of changes',
    created: 'Created by',
    changed: 'Changed by',
    csv: 'Download CSV',
    xlsx: 'Download XLSX',
    bannerList: 'Banners in display order',
    saveOrder: 'Save order',
    orderSaved: 'The banner order was saved.',
    titleBlank: 'The title must be filled in, in Indonesian and in English.',
    endBeforeStart: 'The end time must be after the start time.',
    move: (label: string) => `Move ${label}`,
    moveUp: (label: string) => `Move ${label} up`,
  },
} as const;

/** A `datetime-local` value in the browser's (and this machine's) time zone. */
export function localInput(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A 1×1 PNG, a banner small enough for any rule. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z/C/HgAGgwJ/lK3Q6wAAAABJRU5ErkJggg==', 'base64');

/**
 * The audience of the announcements these suites create to run now: a store code no demo seller has, so no seller
 * (whose popups other suites check) is shown them.
 */
export const noSellerStore = 'E2E-NO-SELLER';

/** A code no other test uses. */
export function uniqueCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1e6)
    .toString(36)
    .toUpperCase()}`;
}

/** The list at `<base>/announcement`: the filter, the rows, the banner order. */
export class AnnouncementListPage {
  readonly words;
  constructor(
    private readonly page: Page,
    private readonly lang: Lang,
    private readonly base = '/console',
  ) {
    this.words = announcementWords[lang];
  }

  async open(query = '') {
    await this.page.goto(`${this.base}/announcement${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.heading })).toBeVisible();
  }

  async search(keyword: string) {
    await this.page.getByRole('searchbox').fill(keyword);
    await this.page.getByRole('search').getByRole('button', { name: this.words.search, exact: true }).click();
  }

  row(code: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name: code, exact: true }) });
  }

  get bannerList(): Locator {
    return this.page.getByRole('list', { name: this.words.bannerList });
  }

  /** Which of `codes` the banner list shows, top first (other tests' banners may be listed too). */
  async bannerOrder(codes: readonly string[]): Promise<string[]> {
    const texts = await this.bannerList.getByRole('listitem').allTextContents();
    return texts.flatMap((text) => codes.filter((code) => text.includes(code)));
  }

  /** Where each of `codes` stands in the whole banner list (0 first). */
  async bannerPositions(codes: readonly string[]): Promise<number[]> {
    const texts = await this.bannerList.getByRole('listitem').allTextContents();
    return codes.map((code) => texts.findIndex((text) => text.includes(code)));
  }
}

/** /announcement/create and /announcement/update. */
export class AnnouncementFormPage {
  readonly words;
  constructor(
    private readonly page: Page,
    lang: Lang,
  ) {
    this.words = announcementWords[lang];
  }

  /** A field by its accessible name (a required field's label also shows a decorative '*'). */
  field(label: string): Locator {
    return this.page
      .getByRole('textbox', { name: label, exact: true })
      .or(this.page.getByLabel(label, { exact: true }))
      .or(this.page.getByLabel(`${label}*`, { exact: true }));
  }

  /** A text field by its accessible name only (a radio button may share the words). */
  textbox(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** The writing area of a rich-text field, once the editor has loaded. */
  editor(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** Types into a rich-text field: a heading line, then a paragraph with a bold word. */
  async writeRichText(label: string, heading: string, text: string, boldWord: string) {
    const area = this.editor(label);
    await area.click();
    await area.pressSequentially(heading);
    // The toolbar that controls this writing area (each language has its own).
    const ownToolbar = this.page.locator(`[role="toolbar"][aria-controls="${await area.getAttribute('id')}"]`);
    await ownToolbar.getByRole('button', { name: this.words.heading2, exact: true }).click();
    await expect(ownToolbar.getByRole('button', { name: this.words.heading2, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await area.press('End');
    await area.press('Enter');
    await area.pressSequentially(`${text} `);
    await ownToolbar.getByRole('button', { name: this.words.bold, exact: true }).click();
    await area.pressSequentially(boldWord);
  }

  async setWindow(start: number, end: number) {
    await this.field(this.words.start).fill(localInput(start));
    await this.field(this.words.end).fill(localInput(end));
  }

  async save() {
    await this.page.getByRole('button', { name: this.words.save, exact: true }).click();
  }
}

/** /announcement/:code. */
export class AnnouncementDetailPage {
  readonly words;
  constructor(
    private readonly page: Page,
    lang: Lang,
  ) {
    this.words = announcementWords[lang];
  }

  async expectLoaded(code: string, title: string) {
    await expect(this.page).toHaveURL(new RegExp(`/announcement/${code}$`));
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  get history(): Locator {
    return this.page.locator('section').filter({ has: this.page.getByRole('heading', { name: this.words.history }) });
  }
}

/** Creates an announcement through the API as the signed-in user of `request`; answers its code. */
export async function createAnnouncementThroughApi(request: APIRequestContext, fields: Record<string, unknown>): Promise<string> {
  const answer = await request.post('/backend/announcement/create', { data: fields });
  const body = (await answer.json()) as { value?: { code: string }; errorCode?: string };
  expect(answer.ok(), JSON.stringify(body)).toBe(true);
  return body.value?.code ?? '';
}
