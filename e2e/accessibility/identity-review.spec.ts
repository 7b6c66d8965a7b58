import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { signedInAxePage, walkVisits, type AxeVisit } from '../support/axe';
import { IdentityReviewPage, identityReviewWords } from '../internal-console/pages/identity-review.page';

/** The queue with the demo store's photos (DEMO-60041), a rejection refused for its missing reason, and the approval's question. */
function reviewVisits(lang: Lang): AxeVisit[] {
  const words = identityReviewWords[lang];
  const store = accounts.idCheck.store;
  const ready = async (page: Parameters<AxeVisit['ready']>[0]) => {
    await new IdentityReviewPage(page, lang).expectPhotosShown(store);
  };
  const card = (page: Parameters<AxeVisit['ready']>[0]) => new IdentityReviewPage(page, lang).store(store);
  return [
    { name: 'identity-review', path: '/console/store/verification/review', ready },
    {
      name: 'identity-review-reason-missing',
      path: '/console/store/verification/review',
      ready,
      act: async (page) => {
        await card(page).getByRole('button', { name: words.reject, exact: true }).click();
        await expect(card(page).getByText(words.reasonRequired)).toBeVisible();
      },
    },
    {
      name: 'identity-review-approve',
      path: '/console/store/verification/review',
      ready,
      act: async (page) => {
        await card(page).getByRole('button', { name: words.approve, exact: true }).click();
        await expect(page.getByRole('dialog', { name: words.approveTitle })).toBeVisible();
      },
    },
  ];
}

// §4.5 the identity review's queue in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}): the identity photo review`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width: 1280, account: accounts.internal });
    const problems = await walkVisits(page, lang, reviewVisits(lang));
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
