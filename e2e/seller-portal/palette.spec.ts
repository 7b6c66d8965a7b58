import { expect, test } from '@playwright/test';
import { accounts, langOfProject, onlyIn } from '../support/accounts';
import { placeOrder } from '../support/marketplace-orders';
import { PalettePage, paletteWords } from './pages/palette.page';
import { ShellPage } from './pages/shell.page';
import { signInThroughApi } from './pages/sign-in.page';

test('Ctrl+K, an order number and Enter open the order; the palette remembers it', onlyIn('desktop'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const attempt = Date.now().toString(36);
  const order = await placeOrder(page.request, { customerId: `E2E-palette-${testInfo.project.name}-${attempt}`, name: `Pembeli Palet ${attempt}` });
  await signInThroughApi(page, accounts.seller, { lang });
  await new ShellPage(page, lang).skipWebPushPrompt();
  await page.goto('/dashboard');
  const palette = new PalettePage(page, lang);
  await palette.openWithKeyboard();
  await palette.search(order.orderNumber.toLowerCase());
  const hit = palette.option(new RegExp(order.orderNumber));
  await expect(hit).toContainText(paletteWords[lang].order);
  // The exact number is the first option and the active one: Enter opens it.
  await expect(palette.options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(palette.options.first()).toContainText(order.orderNumber);
  await palette.field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order-list/${order.orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.orderNumber) })).toBeVisible();
  await expect(palette.field).toHaveCount(0);

  // Opened again, empty: the order is among the recent choices.
  await palette.openWithKeyboard();
  await expect(page.getByText(paletteWords[lang].recent)).toBeVisible();
  await expect(palette.options.first()).toContainText(order.orderNumber);
  await page.keyboard.press('Escape');
  await expect(palette.field).toHaveCount(0);
});

test('on a phone the header’s search opens the palette, which finds a product by name', onlyIn('phone'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.seller, { lang });
  await new ShellPage(page, lang).skipWebPushPrompt();
  await page.goto('/dashboard');
  const palette = new PalettePage(page, lang);
  await palette.openFromHeader();
  await palette.search('kopi');
  const product = palette.options.filter({ hasText: paletteWords[lang].product }).first();
  await expect(product).toBeVisible();
  const name = (await product.locator('span span').first().innerText()).trim();
  await palette.choose(name);
  await expect(page).toHaveURL(/\/external\/product\/active\/all\?item=/);
  await expect(page.getByRole('dialog').getByText(name).first()).toBeVisible();
});
