import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { ProductListPage, ProductReviewPage, signInToProducts } from '../seller-portal/pages/products.page';

async function check(page: Page, where: string, problems: string[]) {
  for (const line of await seriousViolations(page)) problems.push(`${where}: ${line}`);
}

/** A file whose every row is refused (another store's product, a blank item id): the modal lists them, nothing changes. */
async function refusedRowsFile(): Promise<{ name: string; buffer: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produk');
  sheet.addRow(['ID Item / Item ID', 'Harga (Rp) / Price (Rp)', 'Stok / Stock']);
  sheet.addRow(['ITEM-60009-001', 1_000, 1]);
  sheet.addRow(['', 2_000, 2]);
  return { name: 'produk.xlsx', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

// The product and review pages of seller@demo.test in both languages at a phone's 375 px and a desktop's 1280 px:
// the list with a refused price and the tenfold price question, the item detail, the bulk update dialog and its process modal; the reviews with a
// reply being written. Nothing is saved.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): the product list, detail and bulk update`, onlyIn('desktop'), async ({ browser }) => {
      test.slow();
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      await signInToProducts(page, accounts.seller, lang);
      const products = new ProductListPage(page, lang);
      await products.open();
      await expect(products.row('ITEM-60001-001')).toBeVisible();
      await check(page, 'product list', problems);

      await products.editPrice('Kopi Arabika Gayo 250 g', '-1');
      await expect(products.row('ITEM-60001-001').getByText(products.words.priceInvalid)).toBeVisible();
      await check(page, 'product list, a refused price', problems);
      // A tenfold drop is asked about; the question is taken back, so nothing is saved.
      await products.editPrice('Kopi Arabika Gayo 250 g', '8.900');
      await expect(products.priceQuestion('Kopi Arabika Gayo 250 g')).toBeVisible();
      await check(page, 'product list, the tenfold price question', problems);
      await products.priceQuestion('Kopi Arabika Gayo 250 g').getByRole('button', { name: products.words.checkPrice }).click();
      await expect(products.priceField('Kopi Arabika Gayo 250 g')).toBeFocused();
      await products.priceField('Kopi Arabika Gayo 250 g').press('Escape');

      await products.openDetail('Madu Hutan Sumbawa 350 g');
      await expect(page.getByRole('dialog').getByText('ITEM-60001-004')).toBeVisible();
      await check(page, 'item detail', problems);
      await page.keyboard.press('Escape');

      await products.uploadBulkFile(await refusedRowsFile());
      await expect(products.failedRows).toBeVisible({ timeout: 15_000 });
      await check(page, 'bulk process modal', problems);
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test(`accessibility (${lang}, ${width} px): the product reviews`, onlyIn('desktop'), async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      await signInToProducts(page, accounts.seller, lang);
      const reviews = new ProductReviewPage(page, lang);
      await reviews.open('replied=false');
      await expect(reviews.reminderLink).toBeVisible();
      const first = page.locator('li[data-review-id]').first();
      await expect(first).toBeVisible();
      await check(page, 'reviews', problems);
      await first.getByRole('button', { name: new RegExp(reviews.words.replyTo('')) }).click();
      await expect(first.getByRole('textbox')).toBeFocused();
      await check(page, 'reviews, a reply being written', problems);
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
