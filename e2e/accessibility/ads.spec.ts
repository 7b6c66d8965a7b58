import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations, signedInAxePage } from '../support/axe';
import { AdsPages } from '../seller-portal/pages/ads.page';

// The ads pages (the balance with its top-up dialog, the campaigns with the form, a campaign's results) in both
// languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): ads`, onlyIn('desktop'), async ({ browser }, testInfo) => {
      const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width, account: accounts.seller });
      const ads = new AdsPages(page, lang);
      const problems: string[] = [];
      const check = async (where: string) => problems.push(...(await seriousViolations(page)).map((line) => `${where}: ${line}`));
      await ads.open();
      await check('/bliklan');
      await page.getByRole('button', { name: ads.words.topUp, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('/bliklan top-up');
      await page.keyboard.press('Escape');
      await ads.openCampaigns();
      await expect(page.locator('[data-campaign]').first()).toBeVisible();
      await check('/bliklanv2');
      await page.getByRole('button', { name: ads.words.newCampaign }).click();
      await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
      await check('/bliklanv2 form');
      await page.keyboard.press('Escape');
      await page.goto('/bliklanv2/0d6b3f57-3d39-4a8b-9a59-1c2e3f4a0001');
      await expect(page.locator('[data-totals]')).toBeVisible();
      await check('/bliklanv2/:campaignId');
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
