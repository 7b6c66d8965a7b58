import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

export const performanceWords = {
  id: {
    title: 'Performa toko',
    lastDays: (n: number) => `${n} hari terakhir`,
    custom: 'Pilih tanggal',
    from: 'Dari',
    to: 'Sampai',
    apply: 'Tampilkan',
    responseRateChart: 'Tingkat balasan chat per hari',
    pickupPointsOnly: (names: string) =>
      `Angka chat dan pesanan hanya mencakup titik pengambilan Anda: ${names}. Rating toko dan badge adalah milik seluruh toko.`,
  },
  en: {
    title: 'Store performance',
    lastDays: (n: number) => `Last ${n} days`,
    custom: 'Choose dates',
    from: 'From',
    to: 'To',
    apply: 'Show',
    responseRateChart: 'Chat response rate per day',
    pickupPointsOnly: (names: string) =>
      `Chat and order figures cover your pickup points only: ${names}. The store rating and the badges are the whole store's.`,
  },
} as const;

/** /report/performance: the period picker, the summary tiles, the badges and the charts. */
export class StorePerformancePage extends PageObject {
  get words() {
    return performanceWords[this.lang];
  }

  async open(query = '') {
    await this.page.goto(`/report/performance${query}`);
    await expect(this.page.getByRole('heading', { name: this.words.title, level: 1 })).toBeVisible();
  }

  /** The note a staff member assigned to pickup points reads: which points the figures cover. */
  get scopeNote(): Locator {
    return this.page.getByRole('note');
  }

  /** A summary tile (`data-figure`: rating, chatResponseRate, chatResponseTime, onTimeShipping, cancellation). */
  tile(key: string): Locator {
    return this.page.locator(`[data-figure="${key}"]`);
  }

  /** The period is the address's: the radio shows it once the router has moved there. */
  async chooseLastDays(days: 7 | 30 | 90) {
    const radio = this.page.getByRole('radio', { name: this.words.lastDays(days) });
    await radio.click();
    await expect(radio).toBeChecked();
  }

  async chooseDates(from: string, to: string) {
    const custom = this.page.getByRole('radio', { name: this.words.custom });
    await custom.click();
    await expect(custom).toBeChecked();
    // The fields are required: their labels end with a marker.
    await this.page.getByLabel(new RegExp(`^${this.words.from}\\*?$`)).fill(from);
    await this.page.getByLabel(new RegExp(`^${this.words.to}\\*?$`)).fill(to);
    await this.page.getByRole('button', { name: this.words.apply }).click();
  }

  /** A chart's figure, named by its caption's default text. */
  chart(title: string): Locator {
    return this.page.getByRole('figure').filter({ has: this.page.getByRole('table', { name: title }) });
  }
}
