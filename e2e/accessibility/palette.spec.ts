import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolationsAtWidths, signedInAxePage } from '../support/axe';
import { PalettePage } from '../seller-portal/pages/palette.page';

// The command palette of seller@demo.test in both languages at 375 and 1280 px: empty (its hint), and with menus,
// orders and products found for a query, the first option active.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): the command palette`, onlyIn('desktop'), async ({ browser, baseURL }) => {
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
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
