import { expect, test } from '@playwright/test';
import type { Envelope } from '@seller-portal/contracts/core';
import { onlyIn, projectOfLanguage, words as signInWords, type Lang } from '../support/accounts';
import { accountWords } from './pages/account-words';
import { ChangePasswordPage } from './pages/change-password.page';
import { newRegistrant, registerSeller } from './pages/sellers';
import { SignInPage } from './pages/sign-in.page';
import { SignedInDevices } from './pages/signed-in-devices.page';

for (const lang of ['id', 'en'] as Lang[]) {
  const words = accountWords[lang];
  const langQuery = lang === 'en' ? '&lang=en' : '';

  test(
    `change password (${lang}): not the current one; the change signs out the other session and the new password works`,
    onlyIn(projectOfLanguage[lang]),
    async ({ browser, page }, testInfo) => {
      // A seller of this test alone: the change signs out every other session of the account.
      const registrant = newRegistrant(lang, testInfo.project.name);
      await registerSeller(page.request, registrant);

      // The same seller on another device.
      const otherDevice = await browser.newContext();
      const other = await otherDevice.newPage();
      const otherSignIn = new SignInPage(other, lang);
      await otherSignIn.open(lang === 'en' ? '?lang=en' : '');
      await otherSignIn.signIn(registrant.email, registrant.password);
      // §4.2: a new store is in onboarding.
      await expect(other).toHaveURL(/\/onboarding-v2$/);

      // §4.2 step 3: a store in onboarding reaches other pages through the root's redirectUri.
      await page.goto(`/?redirectUri=${encodeURIComponent('/change-password')}${langQuery}`);
      const changePassword = new ChangePasswordPage(page, lang);
      await changePassword.expectLoaded();

      // The current password again: refused beside the field, and by the server with PE400031.
      await changePassword.change(registrant.password, registrant.password);
      await expect(page.getByText(words.samePassword)).toBeVisible();
      const same = await page.request.put('/backend/gws/partners-engine/user/password', {
        data: { currentPassword: registrant.password, newPassword: registrant.password, confirmPassword: registrant.password },
      });
      expect(((await same.json()) as Envelope).errorCode).toBe('PE400031');

      const newPassword = `${registrant.password} ganti`;
      await changePassword.change(registrant.password, newPassword);
      await changePassword.expectChanged();
      await expect(page.getByRole('status').filter({ hasText: words.signedOutOneOther })).toBeVisible();

      // The other device is sent to sign in on its next navigation, told why; this one keeps its session.
      await other.goto('/');
      await expect(other).toHaveURL(/\/sign-in$/);
      await expect(other.locator('[data-session-ended]')).toBeVisible();
      await page.getByRole('link', { name: words.continue }).click();
      await expect(page).toHaveURL(/\/onboarding-v2$/);

      // Only the new password signs in.
      await otherSignIn.signIn(registrant.email, registrant.password);
      await expect(other.getByText(signInWords[lang].wrong)).toBeVisible();
      await otherSignIn.password.fill(newPassword);
      await otherSignIn.submit.click();
      await expect(other).toHaveURL(/\/onboarding-v2$/);
      await otherDevice.close();
    },
  );
}

for (const lang of ['id', 'en'] as Lang[]) {
  test(
    `signed-in devices (${lang}): another device is signed out only with the current password`,
    onlyIn(projectOfLanguage[lang]),
    async ({ browser, page }, testInfo) => {
      const registrant = newRegistrant(lang, testInfo.project.name);
      await registerSeller(page.request, registrant);
      const otherDevice = await browser.newContext();
      const signedIn = await otherDevice.request.post('/backend/gw/partners-engine/authentication/sign-in', {
        data: { username: registrant.email, password: registrant.password },
      });
      expect(signedIn.ok()).toBe(true);

      // §4.2 step 3: a store in onboarding reaches other pages through the root's redirectUri.
      await page.goto(`/?redirectUri=${encodeURIComponent('/change-password')}${lang === 'en' ? '&lang=en' : ''}`);
      await new ChangePasswordPage(page, lang).expectLoaded();
      const devices = new SignedInDevices(page, lang);
      await devices.expectDevices(2);
      await devices.signOutOther('not my password');
      await devices.expectPasswordRefused();
      expect((await otherDevice.request.get('/backend/main/session')).status()).toBe(200);

      await devices.confirmWith(registrant.password);
      await devices.expectSignedOutOne();
      await devices.expectDevices(1);
      expect((await otherDevice.request.get('/backend/main/session')).status()).toBe(401);
      await otherDevice.close();
    },
  );
}
