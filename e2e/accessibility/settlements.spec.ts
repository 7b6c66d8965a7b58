import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations, signedInAxePage } from '../support/axe';
import { SettlementsPages } from '../seller-portal/pages/settlements.page';

// The settlement pages in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): settlements and their documents`, onlyIn('desktop'), async ({ browser }, testInfo) => {
      const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width, account: accounts.seller });
      const pages = new SettlementsPages(page, lang);
      const problems: string[] = [];
      await pages.open();
      // The lines have loaded (each links to its order).
      await expect(page.getByRole('link', { name: /^ORD-/ }).first()).toBeVisible();
      problems.push(...(await seriousViolations(page)).map((line) => `/settlements: ${line}`));
      await pages.openDocuments();
      await expect(pages.documentLink('statement', pages.monthName())).toBeVisible();
      problems.push(...(await seriousViolations(page)).map((line) => `/settlements/document: ${line}`));
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
