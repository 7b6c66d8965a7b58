import { expect, test } from '@playwright/test';
import { onlyIn, projectOfLanguage, type Lang } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { accountWords } from './pages/account-words';
import { Outbox } from './pages/outbox.page';
import { ForgotPasswordPage, NewPasswordForm } from './pages/password-pages.page';
import { newRegistrant, registerSeller } from './pages/sellers';
import { SignInPage } from './pages/sign-in.page';

const passwordChangedElsewhere = {
  id: 'Kata sandi Anda diubah di perangkat lain. Silakan masuk kembali.',
  en: 'Your password was changed on another device. Please log in again.',
} as const;

for (const lang of ['id', 'en'] as Lang[]) {
  test(
    `a session ended by a password reset on another device lands on sign-in saying why (${lang})`,
    onlyIn(projectOfLanguage[lang]),
    async ({ page, browser }, testInfo) => {
      // Two browsers and a mailed link (or the whole popup queue): longer than one page's steps.
      test.slow();
      // A seller of this test alone, signed in here (a new store: its page is the onboarding).
      const registrant = newRegistrant(lang, testInfo.project.name);
      await registerSeller(page.request, registrant);
      await page.goto(`/onboarding-v2?lang=${lang}`);
      await expect(page).toHaveURL(/\/onboarding-v2/);

      // Another browser resets the password with the mailed link.
      const otherDevice = await browser.newContext();
      const other = await otherDevice.newPage();
      const forgot = new ForgotPasswordPage(other, lang);
      await forgot.open(lang === 'en' ? '?lang=en' : '');
      const since = Date.now();
      await forgot.request(registrant.email);
      const link = await new Outbox(other.request).link(registrant.email, since, /^\/reset-password\/v2$/);
      const { pathname, search } = new URL(link);
      await other.goto(`${pathname}${search}${lang === 'en' ? '&lang=en' : ''}`);
      const form = new NewPasswordForm(other, lang);
      const newPassword = `${registrant.password} baru`;
      await form.fill(newPassword);
      await form.submit(accountWords[lang].saveNewPassword);
      await expect(other.getByRole('heading', { name: accountWords[lang].passwordChanged })).toBeVisible();
      await otherDevice.close();

      // This browser's next step lands on sign-in, which says why, and brings the seller back after signing in.
      await page.reload();
      await expect(page).toHaveURL(/\/sign-in\?redirectUri=%2Fonboarding-v2/);
      const signIn = new SignInPage(page, lang);
      await expect(signIn.sessionEndedNotice).toHaveText(passwordChangedElsewhere[lang]);
      // Opened at the root the same way; the notice reads well and passes axe at a phone's and a desktop's width.
      await page.goto('/');
      await expect(page).toHaveURL(/\/sign-in$/);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(signIn.sessionEndedNotice).toHaveText(passwordChangedElsewhere[lang]);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `tmp/screens/sign-in-session-ended-${lang}-${width}.png`, fullPage: true });
      }

      await signIn.signIn(registrant.email, newPassword);
      await expect(page).toHaveURL(/\/onboarding-v2/);
      // Signed out by the seller, sign-in says nothing of the kind.
      await page.request.post('/backend/main/authentication/sign-out');
      await signIn.open(lang === 'en' ? '?lang=en' : '');
      await expect(page.locator('[data-session-ended]')).toHaveCount(0);
    },
  );
}
