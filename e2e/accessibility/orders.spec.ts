import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations, seriousViolationsAtWidths, signedInAxePage } from '../support/axe';
import { OrderListPage, orderWords } from '../seller-portal/pages/orders.page';

// The order pages of seller@demo.test in both languages at a phone's 375 px and a desktop's 1280 px: the list with
// a selection and its bulk bar, the phone's filter sheet, the export modal, an order's detail with the ship and cancel
// dialogs. One test a language, signed in once, each state read at both widths.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): the order pages`, onlyIn('desktop'), async ({ browser, baseURL }) => {
    test.slow();
    const { context, page } = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.seller });
    const problems: string[] = [];
    const check = async (where: string) => problems.push(...(await seriousViolationsAtWidths(page, where)));
    const words = orderWords[lang];

    const list = new OrderListPage(page, lang);
    await list.open('?status=READY_TO_SHIP');
    await expect(list.rows.first()).toBeVisible();
    await check('order list');
    // The phone's filters: one button opening a sheet (the page is at 375 px after the check). The web-push question
    // of the shell comes over the list first; it is answered "later" as a seller would before filtering.
    const webPushLater = page.getByRole('button', { name: lang === 'id' ? 'Nanti saja' : 'Not now' });
    if (await webPushLater.isVisible()) await webPushLater.click();
    await list.filterButton.click();
    await expect(list.filterSheet).toBeVisible();
    for (const line of await seriousViolations(page)) problems.push(`filter sheet (375 px): ${line}`);
    await page.keyboard.press('Escape');
    await expect(list.filterSheet).toBeHidden();
    await list.rows.first().getByRole('checkbox').check();
    await expect(page.getByRole('region', { name: lang === 'id' ? 'Tindakan untuk pesanan terpilih' : 'Act on the selected orders' })).toBeVisible();
    await check('order list with a selection');

    await list.exportButton.click();
    await expect(list.downloadLink).toBeVisible({ timeout: 20_000 });
    await check('export modal');
    await page.keyboard.press('Escape');

    const orderNumber = (await list.rows.first().getByRole('link').first().innerText()).trim();
    await list.openOrder(orderNumber);
    await check('order detail');
    await page.getByRole('button', { name: words.ship }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('ship dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: lang === 'id' ? 'Batalkan pesanan' : 'Cancel order' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('cancel dialog');

    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
