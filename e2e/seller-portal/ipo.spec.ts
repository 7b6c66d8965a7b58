import { expect, test } from '@playwright/test';
import { accounts, langOfProject } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { IpoPages } from './pages/ipo.page';
import { ShellPage } from './pages/shell.page';

test('a seller sends stock to a fulfilment warehouse and cancels the order before it arrives', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang);
  const ipo = new IpoPages(page, lang);
  await ipo.open();
  // §2.8: the header is hidden on phones (and tablets), shown on a desktop.
  await expect(new ShellPage(page, lang).header).toBeVisible({ visible: testInfo.project.name === 'desktop' });
  // The demo's orders: one received, one on its way, one cancelled.
  await expect(page.getByText(ipo.words.received, { exact: true }).first()).toBeVisible();

  await page.getByLabel(ipo.words.warehouse, { exact: true }).selectOption({ label: ipo.words.surabaya });
  const product = page.getByLabel(ipo.words.product, { exact: true });
  await product.selectOption({ index: 1 });
  const productName = ((await product.locator('option:checked').textContent()) ?? '').replace(/ \(.*$/, '');
  await page.getByLabel(ipo.words.units, { exact: true }).fill('24');
  await page.getByRole('button', { name: ipo.words.submit }).click();
  const toast = page.getByText(ipo.words.sent);
  await expect(toast).toBeVisible();
  const number = /IPO-\d{8}-DEMO-60001-[0-9A-F]{6}/.exec((await toast.textContent()) ?? '')?.[0] as string;
  expect(number).toBeTruthy();
  const row = ipo.row(number);
  await expect(row).toContainText(ipo.words.surabaya);
  await expect(row).toContainText(`${productName} × 24`);
  await expect(row).toContainText(ipo.words.submitted);

  await row.getByRole('button', { name: ipo.words.cancelOrder(number) }).click();
  await page.getByRole('dialog').getByRole('button', { name: ipo.words.confirmCancel, exact: true }).click();
  await expect(row).toContainText(ipo.words.cancelled);
  await expect(row.getByRole('button')).toHaveCount(0);
});

test('staff without STORE_FBB-CENTER see "No access" on /ipo', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.staff, lang);
  await page.goto('/ipo');
  await expect(new ShellPage(page, lang).errorView('noAccess')).toBeVisible();
});
