import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { axeWidths, seriousViolations, seriousViolationsAtWidths } from '../support/axe';
import { sendAsCustomer } from '../support/chat-customer';
import { ChatPage, chatWords } from '../seller-portal/pages/chat.page';
import { signInThroughApi } from '../seller-portal/pages/sign-in.page';

/** Reads the page at both widths (one page, resized). */
async function check(page: Page, where: string, problems: string[]) {
  problems.push(...(await seriousViolationsAtWidths(page, where)));
}

// The chat pages of seller@demo.test and of view-only staff in both languages at a phone's 375 px and a desktop's
// 1280 px: the list, a room with its composer (the template search, the product picker with and without results),
// the templates, the review reminder. One test a language, each state read at both widths.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): the chat pages`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // A customer of this attempt: a retry's room holds its own greeting alone.
    const customer = { customerId: `E2E-chatui-axe-${lang}-${testInfo.retry}`, name: `Pelanggan Axe ${lang}` };
    await sendAsCustomer(page.request, customer, 'DEMO-60001', 'Halo kak, stoknya ada?');
    const problems: string[] = [];
    const words = chatWords[lang];

    await signInThroughApi(page, accounts.seller, { lang });

    // The list and the room are laid out anew when the width changes (side by side, or the room on its own), which
    // closes what the composer opened: the room is opened and walked at each width in the one signed-in browser.
    const chat = new ChatPage(page, lang);
    for (const width of axeWidths) {
      await page.setViewportSize({ width, height: 900 });
      const here = async (where: string) => problems.push(...(await seriousViolations(page)).map((line) => `${where} (${width} px): ${line}`));
      await chat.open();
      await expect(chat.room(customer.customerId)).toBeVisible();
      await here('conversation list');

      await chat.openRoom(customer);
      await expect(chat.message('Halo kak, stoknya ada?')).toBeVisible();
      await here('room');
      await chat.composer.fill('/');
      await expect(page.getByRole('listbox').or(page.getByRole('status').filter({ hasText: /template/i }))).toBeVisible();
      await here('room, template search');
      await chat.composer.fill('');

      await chat.openProductPicker();
      await chat.productSearch.fill('kopi');
      await expect(chat.productPicker.getByRole('option').first()).toContainText('Kopi');
      await expect(chat.productPicker.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
      await here('room, product picker with results');
      await chat.productSearch.fill('tidak ada produk seperti ini');
      await expect(chat.productPicker.getByRole('option')).toHaveCount(0);
      await here('room, product picker without results');
      await chat.productSearch.press('Escape');
      await expect(chat.productPicker).toBeHidden();
    }

    await page.goto(`/conversations/setting?tab=chat_template&lang=${lang}`);
    await expect(page.getByRole('button', { name: words.addTemplate })).toBeVisible();
    await page.getByRole('button', { name: words.addTemplate }).click();
    await check(page, 'templates with the form', problems);

    await page.goto(`/conversations/review-reminder?lang=${lang}`);
    await expect(page.getByTestId('review-reminder-quota')).toBeVisible();
    await check(page, 'review reminder', problems);
    await context.close();

    // View-only staff: the room with the note instead of the composer.
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staff = await staffContext.newPage();
    await signInThroughApi(staff, accounts.staff, { lang });
    const staffChat = new ChatPage(staff, lang);
    for (const width of axeWidths) {
      await staff.setViewportSize({ width, height: 900 });
      await staffChat.open();
      await staffChat.openRoom(customer);
      await expect(staffChat.viewOnlyNote).toBeVisible();
      problems.push(...(await seriousViolations(staff)).map((line) => `room, view-only (${width} px): ${line}`));
    }
    await staffContext.close();

    expect(problems, problems.join('\n')).toEqual([]);
  });
}
