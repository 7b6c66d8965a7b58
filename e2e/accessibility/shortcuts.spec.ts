import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolationsAtWidths, signedInAxePage } from '../support/axe';
import { OrderListPage } from '../seller-portal/pages/orders.page';
import { paletteWords } from '../seller-portal/pages/palette.page';
import { ShortcutsHelp } from '../seller-portal/pages/shortcuts.page';

// The `?` dialog of seller@demo.test over the order list (its own shortcuts and every page's) in both languages at
// 375 and 1280 px, and the list with a row focused by j; the internal console's dialog (the palette's Ctrl+K).
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): the keyboard shortcuts dialog`, onlyIn('desktop'), async ({ browser, baseURL }) => {
    const { context, page } = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.seller });
    const problems: string[] = [];
    const check = async (where: string) => problems.push(...(await seriousViolationsAtWidths(page, where)));
    const list = new OrderListPage(page, lang);
    await list.open();
    await expect(list.rows.first()).toBeVisible();
    await page.locator('main').focus();
    await list.pressKeys('j');
    await expect(list.focusedRow).toHaveCount(1);
    await check('order list, a row focused by j');
    const help = new ShortcutsHelp(page, lang);
    await help.open();
    await expect(help.shortcut('page', help.words.nextOrder)).toBeVisible();
    await check('keyboard shortcuts dialog');
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): the internal console's keyboard shortcuts dialog`, onlyIn('desktop'), async ({ browser, baseURL }) => {
    const { context, page } = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.internal });
    await page.goto('/console/');
    await expect(page.getByRole('banner').getByRole('button', { name: paletteWords[lang].field })).toBeVisible();
    const help = new ShortcutsHelp(page, lang);
    await help.open();
    await expect(help.shortcut('global', help.words.palette)).toBeVisible();
    const problems = await seriousViolationsAtWidths(page, 'the console’s keyboard shortcuts dialog');
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
