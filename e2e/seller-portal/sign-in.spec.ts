import { expect, test } from '@playwright/test';
import { accounts, onlyIn, projectOfLanguage, words, type Lang } from '../support/accounts';
import { DashboardPage } from './pages/dashboard.page';
import { SignInPage } from './pages/sign-in.page';
import { rememberLanguage } from '../support/language';

for (const lang of ['id', 'en'] as Lang[]) {
  test.describe(`sign-in (${lang})`, () => {
    const query = lang === 'en' ? '?lang=en' : '';

    test('a seller signs in, sees the dashboard with the store, and signs out', onlyIn(projectOfLanguage[lang]), async ({ page }) => {
      const signIn = new SignInPage(page, lang);
      await signIn.open(query);
      await signIn.signIn(accounts.seller.username, accounts.seller.password);

      const dashboard = new DashboardPage(page, lang);
      await dashboard.expectLoaded();
      await expect(page.getByText(accounts.seller.store).first()).toBeVisible();

      await dashboard.signOut();
      await expect(page).toHaveURL(/\/sign-in/);
      // The session is gone on the server: the dashboard now asks to sign in again.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/sign-in\?redirectUri=%2Fdashboard/);
    });

    test('a wrong password shows the translated error with its reference code', onlyIn(projectOfLanguage[lang]), async ({ page }) => {
      const signIn = new SignInPage(page, lang);
      await signIn.open(query);
      // An unknown user gets the same answer as a wrong password, and locks no demo account.
      await signIn.signIn(`nobody-${lang}@demo.test`, 'not-the-password');
      await expect(page.getByText(words[lang].wrong)).toBeVisible();
      await expect(page.getByText('PE401007')).toBeVisible();
      await expect(page).toHaveURL(/\/sign-in/);
    });
  });
}

test('the username is prefilled from ?u', onlyIn('desktop'), async ({ page }) => {
  const signIn = new SignInPage(page, 'id');
  await signIn.open(`?u=${encodeURIComponent(accounts.staff.username)}`);
  await expect(signIn.username).toHaveValue(accounts.staff.username);
});

test('after sign-in the user goes to a safe redirectUri, never to another site', onlyIn('desktop'), async ({ page }) => {
  const signIn = new SignInPage(page, 'id');
  await signIn.open(`?redirectUri=${encodeURIComponent('//evil.example/steal')}`);
  await signIn.signIn(accounts.staff.username, accounts.staff.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
});

test('an unknown page shows the not-found view with a way back', onlyIn('desktop'), async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
});

test.describe('the texts of the page’s language download beside the entry (§5)', () => {
  const cases: { name: string; path: string; cookie?: string; lang: Lang }[] = [
    { name: 'a first visit: Indonesian', path: '/sign-in', lang: 'id' },
    { name: 'the query', path: '/sign-in?lang=en', lang: 'en' },
    { name: 'the language cookie', path: '/sign-in', cookie: 'en', lang: 'en' },
  ];
  for (const { name, path, cookie, lang } of cases) {
    test(name, onlyIn('desktop'), async ({ page, context }) => {
      if (cookie) await rememberLanguage(context, cookie);
      const signIn = new SignInPage(page, lang);
      await page.goto(path);
      await expect(signIn.submit).toBeVisible();
      // The HTML asked for this language's texts and no other.
      const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const texts = preloaded.filter((href) => /\/assets\/(id|en)-[\w-]+\.js$/.test(href));
      expect(texts).toHaveLength(1);
      expect(texts[0]).toMatch(new RegExp(`/assets/${lang}-`));
    });
  }
});
