import { expect, type Locator, type Page } from '@playwright/test';
import { type Envelope } from '@seller-portal/contracts/core';
import { notificationPaths, type NotificationSummaryPage, type NotificationUnreadCount } from '@seller-portal/contracts/notifications';
import type { Lang } from '../../support/accounts';

/** What the notification pages are called, per language (libs/notifications i18n). */
export const notificationWords = {
  id: {
    bell: 'Notifikasi',
    bellUnread: (count: number) => `Notifikasi, ${count} belum dibaca`,
    heading: 'Notifikasi',
    markAll: 'Tandai semua dibaca',
    settingsLink: 'Pengaturan notifikasi',
    settingsHeading: 'Pengaturan notifikasi',
    unreadOnly: 'Belum dibaca',
    save: 'Simpan pengaturan',
    saved: 'Pengaturan notifikasi Anda telah disimpan.',
    email: 'Email',
    promotion: 'Promosi',
    account: 'Akun',
    inPortal: 'Di portal',
    push: 'Push',
    whatsapp: 'WhatsApp',
    orders: 'Pesanan',
    back: 'Notifikasi',
    undo: 'Batalkan perubahan',
    leaveTitle: 'Keluar tanpa menyimpan?',
    keepEditing: 'Lanjutkan mengedit',
    discard: 'Buang perubahan',
  },
  en: {
    bell: 'Notifications',
    bellUnread: (count: number) => `Notifications, ${count} unread`,
    heading: 'Notifications',
    markAll: 'Mark all as read',
    settingsLink: 'Notification settings',
    settingsHeading: 'Notification settings',
    unreadOnly: 'Unread',
    save: 'Save settings',
    saved: 'Your notification settings are saved.',
    email: 'Email',
    promotion: 'Promotions',
    account: 'Account',
    inPortal: 'In the portal',
    push: 'Push',
    whatsapp: 'WhatsApp',
    orders: 'Orders',
    back: 'Notifications',
    undo: 'Undo changes',
    leaveTitle: 'Leave without saving?',
    keepEditing: 'Keep editing',
    discard: 'Discard changes',
  },
} as const;

/** The header's bell, /notification and /settings/notification. */
export class NotificationsPage {
  readonly words: (typeof notificationWords)[Lang];

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.words = notificationWords[lang];
  }

  /** The bell in the header: its name says how many are unread. */
  get bell(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: new RegExp(`^${this.words.bell}`) });
  }

  async expectUnread(count: number) {
    await expect(this.bell).toHaveAccessibleName(count > 0 ? this.words.bellUnread(count) : this.words.bell);
  }

  async unreadCount(): Promise<number> {
    const name = (await this.bell.getAttribute('aria-label')) ?? '';
    return Number(/(\d+)/.exec(name)?.[1] ?? 0);
  }

  /** The signed-in user's unread count on the server (§7 unread/count). */
  async unreadOnServer(): Promise<number> {
    const answer = await this.page.request.get(notificationPaths.unreadCount);
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as Envelope<NotificationUnreadCount>).value?.unread ?? 0;
  }

  /**
   * Waits until the bell shows the server's count and answers it. For a store other flows deliver to while the test
   * runs (a marketplace order, a partner event): a count read from the server once may be old by the time the bell
   * has it.
   */
  async expectBellAsServer(): Promise<number> {
    let shown = 0;
    await expect
      .poll(async () => {
        shown = await this.unreadCount();
        return shown - (await this.unreadOnServer());
      })
      .toBe(0);
    return shown;
  }

  /**
   * Through the server (§7 mark/all/read, update/status): every notification of the account read but those titled
   * `unread`, as the demo data leaves them, whatever an earlier test on the account opened or marked.
   */
  async resetUnread(unread: readonly string[]) {
    expect((await this.page.request.put(notificationPaths.markAllRead)).ok()).toBe(true);
    const list = await this.page.request.get(notificationPaths.summary, { params: { page: '0', size: '50' } });
    const items = ((await list.json()) as Envelope<NotificationSummaryPage>).value?.content ?? [];
    for (const title of unread) {
      const item = items.find((n) => n.texts[this.lang].title === title);
      if (!item) throw new Error(`no notification "${title}"`);
      const answer = await this.page.request.put(notificationPaths.updateStatus, { params: { notificationDetailId: item.id, status: 'UNREAD' } });
      expect(answer.ok()).toBe(true);
    }
    expect(await this.unreadOnServer()).toBe(unread.length);
  }

  async open() {
    await this.page.goto(`/notification?lang=${this.lang}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.heading })).toBeVisible();
    await expect(this.rows.first()).toBeVisible();
  }

  get rows(): Locator {
    return this.page.locator('[data-notification-id]');
  }

  /** A notification of the list by its title. */
  row(title: string): Locator {
    return this.rows.filter({ hasText: title });
  }

  get markAll(): Locator {
    return this.page.getByRole('button', { name: this.words.markAll });
  }

  async openSettings() {
    await this.page.goto(`/settings/notification?lang=${this.lang}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.settingsHeading })).toBeVisible();
  }

  /** The settings page's own way back to the list (a link of the portal, as the menu's are). */
  get settingsBack(): Locator {
    // Its arrow ("‹") is part of its name.
    return this.page.getByRole('main').getByRole('link', { name: new RegExp(`^\\W*${this.words.back}$`) });
  }

  /** The question asked before unsaved settings are left behind. */
  get leaveDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.words.leaveTitle });
  }

  async save() {
    await this.page.getByRole('button', { name: this.words.save }).click();
    await expect(this.page.getByText(this.words.saved)).toBeVisible();
  }

  /** The checkbox of one channel in one category's group. */
  preference(category: string, channel: string): Locator {
    return this.page.getByRole('group', { name: category }).getByRole('checkbox', { name: channel });
  }
}
