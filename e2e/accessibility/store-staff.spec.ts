import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations, signedInAxePage } from '../support/axe';
import { StorePerformancePage } from '../seller-portal/pages/store-performance.page';
import { StoreStaffPages as StoreStaffInPortal } from '../seller-portal/pages/store-staff.page';

// The staff page (mpp@demo.test's store: one staff member serving one pickup point) in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): store-staff`, onlyIn('desktop'), async ({ browser }, testInfo) => {
      const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width, account: accounts.mpp });
      const problems: string[] = [];
      for (const pages of [new StoreStaffInPortal(page, lang)]) {
        await pages.open();
        problems.push(...(await seriousViolations(page)).map((line) => `${pages.base}/store/staff: ${line}`));
      }
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}

// The performance report of a staff member assigned to one pickup point (pointstaff@demo.test), with the note naming it.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): a pickup point's staff member's performance report`, onlyIn('desktop'), async ({ browser }, testInfo) => {
      const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width, account: accounts.pointStaff });
      const performance = new StorePerformancePage(page, lang);
      await performance.open();
      // Its point is Gudang Malang, unless the staff spec has it on Gudang Surabaya for a moment: either is a note.
      await expect(performance.scopeNote).toBeVisible();
      const problems = await seriousViolations(page);
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
