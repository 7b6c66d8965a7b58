import { expect, test } from '@playwright/test';
import { type Envelope } from '@seller-portal/contracts/core';
import { orderPathsOf, type OrderDetail } from '@seller-portal/contracts/orders';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { baseURL } from '../playwright.config';
import { accounts, langOfProject } from '../support/accounts';
import { ProductListPage, signInToProducts } from './pages/products.page';

const run = promisify(execFile);
const scripts = resolve(__dirname, '../../tools/scripts');

/** The product each project orders, so the desktop (Indonesian) and phone (English) runs never share a stock. */
const ordered = {
  desktop: { itemId: 'ITEM-60001-002', name: 'Teh Hijau Melati 100 g', search: 'teh hijau', customer: 'E2E-stock-desktop' },
  phone: { itemId: 'ITEM-60001-005', name: 'Cangkir Keramik Putih', search: 'cangkir', customer: 'E2E-stock-phone' },
} as const;

/** `npm run order:create` / `order:deliver` / `order:confirm`, as a person runs them in a terminal. */
async function terminal(script: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [resolve(scripts, script), '--url', baseURL, ...args]);
  return stdout;
}

const amount = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('an order placed from the terminal takes its units off the stock on the open products page, and its completion counts them as sold', async ({
  page,
}, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const item = testInfo.project.name === 'phone' ? ordered.phone : ordered.desktop;
  await signInToProducts(page, accounts.seller, lang);
  const products = new ProductListPage(page, lang);
  await products.open(`q=${encodeURIComponent(item.search)}`);
  await expect(products.row(item.itemId)).toBeVisible();
  const before = amount(await products.stockButton(item.name).textContent());
  expect(before).toBeGreaterThan(2);

  const placed = await terminal('order-create.mjs', ['--store', 'DEMO-60001', '--customer', item.customer, '--item', `${item.itemId}:2`, '--courier', 'JNT']);
  const orderNumber = placed.split(/\s+/)[0];
  expect(orderNumber).toMatch(/^ORD-\d{8}-\d+$/);
  // No reload: the page hears the order and shows the stock it left.
  await expect(products.stockButton(item.name)).toHaveText(String(before - 2));

  await products.openDetail(item.name);
  const sold = amount(await products.detailFigure(products.words.sold).textContent());
  // The seller accepts and ships it, the courier delivers it and the customer confirms: completed, 2 more sold.
  for (const [path, body] of [
    [orderPathsOf.accept(orderNumber), { version: 1 }],
    [orderPathsOf.ship(orderNumber), { version: 2, trackingNumber: 'JP1234567890' }],
  ] as const) {
    const answer = await page.request.post(path, { data: body });
    expect(answer.ok(), JSON.stringify((await answer.json()) as Envelope<OrderDetail>)).toBe(true);
  }
  await terminal('order-progress.mjs', ['deliver', '--order', orderNumber]);
  await terminal('order-progress.mjs', ['confirm', '--order', orderNumber, '--customer', item.customer]);
  await expect(products.detailFigure(products.words.sold)).toHaveText(String(sold + 2));
});
