import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations, signedInAxePage } from '../support/axe';
import { StoreReviewsPages as StoreReviewsInConsole } from '../internal-console/pages/store-reviews.page';

// The review queue and an item waiting in it (the demo onboarding), in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): store-reviews`, onlyIn('desktop'), async ({ browser }, testInfo) => {
      const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width, account: accounts.internal });
      const problems: string[] = [];
      for (const pages of [new StoreReviewsInConsole(page, lang)]) {
        await pages.open();
        problems.push(...(await seriousViolations(page)).map((line) => `${pages.base}/store-review: ${line}`));
        await pages.openItem('ONBOARDING', 'Toko Demo Tinjauan');
        problems.push(...(await seriousViolations(page)).map((line) => `${pages.base}/store-review/:reviewId: ${line}`));
        // A field marked as needing revision opens its reason (nothing is sent).
        const [field, step] = lang === 'id' ? ['Kode pos', 'Alamat pengambilan'] : ['Postal code', 'Pickup address'];
        await pages.markForRevision(field, step, 'no');
        problems.push(...(await seriousViolations(page)).map((line) => `${pages.base}/store-review/:reviewId, a reason open: ${line}`));
      }
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
