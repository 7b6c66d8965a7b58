import { expect, test, type Browser, type WebSocket } from '@playwright/test';
import { accounts, onlyIn } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { NotificationsPage } from '../seller-portal/pages/notifications.page';
import { PartnerNotificationPages } from './pages/partner-notifications.page';

/** The development service token of the trigger call (README, "Triggering a partner notification event"). */
const triggerToken = 'dev-only-notification-event-trigger-token-do-not-use-in-production';

/** A seller on their dashboard with the tab's realtime socket open, and every event the socket hears. */
async function sellerListening(browser: Browser, account: { username: string; password: string }, baseURL: string | undefined) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(page, account, 'id');
  const heard: { type: string; payload: unknown }[] = [];
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/backend/realtime'));
  await page.goto('/dashboard');
  const ws: WebSocket = await socket;
  ws.on('framereceived', (frame) => {
    const data = JSON.parse(String(frame.payload)) as { t: string; type?: string; payload?: unknown };
    if (data.t === 'event' && data.type) heard.push({ type: data.type, payload: data.payload });
  });
  await ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"'));
  // The header's bell, counting what the server counts before anything is triggered.
  const bell = new NotificationsPage(page, 'id');
  await bell.expectBellAsServer();
  return { page, heard, bell };
}

test(
  "an internal user builds an event with a rule and a template, previews it; the marketplace triggers it; the targeted seller's bell counts it live, another seller's bell does not",
  onlyIn('desktop'),
  async ({ page, browser, baseURL }) => {
    test.slow();
    await signInAs(page, accounts.internal, 'id');
    const events = new PartnerNotificationPages(page, 'id');
    const code = `E2E_${Date.now().toString(36).toUpperCase()}`;
    const name = `Pesanan dibayar ${code}`;
    // The run's own order number: a repeat finds its notification, not an earlier run's.
    const orderNumber = `ORD-${code}`;

    await events.openList();
    await expect(page.getByRole('link', { name: 'ORDER_PAID', exact: true })).toBeVisible();
    await events.createEvent(code, name);

    // A rule for a store that does not exist is refused, translated; one for the seller's store is kept.
    await events.addStoreRule('TIDAK-ADA-1');
    await expect(page.getByRole('alert').filter({ hasText: events.words.unknownStore })).toBeVisible();
    await events.addStoreRule('DEMO-60001');
    await expect(events.rules.getByRole('cell', { name: 'Toko Demo Sejahtera (DEMO-60001)', exact: true })).toBeVisible();

    // An unknown variable is caught as it is typed and the templates cannot be saved; then a good one is.
    await events.writeInApp({
      id: { title: 'Pesanan {{orderNumber}} dibayar {{nope}}', body: 'Halo {{storeName}}, segera kemas pesanan {{orderNumber}}.' },
      en: { title: 'Order {{orderNumber}} paid', body: 'Hi {{storeName}}, pack order {{orderNumber}} soon.' },
    });
    await expect(page.getByText(events.words.unknownVariable)).toBeVisible();
    await expect(events.saveTemplates).toBeDisabled();
    await page.getByRole('textbox', { name: events.words.title('id') }).fill('Pesanan {{orderNumber}} dibayar');
    // The live preview renders the draft with the topic's sample payload.
    await expect(events.preview('IN_APP')).toContainText('Pesanan ORD-2026-0001 dibayar');
    await expect(events.preview('IN_APP')).toContainText('Halo Toko Demo Sejahtera, segera kemas pesanan ORD-2026-0001.');
    await events.saveTemplates.click();
    await expect(page.getByText(events.words.saved)).toBeVisible();
    await events.activate();
    await events.debug('DEMO-60001');
    await expect(page.getByTestId('debug-result').getByRole('cell', { name: events.words.matched })).toBeVisible();

    // Two sellers on their dashboards: the event's store and another one.
    const targeted = await sellerListening(browser, accounts.seller, baseURL);
    const other = await sellerListening(browser, accounts.mpp, baseURL);

    // The marketplace's systems trigger the event through the documented call.
    const triggered = await page.request.post(`/backend/api-integration/partners-notification/events/${code}/trigger`, {
      headers: { authorization: `Bearer ${triggerToken}` },
      data: { payload: { orderNumber }, eventId: `${code}-1` },
    });
    expect(triggered.ok(), await triggered.text()).toBe(true);
    const delivery = ((await triggered.json()) as { value: { storeCount: number; recipients: number } }).value;
    expect(delivery.storeCount).toBe(1);

    // The targeted seller's open tab hears the notification without a reload, and the bell counts it as the server
    // does (other flows deliver to and read in these two stores meanwhile: new orders, the partner event test).
    await expect
      .poll(() => targeted.heard.filter((event) => event.type === 'notification.created' && JSON.stringify(event.payload).includes(orderNumber)).length)
      .toBe(1);
    await targeted.bell.expectBellAsServer();
    // The other seller has nothing of it, on the socket or in their notifications.
    const otherList = await other.page.request.get('/backend/main/notification/filter/summary?page=0&size=50');
    expect(JSON.stringify(await otherList.json())).not.toContain(code);
    expect(other.heard.filter((event) => JSON.stringify(event.payload).includes(code))).toEqual([]);
    await other.bell.expectBellAsServer();
    // The seller opens the notification center and finds it, with the text the template made for their store.
    await targeted.page.goto('/notification?lang=id');
    await expect(new NotificationsPage(targeted.page, 'id').row(`Pesanan ${orderNumber} dibayar`)).toContainText(
      `Halo Toko Demo Sejahtera, segera kemas pesanan ${orderNumber}.`,
    );

    // The event's delivery history records the trigger.
    await page.reload();
    await expect(events.deliveries.getByRole('cell', { name: `${code}-1` })).toBeVisible();
    await targeted.page.context().close();
    await other.page.context().close();
  },
);

test('the Manual tab of the landing page, and the event list filtered with a bulk deactivation, in the console', onlyIn('desktop'), async ({ page }) => {
  await signInAs(page, accounts.internal, 'en');
  const events = new PartnerNotificationPages(page, 'en');
  await events.openList();
  await page.getByRole('link', { name: events.words.manualTab, exact: true }).click();
  await expect(page).toHaveURL(/tab=manual/);
  await page.getByRole('link', { name: events.words.eventTab, exact: true }).click();
  const code = `E2E_BULK_${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post('/backend/gws/partners-notification/events', { data: { code, name: 'Bulk', type: 'ORDER' } });
  expect(created.ok()).toBe(true);
  expect((await page.request.post('/backend/notification/event/bulk/action?action=ACTIVATE', { data: { codes: [code] } })).ok()).toBe(true);
  await page.getByRole('searchbox', { name: events.words.code }).fill(code);
  await page.getByRole('button', { name: events.words.search, exact: true }).click();
  await expect(events.row(code)).toContainText('Active');
  await page.getByRole('checkbox', { name: events.words.select(code) }).check();
  await page.getByRole('group').getByRole('button', { name: events.words.deactivate }).click();
  await page.getByRole('dialog').getByRole('button', { name: events.words.deactivate }).click();
  await expect(events.row(code)).toContainText('Inactive');
});
