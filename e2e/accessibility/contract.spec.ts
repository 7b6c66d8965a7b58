import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { signedInAxePage, walkVisits, type AxeVisit } from '../support/axe';
import { contractWords } from '../seller-portal/pages/contract.page';

/** The contract pages (§2.7: public, with the header) as a visitor and as the demo seller sees them. */
const visits = (who: 'visitor' | 'seller', lang: Lang): AxeVisit[] => [
  {
    name: `contract-${who}`,
    path: `/contract${who === 'visitor' ? `?lang=${lang}` : ''}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: contractWords[lang].termsHeading })).toBeVisible();
      if (who === 'seller') await expect(page.getByRole('table').first()).toBeVisible();
    },
  },
  {
    name: `contract-base-margin-${who}`,
    path: `/contract/base-margin/CAT-FOOD${who === 'visitor' ? `?lang=${lang}` : ''}`,
    ready: async (page) => {
      await expect(page.getByRole('table')).toBeVisible();
      // The seller's own column comes with the store's contract.
      if (who === 'seller') await expect(page.getByRole('columnheader', { name: contractWords[lang].yours })).toBeVisible();
    },
  },
];

// The contract pages in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}): the contract pages without a session`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await page.goto(`/contract?lang=${lang}`);
    const problems = await walkVisits(page, lang, visits('visitor', lang));
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`accessibility (${lang}): the seller's contract, margins and agreement`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width: 1280, account: accounts.seller });
    const words = contractWords[lang];
    const problems = await walkVisits(page, lang, [
      ...visits('seller', lang),
      {
        name: 'contract-margin-seller',
        path: '/contract',
        ready: async (each) => {
          await each.getByRole('link', { name: words.agreementFor(words.coffee) }).click();
          await expect(each.getByRole('heading', { level: 1, name: words.agreementHeading(words.coffee) })).toBeVisible();
        },
      },
    ]);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
