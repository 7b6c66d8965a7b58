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
    search: 'Cari pesanan, produk, dan menu',
    unread: /percakapan belum dibaca/,
    newMessage: 'Pesan baru dari',
    open: 'Buka',
  },
  en: {
    mainNav: 'Main menu',
    quickNav: 'Quick navigation',
    search: 'Search orders, products and menus',
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
  // A customer of this attempt alone (a repeat or the other project places orders of its own).
  const stamp = `${project}-${Date.now()}`;
  const customer = { customerId: `E2E-live-${stamp}`, name: `Pembeli Langsung ${stamp}` };
  await signInThroughApi(page, accounts.seller, { lang });

  // The dashboard, once its socket is live. Other flows place, accept and ship this store's orders meanwhile (and read
  // its notifications), so each figure is checked against the server's count after the order rather than a number of
  // the test's own: without live updates the page would keep the count from before the order.
  const dashboard = new DashboardPage(page, lang);
  await dashboard.openListening();
  const notifications = new NotificationsPage(page, lang);
  await notifications.expectBellAsServer();
  await markDocument(page);

  const first = await placeOrder(page.request, customer);
  await dashboard.expectAsServer(
    () => dashboard.figureNumber('orders-to-ship'),
    (summary) => summary.orders?.toShip ?? 0,
  );
  await dashboard.expectAsServer(
    () => numberIn(dashboard.orderCount('today', 'NEW')),
    (summary) => summary.orders?.today.byStatus.NEW ?? 0,
  );
  // The order's notification is delivered before the order is answered: the bell counts it, without a reload.
  await notifications.expectBellAsServer();
  await expectSameDocument(page);

  // The order list's tabs follow the next one. Filtered by this attempt's customer, they count its orders alone.
  const list = new OrderListPage(page, lang);
  await list.openListening(`?q=${encodeURIComponent(customer.name)}`);
  await expect(list.row(first.orderNumber)).toBeVisible();
  await expect.poll(() => list.count('NEW')).toBe(1);
  await markDocument(page);
  const second = await placeOrder(page.request, customer);
  await expect(list.row(second.orderNumber)).toBeVisible();
  await expect.poll(() => list.count('NEW')).toBe(2);
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
  const dashboard = new DashboardPage(page, lang);
  await dashboard.openListening();
  await markDocument(page);

  // A customer and words of this attempt alone: the other project's run writes to the same store at the same time.
  const customer = new ChatCustomer(page.request, `E2E-LIVE-${project}-${Date.now()}`);
  const text = `Apakah bisa dikirim hari ini? (${customer.customerId})`;
  await customer.send('DEMO-60001', text);

  // Other flows write to and read this store's conversations meanwhile: the figure and the badge are checked against
  // the server's counts after the message (which hold its new unread room), not against a number of the test's own.
  await dashboard.expectAsServer(
    () => dashboard.figureNumber('chats-waiting'),
    (summary) => summary.chats?.waiting ?? 0,
  );
  const chat = chatLink(page, lang, project);
  await expect(chat).toHaveAccessibleName(liveWords[lang].unread);
  await dashboard.expectAsServer(
    () => numberIn(chat.locator('[aria-hidden="true"]').last()),
    (summary) => summary.chats?.unread ?? 0,
  );
  await expectSameDocument(page);
  // The chat shows customers' names masked: the toast is told by its words and the message.
  const toast = page.locator('[data-type="info"]').filter({ hasText: liveWords[lang].newMessage }).filter({ hasText: text });
  await expect(toast).toBeVisible();

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
  // A slow network for the chunk of the header's slots (the bell and the chat badge come in `after-session`, not its
  // `-shared` sibling): the header draws first, they come after it.
  let releaseBell: () => void = () => undefined;
  const bellHeld = new Promise<void>((resolve) => (releaseBell = resolve));
  let slotsAsked = false;
  await page.route(/\/after-session-(?!shared-)[^/]*\.js$/, async (route) => {
    slotsAsked = true;
    await bellHeld;
    await route.continue();
  });
  await signInThroughApi(page, accounts.seller, { lang });
  await page.goto('/dashboard');

  const banner = page.getByRole('banner');
  const anchor = banner.locator('a[href="/dashboard"]').first();
  await expect(anchor).toBeVisible();
  const notifications = new NotificationsPage(page, lang);
  // The hold is on the chunk the page asks for: were the slots to move to another chunk, this fails rather than pass.
  await expect.poll(() => slotsAsked).toBe(true);
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
