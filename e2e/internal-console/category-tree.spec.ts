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
  await signInAs(page, accounts.internal, 'id');
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

test('staff reorder subcategories from the keyboard and move one under another parent; a fourth level is refused', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const [home, garden, pots, pans, tiny] = ['Rumah Pindah', 'Taman Pindah', 'Panci', 'Wajan', 'Sendok'].map((label) => ({
    name: `${label} ${stamp}`,
    nameEn: `${label} EN ${stamp}`,
  }));
  await signInAs(page, accounts.internal, 'en');
  const tree = new CategoryTreePages(page, 'en');
  await tree.open();
  await tree.addRoot(home);
  await tree.addRoot(garden);
  await tree.addChild(home.name, pots);
  await tree.addChild(home.name, pans);
  await expect(tree.childrenOf(home.name)).toHaveText([new RegExp(pots.name), new RegExp(pans.name)]);

  // "Up" from the keyboard: the order follows, and the focus stays on the row's buttons (Up is disabled at the top).
  await tree
    .rowOf(pans.name)
    .getByRole('button', { name: tree.words.moveUpOf(pans.name) })
    .focus();
  await page.keyboard.press('Enter');
  await expect(tree.childrenOf(home.name)).toHaveText([new RegExp(pans.name), new RegExp(pots.name)]);
  await expect(tree.rowOf(pans.name).getByRole('button', { name: tree.words.moveDownOf(pans.name) })).toBeFocused();

  // Moved under the other main category, with what is under it; kept after a reload.
  await tree.addChild(pots.name, tiny);
  const form = await tree.moveTo(pots.name, garden.name);
  await expect(page.getByText(tree.words.movedTo(pots.name, garden.name))).toBeVisible();
  await expect(form).toHaveCount(0);
  await tree.open();
  await expect(tree.childrenOf(garden.name)).toHaveText([new RegExp(pots.name)]);
  await expect(tree.childrenOf(home.name)).toHaveText([new RegExp(pans.name)]);
  await expect(tree.childrenOf(pots.name)).toHaveText([new RegExp(tiny.name)]);

  // The picker offers only where it fits; the server refuses a fourth level all the same (asked directly).
  const refused = await page.request.post(`/backend/category/tree/${await codeOf(tree, pots.name)}/move`, {
    data: { parentCode: await codeOf(tree, pans.name) },
  });
  expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('PRODUCT_CATEGORY_TOO_DEEP');
});

/** A category's code, from its row's test id. */
async function codeOf(tree: CategoryTreePages, name: string): Promise<string> {
  const id = await tree.rowOf(name).getAttribute('data-testid');
  return (id ?? '').replace(/^category-/, '');
}

test('staff without INTERNAL_CATEGORY get "No access", and the server refuses them the tree (§6)', async ({ page }) => {
  await signInAs(page, accounts.configViewer, 'en');
  await page.goto('/console/category-tree');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  const refused = await page.request.get('/backend/category/tree');
  expect([refused.status(), ((await refused.json()) as { errorCode: string }).errorCode]).toEqual([403, 'PE403001']);
});
