import { expect, test } from '@playwright/test';
import { accounts, langOfProject, onlyIn, type Lang } from '../support/accounts';
import { customerHistory, sendAsCustomer, type ChatCustomer } from '../support/chat-customer';
import { ChatPage } from './pages/chat.page';
import { signInThroughApi } from './pages/sign-in.page';
import { rememberLanguage } from '../support/language';

const storeCode = 'DEMO-60001';

function customerOf(test: string, project: string): ChatCustomer {
  return { customerId: `E2E-picker-${test}-${project}`, name: `Pelanggan picker ${test} ${project}` };
}

test('a product card is sent by searching the product’s name in the picker; the room and the customer show it', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const lang = langOfProject(project);
  const customer = customerOf('send', project);
  await sendAsCustomer(page.request, customer, storeCode, 'Ada madu hutan?');
  await signInThroughApi(page, accounts.seller, { lang });
  const chat = new ChatPage(page, lang);
  await chat.open();
  await chat.openRoom(customer);

  // The phone taps the product; the laptop chooses it with the keyboard.
  await chat.sendProduct('Madu Hutan', project === 'phone' ? 'tap' : 'keyboard');
  await expect(chat.composer).toBeFocused();
  const card = chat.message('Madu Hutan Sumbawa 350 g');
  await expect(card).toContainText(lang === 'id' ? 'Rp120.000' : 'Rp120,000');
  await expect(card).toHaveAttribute('data-delivery', /sent|read/);

  // What the buyer app reads: the card with the product's own item ID, name and price.
  await expect
    .poll(async () => (await customerHistory(page.request, customer, storeCode)).content.find((message) => message.kind === 'product'))
    .toMatchObject({ kind: 'product', product: { itemId: 'ITEM-60001-004', name: 'Madu Hutan Sumbawa 350 g', price: 120_000 } });
});

test('the picker finds by item ID, moves with the arrows and closes with Escape back to the message field', onlyIn('desktop'), async ({ page }) => {
  const customer = customerOf('keys', 'desktop');
  await sendAsCustomer(page.request, customer, storeCode, 'Kopinya ada apa saja?');
  await signInThroughApi(page, accounts.seller, { lang: 'id' });
  const chat = new ChatPage(page, 'id');
  await chat.open();
  await chat.openRoom(customer);
  await chat.openProductPicker();
  await expect(chat.productSearch).toBeFocused();
  await chat.productSearch.fill('ITEM-60001-002');
  await expect(chat.productPicker.getByRole('option')).toHaveCount(1);
  await expect(chat.productOption('Teh Hijau Melati')).toContainText('Stok:');

  await chat.productSearch.fill('kopi');
  await expect(chat.productOption('Kopi Arabika Gayo')).toBeVisible();
  const options = chat.productPicker.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await chat.productSearch.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(chat.productSearch).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');

  // Out of stock or inactive products are never offered.
  await chat.productSearch.fill('Gula Aren');
  await expect(chat.productPicker.getByText('Tidak ada produk yang cocok dengan “Gula Aren”')).toBeVisible();

  await chat.productSearch.press('Escape');
  await expect(chat.productPicker).toBeHidden();
  await expect(chat.composer).toBeFocused();
});

const screenshotSizes = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

test('screenshots of the picker open with results, at 375 and 1280 px in both languages', onlyIn('desktop'), async ({ page }, testInfo) => {
  const customer = customerOf('look', 'desktop');
  await sendAsCustomer(page.request, customer, storeCode, 'Mau lihat produknya');
  await signInThroughApi(page, accounts.seller, { lang: 'id' });
  for (const lang of ['id', 'en'] as Lang[]) {
    for (const size of screenshotSizes) {
      await page.setViewportSize(size);
      await rememberLanguage(page, lang);
      const chat = new ChatPage(page, lang);
      await chat.open(`/conversations/${encodeURIComponent(customer.customerId)}`);
      await expect(chat.history).toBeVisible();
      await chat.openProductPicker();
      await chat.productSearch.fill('kopi');
      // The answer to "kopi" itself, not the first products the picker opened with.
      await expect(chat.productPicker.getByRole('option').first()).toContainText('Kopi');
      await expect(chat.productPicker.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
      const path = testInfo.outputPath(`picker-${lang}-${size.width}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`picker-${lang}-${size.width}`, { path, contentType: 'image/png' });
      await chat.productSearch.press('Escape');
      await expect(chat.productPicker).toBeHidden();
    }
  }
});
