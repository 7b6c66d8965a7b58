import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { ProductListPage, signInToProducts } from '../seller-portal/pages/products.page';
import { CategoryTreePages } from './pages/category-tree.page';

// Internal staff keep the category tree in the console; the seller's products page offers what is active.
test('staff add and rename a category, the seller is offered it; deactivated, it is offered no more', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const first = { name: `Perlengkapan Kemah ${stamp}`, nameEn: `Camping Gear ${stamp}` };
  const renamed = { name: `Alat Kemah ${stamp}`, nameEn: `Camping Kit ${stamp}` };
  await signInAs(page, accounts.internal, 'id', baseURL);
  const tree = new CategoryTreePages(page, 'id');
  await tree.open();
  await tree.addRoot(first);

  // A sibling's name is refused with its reason; a new name is kept.
  await tree.fillAndSave(page.locator('form').first(), { name: 'fashion', nameEn: `Other ${stamp}` });
  await expect(page.locator('form').first().getByRole('alert')).toContainText(tree.words.nameTaken);
  await tree
    .rowOf(first.name)
    .getByRole('button', { name: tree.words.renameOf(first.name) })
    .click();
  await tree.fillAndSave(tree.rowOf(first.name).locator('form'), renamed);
  await expect(tree.tree.getByText(renamed.name, { exact: true })).toBeVisible();

  // A category products use offers no delete, only deactivation.
  await expect(tree.category('CAT-FOOD-SNACK').getByRole('button', { name: tree.words.deleteOf('Camilan') })).toHaveCount(0);

  const sellerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  try {
    const sellerPage = await sellerContext.newPage();
    await signInToProducts(sellerPage, accounts.seller, 'id');
    const products = new ProductListPage(sellerPage, 'id');
    await products.open();
    const picker = sellerPage.getByRole('search').getByRole('combobox', { name: products.words.category });
    await expect(picker.getByRole('option', { name: renamed.name })).toHaveCount(1);

    await tree
      .rowOf(renamed.name)
      .getByRole('button', { name: tree.words.deactivateOf(renamed.name) })
      .click();
    await expect(tree.rowOf(renamed.name)).toContainText(tree.words.inactive);
    await products.open();
    await expect(picker.getByRole('option', { name: 'Camilan' })).toHaveCount(1);
    await expect(picker.getByRole('option', { name: renamed.name })).toHaveCount(0);
  } finally {
    await sellerContext.close();
  }
});

test('staff without INTERNAL_CATEGORY get "No access", and the server refuses them the tree (§6)', async ({ page, baseURL }) => {
  await signInAs(page, accounts.configViewer, 'en', baseURL);
  await page.goto('/console/category-tree');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  const refused = await page.request.get('/backend/category/tree');
  expect([refused.status(), ((await refused.json()) as { errorCode: string }).errorCode]).toEqual([403, 'PE403001']);
});
