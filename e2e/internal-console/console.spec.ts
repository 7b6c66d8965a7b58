import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { SignInPage } from '../seller-portal/pages/sign-in.page';
import { rememberLanguage } from '../support/language';

test.describe('internal console', () => {
  // The language a visitor chose earlier (§5: cookie Partners-Language).
  test.beforeEach(async ({ context }) => {
    await rememberLanguage(context, 'en');
  });

  test('internal staff sign in at /console/ and see the internal areas their codes open', async ({ page }) => {
    await page.goto('/console/');
    await expect(page).toHaveURL(/\/console\/sign-in/);
    const signIn = new SignInPage(page, 'en');
    await signIn.signIn(accounts.internal.username, accounts.internal.password);

    await expect(page.getByRole('heading', { name: 'Internal areas' })).toBeVisible();
    for (const area of ['Announcements', 'Partner notifications', 'API center', 'Mobile config']) {
      await expect(page.getByRole('heading', { name: area })).toBeVisible();
    }
  });

  test('the console shares the session with the seller portal, and a seller gets no access', async ({ page }) => {
    const signIn = new SignInPage(page, 'en');
    await signIn.open();
    await signIn.signIn(accounts.seller.username, accounts.seller.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/console/');
    await expect(page.getByText('The Internal Console is for the marketplace')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the seller portal' })).toBeVisible();
  });
});
