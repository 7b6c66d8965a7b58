import { analyticsPaths, type DashboardSummary } from '@seller-portal/contracts/analytics';
import { type Envelope } from '@seller-portal/contracts/core';
import { orderPathsOf } from '@seller-portal/contracts/orders';
import { expect, test, type Page } from '@playwright/test';
import { accounts, langOfProject, onlyIn, shellWords } from '../support/accounts';
import { customerHistory, sendAsCustomer, type ChatCustomer } from '../support/chat-customer';
import { placeOrder } from '../support/marketplace-orders';
import { BroadcastPage } from './pages/broadcast.page';
import { ChatPage } from './pages/chat.page';
import { DashboardPage } from './pages/dashboard.page';
import { signInThroughApi } from './pages/sign-in.page';
import { StorePerformancePage } from './pages/store-performance.page';
import { TasksPage } from './pages/tasks.page';

const storeCode = 'DEMO-60001';

/** What the server counts now: the figures the dashboard must show. */
async function serverSummary(page: Page): Promise<DashboardSummary> {
  const answer = await page.request.get(analyticsPaths.dashboardSummary);
  return ((await answer.json()) as Envelope<DashboardSummary>).value as DashboardSummary;
}

test('the dashboard shows the chats waiting as the server counts them, each figure a link to its list', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const customer: ChatCustomer = { customerId: `E2E-dash-${testInfo.project.name}`, name: `Pelanggan Dasbor ${testInfo.project.name}` };
  await sendAsCustomer(page.request, customer, storeCode, 'Halo kak, pesanan saya kapan dikirim?');
  await signInThroughApi(page, accounts.seller, { lang });
  const dashboard = new DashboardPage(page, lang);
  await dashboard.open();
  // Other tests write to the same store meanwhile: the page and the server agree once both have read the same moment.
  await expect
    .poll(async () => {
      await page.reload();
      const shown = await dashboard.figureNumber('chats-waiting');
      return shown === (await serverSummary(page)).chats?.waiting;
    })
    .toBe(true);
  await expect(dashboard.task('REPLY_CHATS')).toBeVisible();
  await expect(dashboard.figure('rating')).toContainText('★');
  // The ads pages are built, the wallet's not: only the ads balance is shown (§2.5: only what is built), a link to /bliklan.
  await expect(dashboard.figure('wallet-balance')).toHaveCount(0);
  await expect(dashboard.figure('ads-balance')).toHaveAttribute('href', '/bliklan');

  await dashboard.figure('chats-waiting').click();
  await expect(page).toHaveURL(/\/conversations/);
  await expect(new ChatPage(page, lang).room(customer.customerId)).toBeVisible();
});

test(
  'the phone dashboard shows the balances whose pages are built: the wallet and the ads balance in the bar, and the ads figure',
  onlyIn('phone'),
  async ({ page }, testInfo) => {
    const lang = langOfProject(testInfo.project.name);
    await signInThroughApi(page, accounts.seller, { lang });
    const dashboard = new DashboardPage(page, lang);
    await dashboard.open();
    await expect(dashboard.figure('chats-waiting')).toBeVisible();
    await expect(dashboard.balanceTile('ads')).toHaveAttribute('href', '/bliklan');
    await expect(dashboard.balanceTile('wallet')).toHaveAttribute('href', '/wallet');
    await expect(dashboard.figure('ads-balance')).toBeVisible();
  },
);

test("the dashboard counts today's orders as the server does; after the seller accepts one, the counts change", async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const order = await placeOrder(page.request, { customerId: `E2E-dash-order-${testInfo.project.name}`, name: 'Pelanggan Pesanan' });
  await signInThroughApi(page, accounts.seller, { lang });
  const dashboard = new DashboardPage(page, lang);
  await dashboard.open();
  const shownAndCounted = async (status: string) => {
    await page.reload();
    await expect(dashboard.orderCount('today', status)).toBeVisible();
    const shown = Number((await dashboard.orderCount('today', status).innerText()).replace(/\D/g, ''));
    return { shown, counted: (await serverSummary(page)).orders?.today.byStatus[status] };
  };
  // Other tests place and move orders of the same store: the page and the server agree once both read one moment.
  let ready = 0;
  await expect
    .poll(async () => {
      const { shown, counted } = await shownAndCounted('READY_TO_SHIP');
      ready = shown;
      return shown === counted;
    })
    .toBe(true);
  await expect(dashboard.orderCount('today', 'NEW')).toHaveAttribute('href', /\/order-list\?status=NEW&from=\d{4}-\d{2}-\d{2}&to=/);

  const accepted = await page.request.post(orderPathsOf.accept(order.orderNumber), { data: { version: order.version } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await expect
    .poll(async () => {
      const { shown, counted } = await shownAndCounted('READY_TO_SHIP');
      return shown === counted && shown !== ready;
    })
    .toBe(true);
  await dashboard.orderCount('today', 'READY_TO_SHIP').click();
  await expect(page).toHaveURL(/\/order-list\?status=READY_TO_SHIP/);
});

test('the task list links each task to where it is done and lists what is done', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await sendAsCustomer(page.request, { customerId: `E2E-task-${testInfo.project.name}`, name: 'Pelanggan Tugas' }, storeCode, 'Halo kak');
  await signInThroughApi(page, accounts.seller, { lang });
  const tasks = new TasksPage(page, lang);
  await tasks.open();
  await expect(tasks.list('todo').locator('[data-task="REPLY_CHATS"]')).toBeVisible();
  // The demo store's ads balance is well above the low mark: the top-up task is listed as done.
  await expect(tasks.list('done').locator('[data-task="TOP_UP_ADS"]')).toBeVisible();
  await tasks.task('REPLY_CHATS').getByRole('link').click();
  await expect(page).toHaveURL(/\/conversations/);
});

test('store performance: the chat figures over a chosen period, a wrong period explained, staff without the code get no access', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.seller, { lang });
  const performance = new StorePerformancePage(page, lang);
  await performance.open();
  await expect(performance.tile('rating')).toContainText('★');
  await expect(performance.tile('chatResponseRate')).toContainText('%');
  await expect(performance.chart(performance.words.responseRateChart)).toBeVisible();

  await performance.chooseLastDays(7);
  await expect(page).toHaveURL(/period=7/);
  await performance.chooseDates('2026-01-10', '2026-01-01');
  await expect(page.getByRole('alert')).toContainText('PERFORMANCE_PERIOD_INVALID');

  await page.context().clearCookies();
  await signInThroughApi(page, accounts.staff, { lang });
  await page.goto('/report/performance');
  await expect(page.getByRole('heading', { name: shellWords[lang].noAccess })).toBeVisible();
  await expect(page.getByRole('heading', { name: performance.words.title, level: 1 })).toHaveCount(0);
});

// One broadcast run per server: a store may send one a minute and three a day.
test('a broadcast reaches the customers who chatted, in their chat', onlyIn('desktop'), async ({ page }) => {
  const customer: ChatCustomer = { customerId: 'E2E-broadcast-1', name: 'Pelanggan Broadcast' };
  await sendAsCustomer(page.request, customer, storeCode, 'Kabari kalau ada promo ya kak');
  await signInThroughApi(page, accounts.seller, { lang: 'id' });
  const broadcast = new BroadcastPage(page, 'id');
  await broadcast.open();
  await broadcast.chooseAudienceOfLastDays(7);
  await expect(broadcast.reach).toBeVisible();
  const text = `Promo kopi Gayo minggu ini, diskon 15%! (${Date.now()})`;
  await broadcast.message.fill(text);
  await expect(page.getByRole('region', { name: /Pratinjau/ })).toContainText(text);
  await broadcast.sendNow();
  await expect(page.getByText(broadcast.words.sent)).toBeVisible();
  await expect(broadcast.historyItem(text)).toContainText('Terkirim');
  await expect
    .poll(async () => (await customerHistory(page.request, customer, storeCode)).content.map((message) => (message.kind === 'text' ? message.text : '')))
    .toContain(text);
});
