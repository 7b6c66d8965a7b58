import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations, signedInAxePage } from '../support/axe';
import { PickupPointsPages } from '../seller-portal/pages/pickup-points.page';

// The pickup point pages in both languages at a phone's 375 px and a desktop's 1280 px: the list with its flagged
// schedule, the demo pickup point whose schedule cannot work, and a new one: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): pickup-points`, onlyIn('desktop'), async ({ browser }, testInfo) => {
      const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width, account: accounts.seller });
      const pages = new PickupPointsPages(page, lang);
      const problems: string[] = [];
      await pages.open();
      await expect(pages.invalidSchedules).toBeVisible();
      problems.push(...(await seriousViolations(page)).map((line) => `/store/address: ${line}`));
      await pages.openPoint('PP-DEMO-60001-BDG', 'Gudang Bandung');
      await expect(pages.schedule(1)).toBeVisible();
      problems.push(...(await seriousViolations(page)).map((line) => `/store/address/PP-DEMO-60001-BDG: ${line}`));
      await page.goto('/store/address/new');
      await expect(page.getByRole('heading', { level: 1, name: pages.words.newHeading })).toBeVisible();
      problems.push(...(await seriousViolations(page)).map((line) => `/store/address/new: ${line}`));
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
