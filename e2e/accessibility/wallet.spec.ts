import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations, signedInAxePage } from '../support/axe';
import { WalletPages as WalletInPortal } from '../seller-portal/pages/wallet.page';

// wallet's page in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): wallet`, onlyIn('desktop'), async ({ browser }, testInfo) => {
      const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width, account: accounts.seller });
      const problems: string[] = [];
      for (const pages of [new WalletInPortal(page, lang)]) {
        await pages.open();
        await expect(page.locator('[data-transaction]').first()).toBeVisible();
        problems.push(...(await seriousViolations(page)).map((line) => `${pages.base}/wallet: ${line}`));
        // The withdraw dialog, open over the page.
        await page.getByRole('button', { name: pages.words.withdraw, exact: true }).click();
        await expect(pages.dialog).toBeVisible();
        problems.push(...(await seriousViolations(page)).map((line) => `${pages.base}/wallet (withdraw): ${line}`));
        await page.keyboard.press('Escape');
        // A withdrawal's page.
        await page.locator('[data-transaction="WITHDRAWAL_REQUESTED"]').first().getByRole('link').click();
        await expect(page.locator('[data-withdrawal-status]')).toBeVisible();
        problems.push(...(await seriousViolations(page)).map((line) => `${pages.base}/wallet/withdrawals: ${line}`));
      }
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
