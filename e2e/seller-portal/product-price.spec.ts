import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accounts, langOfProject } from '../support/accounts';
import { ProductListPage, signInToProducts } from './pages/products.page';

/**
 * The demo seller's products each project works on, so the desktop (Indonesian) and phone (English) runs never
 * edit the same product at once (and none that another spec edits).
 */
const mine = {
  desktop: {
    priced: { itemId: 'ITEM-60001-032', name: 'Sapu Ijuk Gagang Aluminium', search: 'sapu ijuk' },
    sorted: { search: 'kaos' },
    bulk: {
      unchanged: { itemId: 'ITEM-60001-043', name: 'Sabun Mandi Kopi Handmade', price: 25_000, stock: 140 },
      changed: { itemId: 'ITEM-60001-044', name: 'Lulur Bengkuang Tradisional 250 g' },
    },
  },
  phone: {
    priced: { itemId: 'ITEM-60001-034', name: 'Pengharum Ruangan Melati', search: 'pengharum' },
    sorted: { search: 'minyak' },
    bulk: {
      unchanged: { itemId: 'ITEM-60001-046', name: 'Masker Wajah Beras Bali', price: 32_000, stock: 85 },
      changed: { itemId: 'ITEM-60001-047', name: 'Serum Lidah Buaya 30 ml' },
    },
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

test('a seller types "Rp 40.000" and it saves 40000; a tenfold drop is asked about, and can be taken back or saved', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const { priced } = mineIn(testInfo.project.name);
  await signInToProducts(page, accounts.seller, lang);
  const products = new ProductListPage(page, lang);
  await products.open(`q=${encodeURIComponent(priced.search)}`);
  await expect(products.row(priced.itemId)).toBeVisible();

  // As sellers write rupiah: with its currency and its thousands dot.
  await products.editPrice(priced.name, 'Rp 40.000');
  await expect(products.message(products.words.saved(priced.name))).toBeVisible();
  await expect(products.priceButton(priced.name)).toHaveText(products.words.money('40,000'));
  await expect(products.priceButton(priced.name)).toBeFocused();

  // A missing zero: the price drops to a tenth. The question shows both prices; "check" goes back to the field.
  await products.editPrice(priced.name, '4.000');
  const question = products.priceQuestion(priced.name);
  await expect(question).toBeVisible();
  await expect(products.questionFigure(priced.name, products.words.currentPrice)).toHaveText(products.words.money('40,000'));
  await expect(products.questionFigure(priced.name, products.words.newPrice)).toHaveText(products.words.money('4,000'));
  await question.getByRole('button', { name: products.words.checkPrice }).click();
  await expect(question).toBeHidden();
  await expect(products.priceField(priced.name)).toBeFocused();
  await expect(products.priceField(priced.name)).toHaveValue('4.000');

  // Escape closes the question only; the price being typed stays.
  await products.priceField(priced.name).press('Enter');
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(products.priceField(priced.name)).toBeFocused();

  // Meant it: saved, and focus is back on the price.
  await products.priceField(priced.name).press('Enter');
  await question.getByRole('button', { name: products.words.savePrice(products.words.money('4,000')) }).click();
  await expect(question).toBeHidden();
  await expect(products.priceButton(priced.name)).toHaveText(products.words.money('4,000'));
  await expect(products.priceButton(priced.name)).toBeFocused();

  // Ten times up is asked about too; a price with cents is refused in words.
  await products.editPrice(priced.name, '40000');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: products.words.savePrice(products.words.money('40,000')) }).click();
  await expect(products.priceButton(priced.name)).toHaveText(products.words.money('40,000'));
  await products.editPrice(priced.name, '41.000,50');
  await expect(products.priceField(priced.name)).toHaveAttribute('aria-invalid', 'true');
  await expect(products.priceButton(priced.name)).toHaveCount(0);
});

test('after a price is saved under a price sort, the edited row stays where it was until the seller sorts again', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const { sorted } = mineIn(testInfo.project.name);
  await signInToProducts(page, accounts.seller, lang);
  const products = new ProductListPage(page, lang);
  await products.open(`q=${encodeURIComponent(sorted.search)}&sort=PRICE_ASC`);
  await expect(page.locator('tbody tr[data-item-id]').nth(2)).toBeVisible();
  const before = await products.rowOrder();
  const first = products.row(String(before[0]));
  const name = (await first.locator('td').nth(1).getByRole('button').first().innerText()).trim();

  // The cheapest becomes the dearest: saved, and once the list has been asked again it stays on top, focus on its price.
  const listedAgain = page.waitForResponse((response) => response.url().includes(products.listPath) && response.request().method() === 'GET');
  await products.editPrice(name, '300000');
  await expect(products.message(products.words.saved(name))).toBeVisible();
  await listedAgain;
  await expect(page.locator('table[aria-busy]')).toHaveCount(0);
  await expect(products.priceButton(name)).toHaveText(products.words.money('300,000'));
  await expect(products.priceButton(name)).toBeFocused();
  expect(await products.rowOrder()).toEqual(before);

  // Sorting again lists it where it now belongs.
  await products.sortBy('PRICE_DESC');
  await expect.poll(() => products.rowOrder()).toEqual(expect.arrayContaining(before));
  await expect.poll(async () => (await products.rowOrder())[0]).toBe(before[0]);
  await products.sortBy('PRICE_ASC');
  await expect.poll(async () => (await products.rowOrder()).at(-1)).toBe(before[0]);
});

test('a bulk upload tells changed, unchanged and failed rows apart and names the failed ones; their file is in the page language', async ({
  page,
}, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const { unchanged, changed } = mineIn(testInfo.project.name).bulk;
  await signInToProducts(page, accounts.seller, lang);
  const products = new ProductListPage(page, lang);
  await products.open();
  const stock = 100 + Math.floor(Math.random() * 800);
  await products.uploadBulkFile(
    await bulkFile([
      [changed.itemId, 'abc', 5],
      [unchanged.itemId, unchanged.price, unchanged.stock],
      [changed.itemId, 41_000, stock],
      ['ITEM-60009-001', 1_000, 1],
    ]),
  );
  await expect(products.processModal.getByText(products.words.bulkDone(1, 1, 2))).toBeVisible({ timeout: 15_000 });
  const named = products.failedRows.getByRole('row').filter({ hasText: changed.name });
  await expect(named).toContainText(changed.itemId);
  await expect(named).toContainText(products.words.priceRefused);
  await expect(products.failedRows.getByRole('row').filter({ hasText: 'ITEM-60009-001' })).toContainText(products.words.notInStore);

  const downloading = page.waitForEvent('download');
  await products.processModal.getByRole('link', { name: products.words.excelLink }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await downloading).path());
  const sheet = workbook.worksheets[0];
  const { failedFile } = products.words;
  expect(sheet.getRow(1).values).toEqual(expect.arrayContaining([failedFile.row, failedFile.itemId, failedFile.name]));
  expect(sheet.getRow(2).values).toEqual(expect.arrayContaining([2, changed.itemId, changed.name]));
  expect(sheet.getRow(3).values).toEqual(expect.arrayContaining([5, 'ITEM-60009-001', failedFile.notFound]));
});
