import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { InternalToolPage } from './internal-tool.page';

/** What the partner notification pages call things, per language (libs/partner-notifications texts). */
export const partnerNotificationWords = {
  id: {
    heading: 'Notifikasi partner',
    eventTab: 'Event',
    manualTab: 'Manual',
    manualEmpty: 'Belum ada notifikasi manual.',
    create: 'Buat event',
    createSubmit: 'Buat',
    code: 'Kode',
    name: 'Nama',
    status: 'Status',
    search: 'Cari',
    ruleType: 'Jenis aturan',
    storeCode: 'Kode toko',
    addRule: 'Tambah aturan',
    unknownStore: 'Tidak ada toko dengan kode ini',
    sendInApp: 'Kirim lewat Dalam aplikasi',
    title: (language: 'id' | 'en') => `Judul Dalam aplikasi (${language === 'id' ? 'Bahasa Indonesia' : 'Bahasa Inggris'})`,
    body: (language: 'id' | 'en') => `Teks Dalam aplikasi (${language === 'id' ? 'Bahasa Indonesia' : 'Bahasa Inggris'})`,
    unknownVariable: 'Variabel tidak dikenal: nope.',
    saveTemplates: 'Simpan template',
    saved: 'Template sudah disimpan.',
    editDetails: 'Ubah detail',
    saveDetails: 'Simpan detail',
    active: 'Aktif',
    debugRun: 'Jalankan debug',
    matched: 'Aturan cocok',
    deliveries: 'Riwayat pengiriman',
    rulesTable: 'Aturan',
    select: (code: string) => `Pilih ${code}`,
    deactivate: 'Nonaktifkan',
  },
  en: {
    heading: 'Partner notifications',
    eventTab: 'Event',
    manualTab: 'Manual',
    manualEmpty: 'No manual notifications yet.',
    create: 'Create event',
    createSubmit: 'Create',
    code: 'Code',
    name: 'Name',
    status: 'Status',
    search: 'Search',
    ruleType: 'Rule type',
    storeCode: 'Store code',
    addRule: 'Add rule',
    unknownStore: 'There is no store with this code',
    sendInApp: 'Send on In-app',
    title: (language: 'id' | 'en') => `In-app title (${language === 'id' ? 'Indonesian' : 'English'})`,
    body: (language: 'id' | 'en') => `In-app text (${language === 'id' ? 'Indonesian' : 'English'})`,
    unknownVariable: 'Unknown variable: nope.',
    saveTemplates: 'Save templates',
    saved: 'The templates were saved.',
    editDetails: 'Edit details',
    saveDetails: 'Save details',
    active: 'Active',
    debugRun: 'Run debug',
    matched: 'Rule matched',
    deliveries: 'Delivery history',
    rulesTable: 'Rules',
    select: (code: string) => `Select ${code}`,
    deactivate: 'Deactivate',
  },
} as const;

/** `<base>/partners-notification…`: the tabbed landing page, the event list and an event's page. */
export class PartnerNotificationPages extends InternalToolPage<(typeof partnerNotificationWords)[Lang]> {
  constructor(page: Page, lang: Lang, base?: string) {
    super(page, lang, partnerNotificationWords, base);
  }

  async openList() {
    await this.goTo('/partners-notification', this.words.heading);
  }

  async openEvent(code: string) {
    await this.page.goto(`${this.base}/partners-notification/event/${encodeURIComponent(code)}`);
    await expect(this.page.getByText(code, { exact: true }).first()).toBeVisible();
  }

  row(code: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name: code, exact: true }) });
  }

  /** Creates an event from the list; its page opens. */
  async createEvent(code: string, name: string) {
    await this.page.getByRole('button', { name: this.words.create }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: this.words.code }).fill(code);
    await dialog.getByRole('textbox', { name: this.words.name }).fill(name);
    await dialog.getByRole('button', { name: this.words.createSubmit, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async addStoreRule(storeCode: string) {
    await this.page.getByRole('textbox', { name: this.words.storeCode }).first().fill(storeCode);
    await this.page.getByRole('button', { name: this.words.addRule }).click();
  }

  get rules(): Locator {
    return this.page.getByRole('table', { name: this.words.rulesTable, exact: true });
  }

  async writeInApp(texts: { id: { title: string; body: string }; en: { title: string; body: string } }) {
    await this.page.getByRole('checkbox', { name: this.words.sendInApp }).check();
    for (const language of ['id', 'en'] as const) {
      await this.page.getByRole('textbox', { name: this.words.title(language) }).fill(texts[language].title);
      await this.page.getByRole('textbox', { name: this.words.body(language) }).fill(texts[language].body);
    }
  }

  get saveTemplates(): Locator {
    return this.page.getByRole('button', { name: this.words.saveTemplates });
  }

  preview(channel: 'IN_APP'): Locator {
    return this.page.getByTestId(`preview-${channel}`);
  }

  async activate() {
    await this.page.getByRole('button', { name: this.words.editDetails }).click();
    await this.page.getByRole('combobox', { name: this.words.status }).selectOption({ label: this.words.active });
    await this.page.getByRole('button', { name: this.words.saveDetails }).click();
    await expect(this.page.getByRole('button', { name: this.words.editDetails })).toBeVisible();
  }

  async debug(storeCode: string) {
    await this.page.getByRole('textbox', { name: this.words.storeCode }).last().fill(storeCode);
    await this.page.getByRole('button', { name: this.words.debugRun }).click();
    await expect(this.page.getByTestId('debug-result')).toBeVisible();
  }

  get deliveries(): Locator {
    return this.page.getByRole('table', { name: this.words.deliveries });
  }
}
