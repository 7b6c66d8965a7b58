import { expect, test } from '@playwright/test';
import { accounts, langOfProject } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { StoreReviewsPages } from './pages/store-reviews.page';

test('/store-review lists the demo onboarding waiting for review, with its values', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.internal, lang);
  const pages = new StoreReviewsPages(page, lang);
  await pages.open();
  await expect(page).toHaveURL(new RegExp(`${pages.base}/store-review$`));
  await pages.openItem('ONBOARDING', 'Toko Demo Tinjauan');
  await expect(page.getByRole('table', { name: pages.words.changes })).toContainText('Rumah Produksi Pekalongan');
});
