import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { InternalToolPage } from './internal-tool.page';

/** What the manual notification pages call things, per language (libs/partner-notifications/src/manual texts). */
export const manualNotificationWords = {
  id: {
    landing: 'Notifikasi partner',
    tab: 'Manual',
    heading: 'Notifikasi manual',
    create: 'Buat notifikasi',
    createHeading: 'Buat notifikasi manual',
    editHeading: 'Ubah notifikasi manual',
    category: 'Kategori',
    link: 'Tautan',
    channel: { IN_APP: 'Dalam aplikasi', EMAIL: 'Email', PUSH: 'Push', WHATSAPP: 'WhatsApp' },
    title: (language: 'id' | 'en') => `Judul (${language === 'id' ? 'Bahasa Indonesia' : 'Bahasa Inggris'})`,
    body: (language: 'id' | 'en') => `Isi (${language === 'id' ? 'Bahasa Indonesia' : 'Bahasa Inggris'})`,
    audience: { ALL: 'Semua seller', STORE_CODES: 'Toko', BUSINESS_TYPES: 'Jenis bisnis' },
    storeCodes: 'Kode toko',
    mode: { DRAFT: 'Simpan sebagai draf', SCHEDULE: 'Jadwalkan', NOW: 'Kirim sekarang' },
    submit: { DRAFT: 'Simpan draf', SCHEDULE: 'Jadwalkan', NOW: 'Kirim sekarang' },
    scheduledAt: 'Kirim pada',
    sendNowDialog: 'Kirim ke seller sekarang?',
    status: { DRAFT: 'Draf', SCHEDULED: 'Terjadwal', SENT: 'Terkirim', FAILED: 'Gagal', CANCELLED: 'Dibatalkan' },
    unknownStores: 'Tidak ada toko dengan kode ini',
    pastSchedule: 'Waktu kirim sudah lewat',
    edit: 'Ubah',
    copy: 'Salin',
    delete: 'Hapus',
    cancelSchedule: 'Batalkan jadwal',
    history: 'Riwayat perubahan',
    noAccess: 'Tidak ada akses',
    recipients: /Menjangkau \d+ pengguna/,
  },
  en: {
    landing: 'Partner notifications',
    tab: 'Manual',
    heading: 'Manual notifications',
    create: 'Create notification',
    createHeading: 'Create a manual notification',
    editHeading: 'Edit manual notification',
    category: 'Category',
    link: 'Link',
    channel: { IN_APP: 'In-app', EMAIL: 'Email', PUSH: 'Push', WHATSAPP: 'WhatsApp' },
    title: (language: 'id' | 'en') => `Title (${language === 'id' ? 'Indonesian' : 'English'})`,
    body: (language: 'id' | 'en') => `Text (${language === 'id' ? 'Indonesian' : 'English'})`,
    audience: { ALL: 'All sellers', STORE_CODES: 'Stores', BUSINESS_TYPES: 'Business types' },
    storeCodes: 'Store codes',
    mode: { DRAFT: 'Keep as draft', SCHEDULE: 'Schedule', NOW: 'Send now' },
    submit: { DRAFT: 'Save draft', SCHEDULE: 'Schedule', NOW: 'Send now' },
    scheduledAt: 'Send at',
    sendNowDialog: 'Send to sellers now?',
    status: { DRAFT: 'Draft', SCHEDULED: 'Scheduled', SENT: 'Sent', FAILED: 'Failed', CANCELLED: 'Cancelled' },
    unknownStores: 'No store has these codes',
    pastSchedule: 'The send time has passed',
    edit: 'Edit',
    copy: 'Copy',
    delete: 'Delete',
    cancelSchedule: 'Cancel schedule',
    history: 'Change history',
    noAccess: 'No access',
    recipients: /Reached \d+ (person|people)/,
  },
} as const;

type Channel = keyof (typeof manualNotificationWords)['en']['channel'];

/** A `datetime-local` value `ms` from now, in the browser's time zone. */
export async function localTimeFromNow(page: Page, ms: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date(Date.now() + offset);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, ms);
}

/** `<base>/partners-notification?tab=manual` and `<base>/partners-notification/manual/…`: the list, the editor and a notification's page. */
export class ManualNotificationPages extends InternalToolPage<(typeof manualNotificationWords)[Lang]> {
  constructor(page: Page, lang: Lang, base?: string) {
    super(page, lang, manualNotificationWords, base);
  }

  async openList() {
    await this.goTo('/partners-notification?tab=manual', this.words.heading, 2);
  }

  async openCreate() {
    await this.page.getByRole('link', { name: this.words.create }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.createHeading })).toBeVisible();
  }

  row(title: string): Locator {
    return this.page.getByTestId('manual-notification-row').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  channelSection(channel: Channel): Locator {
    return this.page.getByTestId(`manual-channel-${channel}`);
  }

  /** Ticks `channel` (when it is not yet) and writes its title and text in both languages. */
  async writeChannel(channel: Channel, texts: { id: { title: string; body: string }; en: { title: string; body: string } }) {
    await this.page.getByRole('checkbox', { name: this.words.channel[channel], exact: true }).check();
    const section = this.channelSection(channel);
    for (const language of ['id', 'en'] as const) {
      await section.getByRole('textbox', { name: this.words.title(language) }).fill(texts[language].title);
      await section.getByRole('textbox', { name: this.words.body(language) }).fill(texts[language].body);
    }
  }

  async chooseStores(codes: string) {
    await this.page.getByRole('radio', { name: this.words.audience.STORE_CODES, exact: true }).check();
    await this.storeCodes.fill(codes);
  }

  get storeCodes(): Locator {
    return this.page.getByRole('textbox', { name: this.words.storeCodes });
  }

  get scheduledAt(): Locator {
    return this.page.getByLabel(this.words.scheduledAt);
  }

  async chooseMode(mode: keyof (typeof manualNotificationWords)['en']['mode'], at?: string) {
    await this.page.getByRole('radio', { name: this.words.mode[mode], exact: true }).check();
    if (at !== undefined) await this.scheduledAt.fill(at);
  }

  async submit(mode: keyof (typeof manualNotificationWords)['en']['submit']) {
    await this.page.getByRole('button', { name: this.words.submit[mode], exact: true }).click();
  }

  /** The change history card of a notification's page. */
  get history(): Locator {
    return this.page.locator('section').filter({ has: this.page.getByRole('heading', { level: 2, name: this.words.history }) });
  }

  /** The status badge of a notification's page. */
  async expectStatus(status: keyof (typeof manualNotificationWords)['en']['status']) {
    await expect(this.page.locator('[data-status]').first()).toHaveText(this.words.status[status]);
  }
}
