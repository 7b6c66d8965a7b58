import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, langOfProject, type Lang } from '../support/accounts';
import { placeOrder } from '../support/marketplace-orders';
import { ChatCustomer } from './pages/chat-customer';
import { DashboardPage } from './pages/dashboard.page';
import { NotificationsPage } from './pages/notifications.page';
import { OrderListPage } from './pages/orders.page';
import { signInThroughApi } from './pages/sign-in.page';

/** The words these flows read (libs/shell, libs/chat-core, the server's new-order notification). */
const liveWords = {
  id: {
    mainNav: 'Menu utama',
    quickNav: 'Navigasi cepat',
    search: 'Cari menu dan artikel',
    unread: /percakapan belum dibaca/,
    newMessage: 'Pesan baru dari',
    open: 'Buka',
  },
  en: {
    mainNav: 'Main menu',
    quickNav: 'Quick navigation',
    search: 'Search menus and articles',
    unread: /unread conversation/,
    newMessage: 'New message from',
    open: 'Open',
  },
} as const;

/** The phone project's device at the narrowest width sellers use. */
async function atProjectWidth(page: Page, project: string) {
  if (project === 'phone') await page.setViewportSize({ width: 375, height: 812 });
}

/** Marks the document, so a test can tell a reload (the mark is gone) from live updates (it stays). */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { liveCountsMark: true }));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveCountsMark?: boolean }).liveCountsMark)).toBe(true);
}

/** The number a link or a cell shows (digits only). */
async function numberIn(locator: Locator): Promise<number> {
  await expect(locator).toHaveText(/\d/);
  return Number((await locator.innerText()).replace(/\D/g, ''));
}

/** "Chat" where the page offers it: the header's main menu on a laptop, the bottom navbar on a phone. */
function chatLink(page: Page, lang: Lang, project: string): Locator {
  const nav = page.getByRole('navigation', { name: project === 'phone' ? liveWords[lang].quickNav : liveWords[lang].mainNav });
  return nav.getByRole('link', { name: /^Chat/ });
}

test('an order placed by the marketplace moves the dashboard, the order tabs and the bell at once; its notification opens it', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const lang = langOfProject(project);
  await atProjectWidth(page, project);
  const customer = { customerId: `E2E-live-${project}-${Date.now()}`, name: `Pembeli Langsung ${project}` };
  await signInThroughApi(page, accounts.seller, { lang });

  // The dashboard: orders to ship, today's new orders and the bell, as they are.
  const dashboard = new DashboardPage(page, lang);
  await dashboard.open();
  // The bell counts as the server does. Other flows place orders for this store and read its notifications (this
  // test in the other project too), so the bell is checked against the server's count rather than a number of its own.
  const notifications = new NotificationsPage(page, lang);
  await notifications.expectBellAsServer();
  const toShipBefore = await dashboard.figureNumber('orders-to-ship');
  const newTodayBefore = await numberIn(dashboard.orderCount('today', 'NEW'));
  await markDocument(page);

  const first = await placeOrder(page.request, customer);
  await expect.poll(() => dashboard.figureNumber('orders-to-ship')).toBeGreaterThan(toShipBefore);
  await expect.poll(() => numberIn(dashboard.orderCount('today', 'NEW'))).toBeGreaterThan(newTodayBefore);
  // The order's notification is delivered before the order is answered: the bell counts it, without a reload.
  await notifications.expectBellAsServer();
  await expectSameDocument(page);

  // The order list's tabs follow the next one.
  const list = new OrderListPage(page, lang);
  await list.open();
  await expect(list.rows.first()).toBeVisible();
  const newTabBefore = await list.count('NEW');
  await markDocument(page);
  await placeOrder(page.request, customer);
  await expect.poll(() => list.count('NEW')).toBeGreaterThan(newTabBefore);
  await notifications.expectBellAsServer();
  await expectSameDocument(page);

  // The first order's notification, opened by keyboard, opens that order.
  await notifications.bell.click();
  await expect(page).toHaveURL(/\/notification$/);
  const item = notifications.row(first.orderNumber);
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText(customer.name);
  await item.getByRole('link').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order-list/${first.orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(first.orderNumber) })).toBeVisible();
});

test('a customer’s message counts on the dashboard, shows a badge on Chat and a toast whose Open opens the conversation', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const lang = langOfProject(project);
  await atProjectWidth(page, project);
  await signInThroughApi(page, accounts.seller, { lang });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The demo store has unread conversations: the badge counts them once the chat has loaded.
  const chat = chatLink(page, lang, project);
  await expect(chat).toHaveAccessibleName(liveWords[lang].unread);
  const before = await numberIn(chat.locator('[aria-hidden="true"]').last());

  const dashboard = new DashboardPage(page, lang);
  const waitingBefore = await dashboard.figureNumber('chats-waiting');
  await markDocument(page);

  const customer = new ChatCustomer(page.request, `E2E-LIVE-${project}-${Date.now()}`);
  await customer.send('DEMO-60001', 'Apakah bisa dikirim hari ini?');
  await expect.poll(() => dashboard.figureNumber('chats-waiting')).toBeGreaterThan(waitingBefore);
  await expectSameDocument(page);
  // The chat shows customers' names masked: the toast is told by its words and the message.
  const toast = page.locator('[data-type="info"]').filter({ hasText: liveWords[lang].newMessage }).filter({ hasText: 'Apakah bisa dikirim hari ini?' });
  await expect(toast).toBeVisible();
  await expect.poll(() => numberIn(chat.locator('[aria-hidden="true"]').last())).toBe(before + 1);

  await toast.getByRole('button', { name: liveWords[lang].open, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/conversations/${customer.customerId}$`));
});

test('the bell and the chat badge take their places without moving the header', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const lang = langOfProject(project);
  await atProjectWidth(page, project);
  // Every layout shift of the page, with whether it moved something in the header.
  await page.addInitScript(() => {
    const shifts: { value: number; inHeader: boolean }[] = [];
    Object.assign(window, { headerShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        const inHeader = (entry.sources ?? []).some((source) => source.node instanceof Element && source.node.closest('header') !== null);
        shifts.push({ value: entry.value, inHeader });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A slow network for the bell's chunk: the header draws first, the bell comes after it.
  let releaseBell: () => void = () => undefined;
  const bellHeld = new Promise<void>((resolve) => (releaseBell = resolve));
  await page.route(/\/NotificationBell-[^/]*\.js$/, async (route) => {
    await bellHeld;
    await route.continue();
  });
  await signInThroughApi(page, accounts.seller, { lang });
  await page.goto('/dashboard');

  const banner = page.getByRole('banner');
  const anchor = banner.locator('a[href="/dashboard"]').first();
  await expect(anchor).toBeVisible();
  const notifications = new NotificationsPage(page, lang);
  await expect(notifications.bell).toHaveCount(0);
  const search = banner.getByRole('button', { name: liveWords[lang].search });
  const searchBefore = await search.boundingBox();

  releaseBell();
  await expect(notifications.bell).toBeVisible();
  await expect(chatLink(page, lang, project)).toHaveAccessibleName(liveWords[lang].unread);
  await expect(chatLink(page, lang, project).locator('[aria-hidden="true"]').last()).toHaveText(/\d/);
  expect(await search.boundingBox()).toEqual(searchBefore);
  const shifts = await page.evaluate(() => (window as unknown as { headerShifts: { value: number; inHeader: boolean }[] }).headerShifts);
  expect(shifts.filter((shift) => shift.inHeader)).toEqual([]);
});
