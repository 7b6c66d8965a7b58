import { expect, test } from '@playwright/test';
import { apiPaths, cookieNames, type Envelope, type Session } from '@seller-portal/contracts/core';
import { onlyIn, projectOfLanguage, type Lang } from '../support/accounts';
import { GoogleIdentity } from './pages/google-identity.page';
import { Outbox } from './pages/outbox.page';
import { RegisterPage } from './pages/register.page';
import { newRegistrant, registerSeller } from './pages/sellers';
import { SignInPage } from './pages/sign-in.page';

/**
 * Google sign-in end to end: the suite's Google (e2e/support/google-identity.mjs) signs the ID tokens, the server
 * checks them against its key set (GOOGLE_JWKS_URL in playwright.config.ts) as it checks Google's.
 */
const failed = {
  id: 'Masuk dengan Google tidak berhasil. Silakan coba lagi atau masuk dengan kata sandi.',
  en: 'We could not sign you in with Google. Please try again or sign in with your password.',
};
const linkedNotice = { id: /Akun Google Anda .* belum memiliki akun penjual/, en: /Your Google account .* has no seller account yet/ };

async function signedInAs(page: import('@playwright/test').Page): Promise<string | undefined> {
  const answer = await page.request.get(apiPaths.session);
  return ((await answer.json()) as Envelope<Session>).value?.username;
}

for (const lang of ['id', 'en'] as Lang[]) {
  const query = lang === 'en' ? '&lang=en' : '';

  test(
    `§2.8 autoSocialLogin=GOOGLE (${lang}): the link of a mail signs the seller in with Google by itself`,
    onlyIn(projectOfLanguage[lang]),
    async ({ page, request }, testInfo) => {
      const seller = newRegistrant(lang, testInfo.project.name);
      await registerSeller(request, seller);
      const google = new GoogleIdentity(page, request);
      await google.choose({ sub: `google-${seller.email}`, email: seller.email });

      await page.goto(`/sign-in?autoSocialLogin=GOOGLE${query}`);
      // §4.2: the new seller's store is in onboarding.
      await expect(page).toHaveURL(/\/onboarding-v2/);
      expect(await signedInAs(page)).toBe(seller.email);
    },
  );

  test(
    `§2.8 autoSocialLogin (${lang}): Google out of reach shows Google's failure; an unknown value starts nothing`,
    onlyIn(projectOfLanguage[lang]),
    async ({ page, request }) => {
      const google = new GoogleIdentity(page, request);
      await google.unreachable();
      const signIn = new SignInPage(page, lang);
      await signIn.open(`?autoSocialLogin=google${query}`);
      await expect(page.getByText(failed[lang])).toBeVisible();
      // The parameter is taken out of the address: a reload does not start Google again.
      expect(new URL(page.url()).searchParams.has('autoSocialLogin')).toBe(false);

      await signIn.open(`?autoSocialLogin=TWITTER${query}`);
      await expect(signIn.submit).toBeEnabled();
      expect(new URL(page.url()).searchParams.get('autoSocialLogin')).toBe('TWITTER');
      await expect(page.getByText(failed[lang])).toHaveCount(0);
    },
  );

  test(
    `§3 seller social token (${lang}): a Google account with no seller registers, prefilled, and signs in with Google after`,
    onlyIn(projectOfLanguage[lang]),
    async ({ page, request }, testInfo) => {
      const newcomer = newRegistrant(lang, testInfo.project.name);
      const person = { sub: `google-${newcomer.email}`, email: newcomer.email, name: 'Dewi Lestari' };
      const google = new GoogleIdentity(page, request);
      await google.choose(person);

      const signIn = new SignInPage(page, lang);
      await signIn.open(lang === 'en' ? '?lang=en' : '');
      await google.button(person).click();

      // No seller has this Google account: registration, with what Google vouches for.
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('status').filter({ hasText: linkedNotice[lang] })).toBeVisible();
      const cookie = (await page.context().cookies()).find((c) => c.name === cookieNames.sellerSocialToken);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(30 * 60);
      const register = new RegisterPage(page, lang);
      await register.expectPrefilled({ email: newcomer.email, fullName: person.name });
      await register.fillTheRest(newcomer);
      await register.submit();
      const since = Date.now();
      await register.sendCode();
      const [code] = await new Outbox(page.request).codes(newcomer.email, since);
      await register.verify(code);
      await expect(page).toHaveURL(/\/onboarding-v2/);
      expect((await page.context().cookies()).some((c) => c.name === cookieNames.sellerSocialToken)).toBe(false);

      // Signed out, the same Google account signs in to the new store.
      await page.context().clearCookies();
      await page.goto(`/sign-in?autoSocialLogin=GOOGLE${query}`);
      await expect(page).toHaveURL(/\/onboarding-v2/);
      expect(await signedInAs(page)).toBe(newcomer.email);
    },
  );
}
