import { expect, test } from '@playwright/test';
import { accounts, langOfProject, onlyIn, shellWords } from '../support/accounts';
import { placeOrder } from '../support/marketplace-orders';
import { OrderDetailPage, OrderListPage, orderWords } from './pages/orders.page';
import { ShellPage } from './pages/shell.page';
import { SignInPage, signInThroughApi } from './pages/sign-in.page';

test('a signed-out visit to a filtered order list goes to sign-in and comes back to the same list (§2.9)', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await new ShellPage(page, lang).skipWebPushPrompt();
  await page.goto(`/order-list?status=NEW&courier=JNT&lang=${lang}`);
  await expect(page).toHaveURL(/\/sign-in\?redirectUri=%2Forder-list%3Fstatus%3DNEW%26courier%3DJNT/);
  await new SignInPage(page, lang).signIn(accounts.seller.username, accounts.seller.password);
  await expect(page).toHaveURL(/\/order-list\?status=NEW&courier=JNT/);
  const list = new OrderListPage(page, lang);
  await expect(list.tab('NEW')).toHaveAttribute('aria-current', 'page');
  await expect(list.rows.first()).toBeVisible();
});

test('staff without STORE_ORDER get "No access" and no order at all (§6)', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.chatStaff, { lang });
  await page.goto('/order-list');
  await expect(new ShellPage(page, lang).errorView('noAccess')).toBeVisible();
  await expect(page.getByText(shellWords[lang].noAccess)).toBeVisible();
  await expect(page.getByRole('region', { name: orderWords[lang].table })).toHaveCount(0);
  expect((await page.request.get('/backend/order/orders')).status()).toBe(403);
});

test('a seller sees a new order arrive, filters the list, accepts the order and ships it', onlyIn('desktop'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  // A name of this attempt's own: the filter below finds its order alone, on a retry too.
  const attempt = Date.now().toString(36);
  const customer = { customerId: `E2E-orders-${testInfo.project.name}-${attempt}`, name: `Pembeli Uji ${testInfo.project.name} ${attempt}` };
  await signInThroughApi(page, accounts.seller, { lang });

  const list = new OrderListPage(page, lang);
  await list.openListening();
  await expect(list.rows.first()).toBeVisible();

  // Filters live in the address. The customer's name first: the tabs then count this attempt's orders alone, whatever
  // other tests do meanwhile with the store's orders (accepting one takes it off the store's "New").
  await list.search(customer.name);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(customer.name).replace(/%20/g, '(\\+|%20)')}`));
  await expect(list.rows).toHaveCount(0);
  await expect.poll(() => list.count('NEW')).toBe(0);

  // The marketplace places an order while the list is open: it arrives without a reload, with its toast.
  const order = await placeOrder(page.request, customer, { courier: 'JNT' });
  await expect(list.newOrderToast.filter({ hasText: order.orderNumber })).toBeVisible();
  await expect(list.row(order.orderNumber)).toBeVisible();
  await expect.poll(() => list.count('NEW')).toBe(1);

  // And the courier.
  await list.chooseCourier('J&T Express');
  await expect(page).toHaveURL(/courier=JNT/);
  await expect(list.rows).toHaveCount(1);
  await expect(list.row(order.orderNumber)).toBeVisible();

  await list.openOrder(order.orderNumber);
  const detail = new OrderDetailPage(page, lang);
  await detail.accept();
  await expect(detail.status(orderWords[lang].readyStatus)).toBeVisible();

  // A tracking number of another courier's shape is refused before anything changes.
  await detail.ship('123');
  await expect(detail.trackingError).toBeVisible();
  await detail.dialog.getByLabel(orderWords[lang].tracking).fill('JP 1234 567 890');
  await detail.dialog.getByRole('button', { name: orderWords[lang].shipSubmit, exact: true }).click();
  await expect(detail.dialog).toHaveCount(0);
  await expect(detail.status(orderWords[lang].shippedStatus)).toBeVisible();
  await expect(page.getByText('JP1234567890')).toBeVisible();
  await expect(detail.historyEntry(orderWords[lang].shippedStatus)).toBeVisible();
});

test('a seller exports the filtered list to Excel and the file holds those orders', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.seller, { lang });

  const list = new OrderListPage(page, lang);
  await list.open('?status=COMPLETED&courier=SICEPAT');
  await expect(list.rows.first()).toBeVisible();
  // "N of M orders": M is the tab's count under the filter.
  const shown = await page.getByText(/\d+ (dari|of) \d+/).innerText();
  const expected = Number(shown.replace(/[.,]/g, '').match(/(\d+)\D*$/)?.[1]);
  expect(expected).toBeGreaterThan(0);

  await list.exportButton.click();
  await expect(list.downloadLink).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), list.downloadLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-.*\.xlsx$/);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Orders');
  expect(sheet?.rowCount).toBe(expected + 1);
  const statuses = new Set<unknown>();
  const courierNames = new Set<unknown>();
  sheet?.eachRow((row, index) => {
    if (index === 1) return;
    statuses.add(row.getCell(3).value);
    courierNames.add(row.getCell(11).value);
  });
  expect([...statuses]).toEqual(['Completed']);
  expect([...courierNames]).toEqual(['SiCepat']);
});
