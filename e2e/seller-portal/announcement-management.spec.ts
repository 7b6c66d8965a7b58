import { expect, test } from '@playwright/test';
import { accounts, onlyIn } from '../support/accounts';
import { AnnouncementListPage } from '../internal-console/pages/announcements.page';
import { rememberLanguage } from '../support/language';

// §2.4 the same management pages run in the seller portal for internal staff, from the same library and manifest.
test('internal staff find an announcement in the portal and read it', onlyIn('desktop'), async ({ page }) => {
  await rememberLanguage(page, 'en');
  const signIn = await page.request.post('/backend/gw/partners-engine/authentication/sign-in', {
    data: { username: accounts.internal.username, password: accounts.internal.password },
  });
  expect(signIn.ok()).toBe(true);
  const list = new AnnouncementListPage(page, 'en', '');
  await list.open();
  await list.search('DEMO-AGREEMENT');
  await expect(list.row('DEMO-AGREEMENT')).toContainText('Agreement');
  await list.row('DEMO-AGREEMENT').getByRole('link', { name: 'DEMO-AGREEMENT' }).click();
  await expect(page).toHaveURL(/\/announcement\/DEMO-AGREEMENT$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section[lang="en"] article')).not.toBeEmpty();
});

test('a vendor has no access to the management pages', onlyIn('desktop'), async ({ page }) => {
  await rememberLanguage(page, 'en');
  const signIn = await page.request.post('/backend/gw/partners-engine/authentication/sign-in', {
    data: { username: accounts.vendor.username, password: accounts.vendor.password },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto('/announcement/create');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
});
