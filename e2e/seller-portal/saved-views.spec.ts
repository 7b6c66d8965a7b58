import { expect, test, type Page } from '@playwright/test';
import { savedViewPaths, type SavedViewList, type SavedViewListAnswer } from '@seller-portal/contracts/saved-views';
import { accounts, langOfProject, onlyIn, type Lang } from '../support/accounts';
import { OrderListPage } from './pages/orders.page';
import { ProductListPage, productWords, signInToProducts } from './pages/products.page';
import { SavedViewsMenu, UndoToast } from './pages/saved-views.page';
import { signInThroughApi } from './pages/sign-in.page';

/** Deletes the views earlier runs of these flows left (a failed run keeps its default), so each starts clean. */
async function forgetEarlierViews(page: Page, list: SavedViewList) {
  const answer = (await (await page.request.get(savedViewPaths.views(list))).json()) as { value: SavedViewListAnswer };
  for (const view of answer.value.views.filter((candidate) => candidate.mine && candidate.name.startsWith('E2E'))) {
    expect((await page.request.delete(savedViewPaths.view(list, view.id))).ok()).toBe(true);
  }
}

// views@demo.test keeps views of their own: a default of theirs changes no other flow's list. The order list's flow
// runs on the desktop, the product list's on the phone, so the two never share a default.
test('a saved view is the default the next day: the order list opens on it, its filters in the address', onlyIn('desktop'), async ({ browser }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const name = `E2E Siap kirim ${Date.now().toString(36)}`;
  const today = await browser.newContext();
  const page = await today.newPage();
  await signInThroughApi(page, accounts.views, { lang });
  await forgetEarlierViews(page, 'orders');
  const list = new OrderListPage(page, lang);
  await list.open('?status=READY_TO_SHIP&sort=SHIP_BY_ASC');
  const views = new SavedViewsMenu(page, lang);
  await views.open();
  // The owner's shared views are there beside the person's own.
  await expect(views.view('Pesanan baru')).toBeVisible();
  await views.save(name, { makeDefault: true });
  await expect(views.view(name)).toContainText(views.words.defaultTag);
  await views.close();
  await expect(views.button).toHaveText(views.words.current(name));
  await today.close();

  // The next day: a new browser, a new session, the list opened bare.
  const tomorrow = await browser.newContext();
  const next = await tomorrow.newPage();
  await signInThroughApi(next, accounts.views, { lang });
  const again = new OrderListPage(next, lang);
  await again.open();
  await expect(next).toHaveURL(/\/order-list\?status=READY_TO_SHIP&sort=SHIP_BY_ASC$/);
  await expect(again.tab('READY_TO_SHIP')).toHaveAttribute('aria-current', 'page');
  await expect(new SavedViewsMenu(next, lang).button).toHaveText(views.words.current(name));

  // An address with filters wins over the default.
  await again.open('?status=SHIPPED');
  await expect(again.tab('SHIPPED')).toHaveAttribute('aria-current', 'page');
  await expect(next).toHaveURL(/\/order-list\?status=SHIPPED$/);

  const menu = new SavedViewsMenu(next, lang);
  await menu.open();
  await menu.remove(name);
  await tomorrow.close();
});

test('a saved view is the default the next day: the product list opens on it', onlyIn('phone'), async ({ browser }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const name = `E2E Inactive ${Date.now().toString(36)}`;
  const today = await browser.newContext({ ...testInfo.project.use });
  const page = await today.newPage();
  await signInToProducts(page, accounts.views, lang);
  await forgetEarlierViews(page, 'products');
  const products = new ProductListPage(page, lang);
  await products.open('tab=INACTIVE&sort=NAME_ASC');
  const views = new SavedViewsMenu(page, lang);
  await views.open();
  await expect(views.view('Stok habis')).toBeVisible();
  await views.save(name, { makeDefault: true });
  await views.close();
  await today.close();

  const tomorrow = await browser.newContext({ ...testInfo.project.use });
  const next = await tomorrow.newPage();
  await signInToProducts(next, accounts.views, lang);
  await new ProductListPage(next, lang).open();
  await expect(next).toHaveURL(/tab=INACTIVE/);
  await expect(next).toHaveURL(/sort=NAME_ASC/);
  await expect(next.getByRole('button', { name: new RegExp(`^${productWords[lang].tabName('INACTIVE')}`), pressed: true })).toBeVisible();
  const menu = new SavedViewsMenu(next, lang);
  await expect(menu.button).toHaveText(views.words.current(name));
  await menu.open();
  await menu.remove(name);
  await tomorrow.close();
});

/** Each project deactivates products of its own, so the two runs never meet. */
const undoItems: Record<Lang, string[]> = { id: ['ITEM-60001-036', 'ITEM-60001-037'], en: ['ITEM-60001-038', 'ITEM-60001-039'] };

test('undo restores deactivated products', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const items = undoItems[lang];
  await signInToProducts(page, accounts.seller, lang);
  // Active to begin with, whatever an earlier run left.
  expect((await page.request.post('/backend/product-external/api/products/status', { data: { itemIds: items, active: true } })).ok()).toBe(true);
  const products = new ProductListPage(page, lang);
  await products.open('q=ITEM-60001-03');
  const words = productWords[lang];
  for (const itemId of items) await products.row(itemId).getByRole('checkbox').check();
  await page
    .getByRole('region', { name: words.selected(2) })
    .getByRole('button', { name: words.deactivate, exact: true })
    .click();
  for (const itemId of items) await expect(products.row(itemId).getByRole('button', { name: new RegExp(`^${words.activate}`) })).toBeVisible();

  // The toast offers Undo; it is reached from the keyboard and pressed there.
  const undo = new UndoToast(page, lang);
  await expect(undo.toast(words.deactivatedMany(2))).toBeVisible();
  await undo.undoButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText(words.undone(2))).toBeVisible();
  for (const itemId of items) await expect(products.row(itemId).getByRole('button', { name: new RegExp(`^${words.deactivate}`) })).toBeVisible();
  // The server holds them active again: the list read afresh says so.
  await page.reload();
  for (const itemId of items) await expect(products.row(itemId).getByRole('button', { name: new RegExp(`^${words.deactivate}`) })).toBeVisible();
});
