import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { OrderListPage } from '../seller-portal/pages/orders.page';
import { ProductListPage, productWords, signInToProducts } from '../seller-portal/pages/products.page';
import { SavedViewsMenu, UndoToast } from '../seller-portal/pages/saved-views.page';

async function check(page: Page, where: string, problems: string[]) {
  for (const line of await seriousViolations(page)) problems.push(`${where}: ${line}`);
}

/** A product each run deactivates and puts back, none another flow touches. */
const undoItem: Record<string, string> = { 'id-375': 'ITEM-60001-040', 'id-1280': 'ITEM-60001-041', 'en-375': 'ITEM-60001-042', 'en-1280': 'ITEM-60001-045' };

// The saved views' dialog open over the order list and the product list (views@demo.test, nothing saved), and the
// Undo toast after a product is deactivated (seller@demo.test, put back by the Undo), in both languages at 375 and
// 1280 px.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): the saved views dialog and the Undo toast`, onlyIn('desktop'), async ({ browser }) => {
      test.slow();
      const problems: string[] = [];
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signInToProducts(page, accounts.views, lang);
      await new OrderListPage(page, lang).open();
      const views = new SavedViewsMenu(page, lang);
      await views.open();
      await expect(views.view('Pesanan baru')).toBeVisible();
      await check(page, 'order list, saved views open', problems);
      await views.close();
      await new ProductListPage(page, lang).open();
      await views.open();
      await expect(views.view('Stok habis')).toBeVisible();
      await check(page, 'product list, saved views open', problems);
      await context.close();

      const sellerContext = await browser.newContext({ viewport: { width, height: 900 } });
      const sellerPage = await sellerContext.newPage();
      await signInToProducts(sellerPage, accounts.seller, lang);
      const itemId = undoItem[`${lang}-${width}`];
      expect((await sellerPage.request.post('/backend/product-external/api/products/status', { data: { itemIds: [itemId], active: true } })).ok()).toBe(true);
      const products = new ProductListPage(sellerPage, lang);
      await products.open(`q=${itemId}`);
      await products
        .row(itemId)
        .getByRole('button', { name: new RegExp(`^${productWords[lang].deactivate}`) })
        .click();
      const undo = new UndoToast(sellerPage, lang);
      await expect(undo.undoButton).toBeVisible();
      await check(sellerPage, 'product list, the Undo toast', problems);
      await undo.undoButton.click();
      await expect(products.row(itemId).getByRole('button', { name: new RegExp(`^${productWords[lang].deactivate}`) })).toBeVisible();
      await sellerContext.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
