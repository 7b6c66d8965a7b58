import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { signedInAxePage, walkVisits, type AxeVisit } from '../support/axe';
import { officialReviewWords } from '../internal-console/pages/official-store.page';
import { officialStoreWords } from '../seller-portal/pages/official-store.page';

/** The demo seller's application in review (apps/api/src/modules/official-store/demo.ts). */
const demoApplication = '0f1c1a00-0000-4000-8000-000000000001';

const heading = (name: string) => (page: Page) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** The seller's pages: the landing page, the application in review, the renewal an official store may send. */
function sellerVisits(lang: Lang): AxeVisit[] {
  const words = officialStoreWords[lang];
  return [
    {
      name: 'official-landing',
      path: '/officialpages/upgrade',
      ready: async (page) => {
        await heading(words.landingHeading)(page);
        await expect(page.getByTestId('official-checklist')).toBeVisible();
      },
    },
    { name: 'official-upgrade-in-review', path: '/official/upgrade', ready: (page) => expect(page.getByTestId('official-application')).toBeVisible() },
    { name: 'official-renewal-not-official', path: '/official/renewal', ready: (page) => expect(page.getByTestId('official-ineligible')).toBeVisible() },
  ];
}

/** The MPP store's application was rejected: the reason, and the form to apply again, with a refused document. */
function formVisits(lang: Lang): AxeVisit[] {
  const words = officialStoreWords[lang];
  return [
    {
      name: 'official-upgrade-form',
      path: '/official/upgrade',
      ready: (page) => expect(page.getByRole('button', { name: words.submit })).toBeVisible(),
      act: async (page) => {
        await page
          .getByLabel(new RegExp(`^${words.certificate}: `))
          .setInputFiles({ name: 'catatan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('only text') });
        await expect(page.getByTestId('document-TRADEMARK_CERTIFICATE').getByRole('alert')).toContainText(words.typeRefused);
      },
    },
  ];
}

function reviewVisits(lang: Lang): AxeVisit[] {
  const words = officialReviewWords[lang];
  return [
    { name: 'official-review', path: '/console/official/review', ready: (page) => expect(page.getByRole('table', { name: words.heading })).toBeVisible() },
    { name: 'official-review-detail', path: `/console/official/review/${demoApplication}`, ready: heading(words.detailHeading('Sejahtera Home')) },
    {
      name: 'official-review-decided',
      path: '/console/official/review?status=REJECTED',
      ready: (page) => expect(page.getByRole('table', { name: words.heading })).toBeVisible(),
    },
  ];
}

// The official store's pages in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}): the official store's pages and their review`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const [account, visits] of [
      [accounts.seller, sellerVisits(lang)],
      [accounts.mpp, formVisits(lang)],
      [accounts.internal, reviewVisits(lang)],
    ] as const) {
      const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width: 1280, account });
      problems.push(...(await walkVisits(page, lang, visits)));
      await context.close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
