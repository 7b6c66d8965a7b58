import { expect, type Locator } from '@playwright/test';
import { analyticsPaths, type DashboardSummary } from '@seller-portal/contracts/analytics';
import { type Envelope } from '@seller-portal/contracts/core';
import { words } from '../../support/accounts';
import { PageObject } from './page-object';

/** The shell header's menu button (libs/shell texts header.openMenu). */
const openMenuName = { id: 'Buka menu', en: 'Open menu' } as const;

/** The dashboard's figures (`data-figure`) and what their tiles are called. */
export type DashboardFigure = 'orders-to-ship' | 'chats-waiting' | 'rating' | 'ads-balance' | 'wallet-balance';

export const dashboardWords = {
  id: { figures: 'Toko Anda hari ini', tasks: 'Perlu perhatian Anda', chatsWaiting: 'Chat menunggu balasan', allTasks: 'Lihat semua tugas' },
  en: { figures: 'Your store today', tasks: 'Needs your attention', chatsWaiting: 'Chats waiting for a reply', allTasks: 'See all tasks' },
} as const;

export class DashboardPage extends PageObject {
  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/dashboard$/);
  }

  async open() {
    await this.page.goto('/dashboard');
    await expect(this.page.getByRole('heading', { name: dashboardWords[this.lang].figures })).toBeVisible();
  }

  /** Opens the dashboard and waits until the tab listens (`openLive`): what happens after this moves its figures live. */
  async openListening() {
    await this.openLive(() => this.open());
  }

  /** The store's figures as the server counts them now (§7 analytics/dashboard/summary). */
  async summaryOnServer(): Promise<DashboardSummary> {
    const answer = await this.page.request.get(analyticsPaths.dashboardSummary);
    expect(answer.ok()).toBe(true);
    const summary = ((await answer.json()) as Envelope<DashboardSummary>).value;
    if (!summary) throw new Error('no dashboard summary');
    return summary;
  }

  /**
   * Waits until a number the page shows is the server's count, read again each time. Other flows move the demo
   * store's orders and chats while a test runs: a count of the test's own (before + 1) could be moved by theirs.
   */
  async expectAsServer(shown: () => Promise<number>, onServer: (summary: DashboardSummary) => number) {
    await expect.poll(async () => (await shown()) - onServer(await this.summaryOnServer())).toBe(0);
  }

  /** A figure's tile: a link to the list behind it. */
  /** A tile of the phone's balances bar above the dashboard (§2.8): `ads` or `wallet`. */
  balanceTile(name: 'ads' | 'wallet'): Locator {
    return this.page.locator(`[data-balance="${name}"]`);
  }

  figure(name: DashboardFigure): Locator {
    return this.page.locator(`[data-figure="${name}"]`);
  }

  /** The number a figure shows (its value line, digits only). */
  async figureNumber(name: DashboardFigure): Promise<number> {
    const value = this.figure(name).locator(':scope > span').nth(1);
    await expect(value).toHaveText(/\d/);
    return Number((await value.innerText()).replace(/\D/g, ''));
  }

  /** A count of the orders card: `today-NEW`, `week-READY_TO_SHIP`, … (a link to those orders). */
  orderCount(period: 'today' | 'week', status: string): Locator {
    return this.page.locator(`[data-order-count="${period}-${status}"]`);
  }

  /** A task of the "needs your attention" card (`data-task`: the kind, or kind and announcement code). */
  task(id: string): Locator {
    return this.page.locator(`[data-task="${id}"]`);
  }

  /**
   * On a phone the session menus and sign-out sit behind the menu button. The address reaches /dashboard before the
   * header has drawn, so wait for one of the two ways out first: asking at once could take the desktop for a phone
   * and press the first button whose name holds "menu" (the search field's "Type a menu or a topic").
   */
  async signOut() {
    const signOut = this.page.getByRole('button', { name: words[this.lang].signOut }).or(this.page.getByRole('link', { name: words[this.lang].signOut }));
    const openMenu = this.page.getByRole('button', { name: openMenuName[this.lang], exact: true });
    await expect(signOut.or(openMenu).first()).toBeVisible();
    if (!(await signOut.first().isVisible())) await openMenu.click();
    await signOut.first().click();
  }
}
