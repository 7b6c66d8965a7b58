import { expect, test } from '@playwright/test';
import { orderPathsOf } from '@seller-portal/contracts/orders';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolationsAtWidths, signedInAxePage } from '../support/axe';
import { sendAsCustomer } from '../support/chat-customer';
import { addTemplate, removeTemplate } from '../support/chat-templates';
import { placeOrder } from '../support/marketplace-orders';
import { PalettePage } from '../seller-portal/pages/palette.page';

// The command palette of seller@demo.test in both languages at 375 and 1280 px: empty (its hint); with menus,
// orders and products found for a query, the first option active; with actions offered (accept, ship, export); an
// action's question (the tracking number) with its refusal; and the internal console's palette. Then a conversation's
// reply with a template: the templates to choose from, and a refused one.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): the command palette`, onlyIn('desktop'), async ({ browser, baseURL }) => {
    // Eight states at two widths and the console's: more than the default time on a loaded machine.
    test.slow();
    const { context, page } = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.seller });
    const problems: string[] = [];
    const check = async (where: string) => problems.push(...(await seriousViolationsAtWidths(page, where)));
    await page.goto('/dashboard');
    const palette = new PalettePage(page, lang);
    await palette.openWithKeyboard();
    await check('palette, empty');
    await palette.search('kopi');
    await expect(palette.options.first()).toHaveAttribute('aria-selected', 'true');
    await check('palette with results');

    // An accepted order: shipping it is offered, and asks for the tracking number.
    const attempt = `${lang}-${Date.now().toString(36)}`;
    const order = await placeOrder(page.request, { customerId: `E2E-axe-palette-${attempt}`, name: `Pembeli Axe ${attempt}` });
    expect((await page.request.post(orderPathsOf.accept(order.orderNumber), { data: { version: 1 } })).ok()).toBe(true);
    await palette.search(order.orderNumber);
    await expect(palette.action(palette.words.ship(order.orderNumber))).toBeVisible();
    await check('palette with an order and its action');
    await palette.search(palette.words.exportWord);
    await expect(palette.action(palette.words.exportMonth)).toBeVisible();
    await check('palette with the export action');
    await palette.search(order.orderNumber);
    await palette.choose(palette.words.ship(order.orderNumber));
    await palette.answer('1');
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await check('palette asking the tracking number, refused');

    await context.close();

    const consoleAxe = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.internal });
    await consoleAxe.page.goto('/console/');
    const consolePalette = new PalettePage(consoleAxe.page, lang, 'console');
    await consolePalette.openWithKeyboard();
    await consolePalette.search(lang === 'id' ? 'syarat' : 'terms');
    await expect(consolePalette.options.filter({ hasText: consolePalette.words.announcement }).first()).toBeVisible();
    problems.push(...(await seriousViolationsAtWidths(consoleAxe.page, 'the console’s palette with an announcement')));
    await consoleAxe.context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): the command palette's reply with a template`, onlyIn('desktop'), async ({ browser, baseURL }) => {
    test.slow();
    const { context, page } = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.seller });
    const problems: string[] = [];
    const check = async (where: string) => problems.push(...(await seriousViolationsAtWidths(page, where)));
    // A customer's conversation: "reply with a template", the store's templates to choose from, and a refused send
    // (a template too long once filled with the customer's name).
    const attempt = `${lang}-${Date.now().toString(36)}`;
    const customer = { customerId: `E2E-axe-palette-chat-${attempt}`, name: `Pelanggan Axe Palet Dengan Nama Panjang ${attempt}` };
    await sendAsCustomer(page.request, customer, 'DEMO-60001', 'Halo kak');
    const tooLong = await addTemplate(page.request, `Panjang ${attempt}`, '{customerName}'.repeat(71));
    await page.goto('/dashboard');
    const palette = new PalettePage(page, lang);
    await palette.openWithKeyboard();
    await palette.search(customer.customerId);
    await expect(palette.action(palette.words.reply)).toBeVisible();
    await check('palette with a conversation and its reply');
    await palette.choose(palette.words.reply);
    await palette.chooseAnswer(tooLong.title);
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await check('palette choosing a template, refused');
    await removeTemplate(page.request, tooLong);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
