import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

export const broadcastWords = {
  id: {
    title: 'Broadcast',
    message: 'Pesan',
    sendTo: 'Kirim ke',
    lastDays: (n: number) => `Pelanggan yang chat dalam ${n} hari terakhir`,
    reach: /^Menjangkau \d+ pelanggan$/,
    sendNow: 'Kirim sekarang',
    sent: /Terkirim ke \d+ pelanggan/,
    history: 'Riwayat',
  },
  en: {
    title: 'Broadcast',
    message: 'Message',
    sendTo: 'Send to',
    lastDays: (n: number) => `Customers who chatted in the last ${n} days`,
    reach: /^Reaches \d+ customers?$/,
    sendNow: 'Send now',
    sent: /Sent to \d+ customers?/,
    history: 'History',
  },
} as const;

/** /broadcast: the composer (message, audience, when, preview) and the history. */
export class BroadcastPage extends PageObject {
  get words() {
    return broadcastWords[this.lang];
  }

  async open() {
    await this.page.goto('/broadcast');
    await expect(this.page.getByRole('heading', { name: this.words.title, level: 1 })).toBeVisible();
  }

  get message(): Locator {
    return this.page.getByLabel(this.words.message, { exact: true });
  }

  async chooseAudienceOfLastDays(days: 7 | 30 | 90) {
    await this.page.getByLabel(this.words.sendTo).selectOption({ label: this.words.lastDays(days) });
  }

  /** The audience's size as the composer says it. */
  get reach(): Locator {
    return this.page.getByText(this.words.reach);
  }

  async sendNow() {
    await this.page.getByRole('button', { name: this.words.sendNow, exact: true }).click();
  }

  historyItem(text: string): Locator {
    return this.page.locator('[data-broadcast]').filter({ hasText: text });
  }
}
