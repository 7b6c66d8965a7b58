import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations, signedInAxePage } from '../support/axe';
import { OrderListPage, orderWords } from '../seller-portal/pages/orders.page';

async function check(page: Page, where: string, problems: string[]) {
  for (const line of await seriousViolations(page)) problems.push(`${where}: ${line}`);
}

// The order pages of seller@demo.test in both languages at a phone's 375 px and a desktop's 1280 px: the list with
// a selection and its bulk bar, the export modal, an order's detail with the ship and cancel dialogs.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): the order pages`, onlyIn('desktop'), async ({ browser, baseURL }) => {
      test.slow();
      const { context, page } = await signedInAxePage(browser, { baseURL, lang, width, account: accounts.seller });
      const problems: string[] = [];
      const words = orderWords[lang];

      const list = new OrderListPage(page, lang);
      await list.open('?status=READY_TO_SHIP');
      await expect(list.rows.first()).toBeVisible();
      await check(page, 'order list', problems);
      if (width < 769) {
        // The phone's filters: one button opening a sheet.
        await list.filterButton.click();
        await expect(list.filterSheet).toBeVisible();
        await check(page, 'filter sheet', problems);
        await page.keyboard.press('Escape');
        await expect(list.filterSheet).toBeHidden();
      }
      await list.rows.first().getByRole('checkbox').check();
      await expect(page.getByRole('region', { name: lang === 'id' ? 'Tindakan untuk pesanan terpilih' : 'Act on the selected orders' })).toBeVisible();
      await check(page, 'order list with a selection', problems);

      await list.exportButton.click();
      await expect(list.downloadLink).toBeVisible({ timeout: 20_000 });
      await check(page, 'export modal', problems);
      await page.keyboard.press('Escape');

      const orderNumber = (await list.rows.first().getByRole('link').first().innerText()).trim();
      await list.openOrder(orderNumber);
      await check(page, 'order detail', problems);
      await page.getByRole('button', { name: words.ship }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, 'ship dialog', problems);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: lang === 'id' ? 'Batalkan pesanan' : 'Cancel order' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, 'cancel dialog', problems);

      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
