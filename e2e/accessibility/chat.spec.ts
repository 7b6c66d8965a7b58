import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { sendAsCustomer } from '../support/chat-customer';
import { ChatPage, chatWords } from '../seller-portal/pages/chat.page';
import { signInThroughApi } from '../seller-portal/pages/sign-in.page';

async function check(page: Page, where: string, problems: string[]) {
  for (const line of await seriousViolations(page)) problems.push(`${where}: ${line}`);
}

// The chat pages of seller@demo.test and of view-only staff in both languages at a phone's 375 px and a desktop's
// 1280 px: the list, a room with its composer (the template search, the product picker with and without results),
// the templates, the review reminder.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): the chat pages`, onlyIn('desktop'), async ({ browser }, testInfo) => {
      test.slow();
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      // A customer of this attempt: a retry's room holds its own greeting alone.
      const customer = { customerId: `E2E-chatui-axe-${lang}-${width}-${testInfo.retry}`, name: `Pelanggan Axe ${lang} ${width}` };
      await sendAsCustomer(page.request, customer, 'DEMO-60001', 'Halo kak, stoknya ada?');
      const problems: string[] = [];
      const words = chatWords[lang];

      await signInThroughApi(page, accounts.seller, { lang });

      const chat = new ChatPage(page, lang);
      await chat.open();
      await expect(chat.room(customer.customerId)).toBeVisible();
      await check(page, 'conversation list', problems);

      await chat.openRoom(customer);
      await expect(chat.message('Halo kak, stoknya ada?')).toBeVisible();
      await check(page, 'room', problems);
      await chat.composer.fill('/');
      await expect(page.getByRole('listbox').or(page.getByRole('status').filter({ hasText: /template/i }))).toBeVisible();
      await check(page, 'room, template search', problems);
      await chat.composer.fill('');

      await chat.openProductPicker();
      await chat.productSearch.fill('kopi');
      await expect(chat.productPicker.getByRole('option').first()).toContainText('Kopi');
      await expect(chat.productPicker.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
      await check(page, 'room, product picker with results', problems);
      await chat.productSearch.fill('tidak ada produk seperti ini');
      await expect(chat.productPicker.getByRole('option')).toHaveCount(0);
      await check(page, 'room, product picker without results', problems);
      await chat.productSearch.press('Escape');
      await expect(chat.productPicker).toBeHidden();

      await page.goto(`/conversations/setting?tab=chat_template&lang=${lang}`);
      await expect(page.getByRole('button', { name: words.addTemplate })).toBeVisible();
      await page.getByRole('button', { name: words.addTemplate }).click();
      await check(page, 'templates with the form', problems);

      await page.goto(`/conversations/review-reminder?lang=${lang}`);
      await expect(page.getByTestId('review-reminder-quota')).toBeVisible();
      await check(page, 'review reminder', problems);
      await context.close();

      // View-only staff: the room with the note instead of the composer.
      const staffContext = await browser.newContext({ viewport: { width, height: 900 } });
      const staff = await staffContext.newPage();
      await signInThroughApi(staff, accounts.staff, { lang });
      const staffChat = new ChatPage(staff, lang);
      await staffChat.open();
      await staffChat.openRoom(customer);
      await expect(staffChat.viewOnlyNote).toBeVisible();
      await check(staff, 'room, view-only', problems);
      await staffContext.close();

      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
