import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, langOfProject, onlyIn } from '../support/accounts';
import { placeOrder } from '../support/marketplace-orders';
import { OrderListPage } from './pages/orders.page';
import { ProductListPage } from './pages/products.page';
import { ShellPage } from './pages/shell.page';
import { signInThroughApi } from './pages/sign-in.page';

// The phone tests run at the 375 px of a small phone; the laptop test at the desktop project's 1280 px.
test.use({ viewport: { width: 375, height: 812 } });

/** Whether the element's content fits its box (nothing cut off at its end). */
const fits = (locator: Locator) => locator.evaluate((element) => element.scrollWidth <= element.clientWidth);

/** Whether two boxes on the screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('an element has no box');
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

/** The elements of the page below <main> that scroll on their own (a box with more content than height, overflow auto/scroll). */
const innerScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => /(auto|scroll)/.test(getComputedStyle(element).overflowY) && element.scrollHeight > element.clientHeight + 1)
      .map((element) => element.getAttribute('aria-label') ?? element.className),
  );

test('phone: the order list shows whole order numbers and statuses, and the page itself scrolls', onlyIn('phone'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await new ShellPage(page, lang).skipWebPushPrompt();
  await signInThroughApi(page, accounts.seller, { lang });
  const list = new OrderListPage(page, lang);
  await list.open();
  await expect(list.rows.first()).toBeVisible();

  const links = await list.orderNumberLinks.all();
  expect(links.length).toBeGreaterThan(3);
  const region = await list.table.boundingBox();
  for (const link of links) {
    const orderNumber = decodeURIComponent((await link.getAttribute('href'))?.split('/').pop() ?? '');
    expect(orderNumber).toMatch(/^ORD-/);
    expect((await link.innerText()).trim()).toBe(orderNumber);
    // The number's cell holds it whole, and the cell lies within the list and the screen.
    const cell = link.locator('xpath=ancestor::td[1]');
    expect(await fits(cell), `${orderNumber} is cut off`).toBe(true);
    expect(await fits(link), `${orderNumber} is cut off`).toBe(true);
    const box = await link.boundingBox();
    expect(box && region && box.x + box.width <= Math.min(region.x + region.width, 375) + 0.5, `${orderNumber} runs past the list`).toBe(true);
  }
  for (const row of (await list.rows.all()).slice(0, 5)) {
    const status = row
      .locator('td')
      .filter({ has: page.locator('[data-tone]') })
      .first();
    expect(await fits(status)).toBe(true);
  }

  // No box of its own scrolls: the document does, and it brings later orders into the page.
  expect(await innerScrollers(page)).toEqual([]);
  const firstRowIndex = await list.rows.first().getAttribute('aria-rowindex');
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect.poll(() => list.rows.first().getAttribute('aria-rowindex')).not.toBe(firstRowIndex);
});

test('phone: the filters fold into one "Filter" button; the sheet applies them and counts them', onlyIn('phone'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await new ShellPage(page, lang).skipWebPushPrompt();
  await signInThroughApi(page, accounts.seller, { lang });
  const list = new OrderListPage(page, lang);
  await list.open();
  await expect(list.rows.first()).toBeVisible();
  await expect(list.filterButton).toHaveText('Filter');
  // The first screen holds orders, not a form: the first order starts within it.
  const firstRow = await list.rows.first().boundingBox();
  expect(firstRow && firstRow.y).toBeLessThan(812);

  // Escape closes the sheet without changing the list, and focus goes back to the button.
  await list.filterButton.click();
  await expect(list.filterSheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list.filterSheet).toBeHidden();
  await expect(list.filterButton).toBeFocused();
  await expect(page).not.toHaveURL(/courier=/);

  await list.filterInSheet({ courier: 'J&T Express', from: '2020-01-01' });
  await expect(page).toHaveURL(/courier=JNT/);
  await expect(page).toHaveURL(/from=2020-01-01/);
  await expect(list.filterButton).toHaveText('Filter (2)');
  await expect(list.rows.first()).toBeVisible();
  const couriersShown = async () => [...new Set((await list.courierCells.allInnerTexts()).map((text) => text.split('\n')[0].trim()))];
  await expect.poll(couriersShown).toEqual(['J&T Express']);
});

test('phone: the bottom bar stays on the orders and products pages it links to', onlyIn('phone'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const shell = new ShellPage(page, lang);
  await shell.skipWebPushPrompt();
  await signInThroughApi(page, accounts.seller, { lang });
  await page.goto('/dashboard');
  await expect(shell.bottomNavbar).toBeVisible();
  for (const [name, path] of [
    [lang === 'id' ? 'Pesanan' : 'Orders', '/order-list'],
    [lang === 'id' ? 'Produk' : 'Products', '/external/product/active/all'],
  ]) {
    await shell.bottomNavbar.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(shell.bottomNavbar).toBeVisible();
    await expect(shell.bottomNavbar.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
});

test('phone: a new order toast leaves the header free, above the bottom bar, with its action', onlyIn('phone'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const shell = new ShellPage(page, lang);
  await shell.skipWebPushPrompt();
  await signInThroughApi(page, accounts.seller, { lang });
  const list = new OrderListPage(page, lang);
  await list.openListening();
  const attempt = Date.now().toString(36);
  const order = await placeOrder(page.request, { customerId: `E2E-phone-toast-${attempt}`, name: `Pembeli Ponsel ${attempt}` });

  const toast = list.newOrderToastOf(order.orderNumber);
  await expect(toast).toBeVisible();
  await expect(list.newOrderToastAction(order.orderNumber)).toBeVisible();
  expect(await overlap(toast, shell.header)).toBe(false);
  expect(await overlap(toast, shell.bottomNavbar)).toBe(false);
  await list.newOrderToastAction(order.orderNumber).click();
  await expect(page).toHaveURL(new RegExp(`/order-list/${order.orderNumber}`));
});

test.describe('the laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every page of the menu keeps its content in the same column', onlyIn('desktop'), async ({ page }, testInfo) => {
    const lang = langOfProject(testInfo.project.name);
    await new ShellPage(page, lang).skipWebPushPrompt();
    await signInThroughApi(page, accounts.seller, { lang });
    const columns: Record<string, string> = {};
    for (const path of ['/dashboard', '/order-list', '/external/product/active/all', '/product-review', '/notification']) {
      await page.goto(path);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // The page's column: the box the heading starts in, as wide as the page's own content may be.
      columns[path] = await heading.evaluate((element) => {
        let column = element.parentElement;
        while (column && column.parentElement?.tagName !== 'MAIN') column = column.parentElement;
        const box = column?.getBoundingClientRect();
        return `${Math.round(box?.left ?? -1)}–${Math.round(box?.right ?? -1)}`;
      });
    }
    expect(new Set(Object.values(columns)).size, JSON.stringify(columns)).toBe(1);
  });
});

test('phone: the product list opens on products; its category and sort are in the "Filter" sheet, counted', onlyIn('phone'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await new ShellPage(page, lang).skipWebPushPrompt();
  await signInThroughApi(page, accounts.seller, { lang });
  const products = new ProductListPage(page, lang);
  await products.open();
  // The first row, whichever product it is (other flows change prices and stock, and the list is newest first).
  const first = page.locator('tr[data-item-id]').first();
  await expect(first).toBeVisible();
  // The first screen holds the first product whole, under the search and the one button.
  const box = await first.boundingBox();
  expect(box && box.y + box.height).toBeLessThan(812);
  await expect(products.filterButton).toHaveText('Filter');

  await products.filterBy({ categoryCode: 'CAT-FOOD-COFFEE-TEA', sort: 'PRICE_ASC' });
  await expect(products.filterSheet).toBeHidden();
  await expect(page).toHaveURL(/categoryCode=CAT-FOOD-COFFEE-TEA/);
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await expect(products.filterButton).toHaveText('Filter (1)');
  await expect(products.filterButton).toBeFocused();
});

test('phone: a product row is a compact card whose controls take a thumb', onlyIn('phone'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await new ShellPage(page, lang).skipWebPushPrompt();
  await signInThroughApi(page, accounts.seller, { lang });
  const products = new ProductListPage(page, lang);
  await products.open();
  const row = products.row('ITEM-60001-001');
  await expect(row).toBeVisible();
  const box = await row.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(200);
  // The price, the stock and the (de)activate button: whole, and 44 px tall.
  const name = 'Kopi Arabika Gayo 250 g';
  for (const control of [products.priceButton(name), products.stockButton(name), row.getByRole('button').last()]) {
    expect(await fits(control), await control.innerText()).toBe(true);
    expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
});
