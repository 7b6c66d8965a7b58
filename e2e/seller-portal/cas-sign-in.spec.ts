import { expect, test } from '@playwright/test';
import { accounts, cas, onlyIn, projectOfLanguage, type Lang } from '../support/accounts';
import { accountWords } from './pages/account-words';
import { CasSignInPage, CompanySignInPage } from './pages/cas.page';
import { DashboardPage } from './pages/dashboard.page';
import { SignInPage } from './pages/sign-in.page';

/**
 * CAS single sign-on end to end: the suite's CAS server (e2e/support/cas-server.mjs) is the company sign-in of
 * the demo domain (CAS_DOMAINS in playwright.config.ts); the server validates its tickets over CAS 3.0.
 */
for (const lang of ['id', 'en'] as Lang[]) {
  const words = accountWords[lang];

  test(
    `CAS (${lang}): the company sign-in sends the seller back with a ticket that signs in once`,
    onlyIn(projectOfLanguage[lang]),
    async ({ browser, page }) => {
      const signIn = new SignInPage(page, lang);
      await signIn.open(lang === 'en' ? '?lang=en' : '');
      await page.getByRole('link', { name: words.casLink }).click();
      const portal = new CasSignInPage(page, lang);
      await portal.expectLoaded();
      await portal.continueWith(accounts.seller.username);

      const company = new CompanySignInPage(page);
      await company.expectLoaded();
      // The ticket only shows in the address bar for a moment; the redirect that carries it is where to read it.
      const back = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).searchParams.has('ticket'));
      await company.signIn(cas.person.username, cas.person.password);
      const withTicket = new URL((await back).url());
      expect(withTicket.pathname).toBe('/sso/cas');
      expect(withTicket.searchParams.get('domain')).toBe(cas.domain);
      expect(withTicket.searchParams.get('ticket')).toMatch(/^ST-/);

      // No multi-factor step after CAS: the company did the strong authentication.
      await new DashboardPage(page, lang).expectLoaded();
      await expect(page.getByText(accounts.seller.store).first()).toBeVisible();

      // A ticket is single use: someone replaying the address gets the translated refusal, and no session.
      const replay = await browser.newContext();
      const tab = await replay.newPage();
      await tab.goto(`${withTicket.pathname}${withTicket.search}${lang === 'en' ? '&lang=en' : ''}`);
      await expect(tab.getByText(`${words.casRejected} (SSO_TOKEN_INVALID)`)).toBeVisible();
      const again = new CasSignInPage(tab, lang);
      await again.expectLoaded();
      expect(new URL(tab.url()).searchParams.has('ticket')).toBe(false);
      await tab.goto('/dashboard');
      await expect(tab).toHaveURL(/\/sign-in\?redirectUri=%2Fdashboard$/);
      await replay.close();
    },
  );
}
