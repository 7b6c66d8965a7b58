import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { signedInAxePage, walkVisits } from '../support/axe';
import { ipoWords } from '../seller-portal/pages/ipo.page';

// /ipo in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}): inbound purchase orders`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width: 1280, account: accounts.seller });
    const problems = await walkVisits(page, lang, [
      {
        name: 'ipo',
        path: '/ipo',
        ready: async (each) => {
          await expect(each.getByRole('heading', { level: 2, name: ipoWords[lang].listHeading })).toBeVisible();
          await expect(each.getByRole('table')).toBeVisible();
        },
      },
    ]);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
