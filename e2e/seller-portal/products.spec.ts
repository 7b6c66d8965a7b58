import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accounts, langOfProject } from '../support/accounts';
import { ProductListPage, ProductReviewPage, signInToProducts } from './pages/products.page';

/**
 * The demo seller's products each project works on, so the desktop (Indonesian) and phone (English) runs never
 * edit the same product or review at once.
 */
const mine = {
  desktop: {
    edited: { itemId: 'ITEM-60001-006', name: 'Kopi Robusta Lampung 500 g', search: 'robusta' },
    contested: { itemId: 'ITEM-60001-009', name: 'Teh Hitam Kayu Aro 250 g', search: 'kayu aro' },
    bulk: ['ITEM-60001-012', 'ITEM-60001-013'],
    review: { reviewId: 'REV-DEMO-60001-0001', customerName: 'Budi Santoso' },
  },
  phone: {
    edited: { itemId: 'ITEM-60001-007', name: 'Kopi Toraja Kalosi 200 g', search: 'toraja' },
    contested: { itemId: 'ITEM-60001-011', name: 'Cokelat Bubuk Murni 200 g', search: 'cokelat bubuk' },
    bulk: ['ITEM-60001-015', 'ITEM-60001-016'],
    review: { reviewId: 'REV-DEMO-60001-0003', customerName: 'Agus Wijaya' },
  },
} as const;

const mineIn = (project: string) => (project === 'phone' ? mine.phone : mine.desktop);

/** An XLSX in the template's shape: item id, price and stock columns under their headers. */
async function bulkFile(rows: (string | number)[][]): Promise<{ name: string; buffer: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produk');
  sheet.addRow(['ID Item / Item ID', 'Harga (Rp) / Price (Rp)', 'Stok / Stock']);
  for (const row of rows) sheet.addRow(row);
  return { name: 'produk.xlsx', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

test('a seller finds a product, is told a price of -1 or "abc" is not one, and changes the price in place', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const { edited } = mineIn(testInfo.project.name);
  await signInToProducts(page, accounts.seller, lang);
  const products = new ProductListPage(page, lang);
  await products.open();
  await products.search.fill(edited.search);
  await expect(products.row(edited.itemId)).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);

  for (const bad of ['-1', 'abc']) {
    await products.editPrice(edited.name, bad);
    await expect(products.row(edited.itemId).getByText(products.words.priceInvalid)).toBeVisible();
    await expect(products.priceField(edited.name)).toHaveAttribute('aria-invalid', 'true');
  }

  const price = 70_000 + Math.floor(Math.random() * 900) * 10;
  await products.editPrice(edited.name, String(price));
  await expect(page.getByText(products.words.saved(edited.name))).toBeVisible();
  await expect(products.priceButton(edited.name)).toHaveText(products.words.money(price.toLocaleString('en-US')));
  // The detail (§7 item detail) shows the saved price too.
  await products.openDetail(edited.name);
  await expect(page.getByRole('dialog').getByText(products.words.money(price.toLocaleString('en-US')))).toBeVisible();
});

test('two tabs change one product: the first save wins and the second tab is told, showing what was saved', async ({ context, page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const { contested } = mineIn(testInfo.project.name);
  await signInToProducts(page, accounts.seller, lang);
  const first = new ProductListPage(page, lang);
  const second = new ProductListPage(await context.newPage(), lang);
  for (const tab of [first, second]) {
    await tab.open(`q=${encodeURIComponent(contested.search)}`);
    await expect(tab.row(contested.itemId)).toBeVisible();
  }
  // The second tab starts changing the stock, then the first tab saves a new price.
  await second.stockButton(contested.name).click();
  const price = 40_000 + Math.floor(Math.random() * 900) * 10;
  await first.editPrice(contested.name, String(price));
  await expect(first.priceButton(contested.name)).toHaveText(first.words.money(price.toLocaleString('en-US')));

  await second.stockField(contested.name).fill('7');
  await second.stockField(contested.name).press('Enter');
  await expect(second.message(second.words.conflict(contested.name))).toBeVisible();
  await expect(second.priceButton(contested.name)).toHaveText(second.words.money(price.toLocaleString('en-US')));
  await expect(second.stockButton(contested.name)).not.toHaveText('7');
});

test('a seller uploads a price and stock file with a broken row: the good row is applied and the broken one is reported by row', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const [good, broken] = mineIn(testInfo.project.name).bulk;
  await signInToProducts(page, accounts.seller, lang);
  const products = new ProductListPage(page, lang);
  await products.open();
  const stock = 100 + Math.floor(Math.random() * 800);
  await products.uploadBulkFile(
    await bulkFile([
      [good, 51_000, stock],
      [broken, 'abc', 5],
    ]),
  );
  await expect(products.processModal.getByText(products.words.bulkDone(1, 0, 1))).toBeVisible({ timeout: 15_000 });
  const brokenRow = products.failedRows.getByRole('row').filter({ hasText: broken });
  await expect(brokenRow.getByRole('cell').first()).toHaveText('3');
  await expect(brokenRow).toContainText(products.words.priceRefused);
  await expect(products.processModal.getByRole('link', { name: products.words.excelLink })).toHaveAttribute('href', /bulk-process-notes\/.+\/file$/);
  await products.processModal.getByRole('button', { name: products.words.close }).first().click();
  await expect(products.processModal).toBeHidden();

  await products.search.fill(good);
  await expect(products.row(good)).toContainText(products.words.money('51,000'));
  await expect(products.row(good)).toContainText(stock.toLocaleString(lang === 'id' ? 'id-ID' : 'en-US'));
});

test('a seller replies to a review, edits the reply, and finds the review reminder of seller chat', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const { review } = mineIn(testInfo.project.name);
  await signInToProducts(page, accounts.seller, lang);
  const reviews = new ProductReviewPage(page, lang);
  await reviews.open();
  const first = `Terima kasih, Kak ${review.customerName.split(' ')[0]}! (${Date.now()})`;
  await reviews.reply(review.reviewId, review.customerName, first);
  const item = reviews.review(review.reviewId);
  await expect(item.getByText(reviews.words.yourReply)).toBeVisible();
  await expect(item.getByText(first)).toBeVisible();

  await item.getByRole('button', { name: reviews.words.editReply }).click();
  const edited = `${first} Ditunggu pesanan berikutnya.`;
  await reviews.reply(review.reviewId, review.customerName, edited);
  await expect(item.getByText(edited)).toBeVisible();

  await reviews.reminderLink.click();
  await expect(page).toHaveURL(/\/conversations\/review-reminder/);
});
