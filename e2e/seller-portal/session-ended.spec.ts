import { expect, test } from '@playwright/test';
import { onlyIn, projectOfLanguage, type Lang } from '../support/accounts';
import { accountWords } from './pages/account-words';
import { Outbox } from './pages/outbox.page';
import { ForgotPasswordPage, NewPasswordForm } from './pages/password-pages.page';
import { newRegistrant, registerSeller } from './pages/sellers';
import { SignInPage } from './pages/sign-in.page';

const passwordChangedElsewhere = {
  id: 'Kata sandi Anda diubah di perangkat lain. Silakan masuk kembali dengan kata sandi baru Anda.',
  en: 'Your password was changed on another device. Sign in again with your new password.',
} as const;

for (const lang of ['id', 'en'] as Lang[]) {
  test(
    `a session ended by a password reset on another device lands on sign-in saying why (${lang})`,
    onlyIn(projectOfLanguage[lang]),
    async ({ page, browser }, testInfo) => {
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
      await expect(page).toHaveURL(/\/sign-in\?redirectUri=%2Fonboarding-v2.*&sessionEnded=SESSION_ENDED_PASSWORD_CHANGED$/);
      const signIn = new SignInPage(page, lang);
      await expect(signIn.sessionEndedNotice).toHaveText(passwordChangedElsewhere[lang]);
      // Opened at the root the same way.
      await page.goto('/');
      await expect(page).toHaveURL(/\/sign-in\?sessionEnded=SESSION_ENDED_PASSWORD_CHANGED$/);
      await expect(signIn.sessionEndedNotice).toHaveText(passwordChangedElsewhere[lang]);
      await page.screenshot({ path: `tmp/screens/sign-in-session-ended-${lang}-${testInfo.project.name}.png`, fullPage: true });

      await signIn.signIn(registrant.email, newPassword);
      await expect(page).toHaveURL(/\/onboarding-v2/);
      // A plain visit to sign-in, signed out by the seller, says nothing of the kind.
      await page.context().clearCookies();
      await signIn.open(lang === 'en' ? '?lang=en' : '');
      await expect(page.locator('[data-session-ended]')).toHaveCount(0);
    },
  );
}
