import { expect, test, type Page } from '@playwright/test';
import { accounts, androidAppUserAgent, onlyIn, projectOfLanguage, type Lang } from '../support/accounts';
import { accountWords } from './pages/account-words';
import { ConfirmSignInPage } from './pages/confirm-sign-in.page';
import { DashboardPage } from './pages/dashboard.page';
import { LoginVerificationPage } from './pages/login-verification.page';
import { Outbox } from './pages/outbox.page';
import { ForgotPasswordPage, NewPasswordForm } from './pages/password-pages.page';
import { RegisterPage, type Registrant } from './pages/register.page';
import { newRegistrant, registerSeller } from './pages/sellers';
import { SignInPage } from './pages/sign-in.page';
import { SwitchSessionPage } from './pages/switch-session.page';

/** /register → /register/otp with the code from the outbox → the new session, routed at the root (§4.2). */
async function register(page: Page, lang: Lang, registrant: Registrant) {
  const registerPage = new RegisterPage(page, lang);
  await registerPage.open(lang === 'en' ? '?lang=en' : '');
  await registerPage.fill(registrant);
  await registerPage.submit();
  const since = Date.now();
  await registerPage.sendCode();
  const [code] = await new Outbox(page.request).codes(registrant.email, since);
  await registerPage.verify(code);
}

for (const lang of ['id', 'en'] as Lang[]) {
  const query = lang === 'en' ? '?lang=en' : '';
  const words = accountWords[lang];

  test.describe(`accounts (${lang})`, () => {
    test(
      'multi-factor: the code from the outbox finishes the sign-in, and a trusted device skips the step',
      onlyIn(projectOfLanguage[lang]),
      async ({ page }) => {
        const signIn = new SignInPage(page, lang);
        await signIn.open(query);
        const since = Date.now();
        await signIn.signIn(accounts.mfa.username, accounts.mfa.password);

        const verification = new LoginVerificationPage(page, lang);
        await verification.expectLoaded();
        await verification.trustDevice.check();
        await verification.verifyWithOneOf(await new Outbox(page.request).codes(accounts.mfa.username, since));

        const dashboard = new DashboardPage(page, lang);
        await dashboard.expectLoaded();
        await dashboard.signOut();
        await expect(page).toHaveURL(/\/sign-in/);

        // The device-verification cookie (86 400 s) skips the step on this device.
        await signIn.signIn(accounts.mfa.username, accounts.mfa.password);
        await dashboard.expectLoaded();
      },
    );

    test('registration: the code from the outbox opens the store, which goes to onboarding', onlyIn(projectOfLanguage[lang]), async ({ page }, testInfo) => {
      await register(page, lang, newRegistrant(lang, testInfo.project.name));
      // §4.2: a store in onboarding (V2, ONBOARD) is sent to onboarding.
      await expect(page).toHaveURL(/\/onboarding-v2/);
    });

    test('forgot password: the mailed link sets a new password, which then signs in', onlyIn(projectOfLanguage[lang]), async ({ page, request }, testInfo) => {
      // The registration pages are the test above's; this seller is registered through the calls, signed out here.
      const registrant = newRegistrant(lang, testInfo.project.name);
      await registerSeller(request, registrant);

      const forgot = new ForgotPasswordPage(page, lang);
      await forgot.open(query);
      const since = Date.now();
      await forgot.request(registrant.email);
      const link = await new Outbox(page.request).link(registrant.email, since, /^\/reset-password\/v2$/);

      // The mailed link is absolute; the suite's server answers it on its own origin.
      const { pathname, search } = new URL(link);
      await page.goto(`${pathname}${search}${lang === 'en' ? '&lang=en' : ''}`);
      const newPassword = `${registrant.password} baru`;
      const form = new NewPasswordForm(page, lang);
      await form.fill(newPassword);
      await form.submit(words.saveNewPassword);
      await expect(page.getByRole('heading', { name: words.passwordChanged })).toBeVisible();

      // The link is single use.
      await page.goto(`${pathname}${search}`);
      await expect(page.getByText(/LINK_INVALID|PE401003|PE401002/)).toBeVisible();

      const signIn = new SignInPage(page, lang);
      await signIn.open(`?u=${encodeURIComponent(registrant.email)}${lang === 'en' ? '&lang=en' : ''}`);
      await signIn.signIn(registrant.email, registrant.password);
      await expect(page.getByText('PE401007')).toBeVisible();
      await signIn.password.fill(newPassword);
      await signIn.submit.click();
      await expect(page).toHaveURL(/\/onboarding-v2/);
    });

    test('amphibi: chooses INTERNAL, then a linked store', onlyIn(projectOfLanguage[lang]), async ({ page }) => {
      const signIn = new SignInPage(page, lang);
      await signIn.open(query);
      await signIn.signIn(accounts.amphibi.username, accounts.amphibi.password);

      // §4.2 step 1: no mode but switchable.
      const switchSession = new SwitchSessionPage(page, lang);
      await switchSession.expectModes();
      await switchSession.chooseMode('INTERNAL');
      const dashboard = new DashboardPage(page, lang);
      await dashboard.expectLoaded();

      await page.goto(`/switch-session?linkedStore=true${lang === 'en' ? '&lang=en' : ''}`);
      await switchSession.expectStores();
      await switchSession.searchStore('Sejahtera');
      await switchSession.chooseStore(accounts.seller.store);
      await dashboard.expectLoaded();
      await expect(page.getByText(accounts.seller.store).first()).toBeVisible();
    });
  });
}

test(
  'a provider the server has not configured has no button (Facebook; Google is social-sign-in.spec.ts); the SSO link asks for the company email',
  onlyIn('desktop'),
  async ({ page }) => {
    const signIn = new SignInPage(page, 'id');
    await signIn.open();
    const sso = page.getByRole('link', { name: 'Masuk dengan SSO' });
    await expect(sso).toBeVisible();
    await expect(page.getByRole('button', { name: 'Masuk dengan Facebook' })).toHaveCount(0);
    await sso.click();
    await expect(page).toHaveURL(/\/sso\/cas$/);
    // The demo domain has a CAS server in this suite (cas-sign-in.spec.ts); this one has none.
    await page.getByLabel('Email perusahaan').fill('budi@toko.test');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page.getByText('Single sign-on tidak tersedia untuk domain email ini.', { exact: false })).toBeVisible();
  },
);

// The account is shared by the projects and its password changes for good: one project runs it.
test('an expired password is changed on /expired-password and signs in with the new one', onlyIn('desktop'), async ({ page }) => {
  const signIn = new SignInPage(page, 'id');
  await signIn.open();
  await signIn.signIn('expired@demo.test', 'Expired#2026');
  await expect(page).toHaveURL(/\/expired-password$/);
  await expect(page.getByRole('heading', { name: accountWords.id.expiredTitle })).toBeVisible();
  const form = new NewPasswordForm(page, 'id');
  await form.fill('Kopi tubruk pagi hari');
  await form.submit(accountWords.id.changeAndSignIn);
  await new DashboardPage(page, 'id').expectLoaded();
});

/** A one-time token of the staff demo account, as the app issues it for `?authToken=`. */
async function staffLinkToken(page: Page): Promise<string> {
  const signIn = await page.request.post('/backend/gw/partners-engine/authentication/sign-in', {
    data: { username: accounts.staff.username, password: accounts.staff.password },
  });
  expect(signIn.ok()).toBe(true);
  const issued = await page.request.post('/backend/gw/partners-engine/authentication/one-time-token');
  expect(issued.ok()).toBe(true);
  const { value } = (await issued.json()) as { value: { token: string } };
  return value.token;
}

test('a one-time token in a browser asks whose account it opens before it signs in, once', onlyIn('desktop'), async ({ browser, page }) => {
  const token = await staffLinkToken(page);

  // A fresh browser with no session.
  const reader = await browser.newContext();
  const tab = await reader.newPage();
  await tab.goto(`/?authToken=${encodeURIComponent(token)}`);
  const confirm = new ConfirmSignInPage(tab);
  await confirm.expectAsking(accounts.staff.username);
  expect(tab.url()).not.toContain('authToken');
  await confirm.continueAs(accounts.staff.username);
  await expect(tab).toHaveURL(/\/dashboard$/);

  // Single use: the same link again signs nobody in.
  const again = await (await browser.newContext()).newPage();
  await again.goto(`/?authToken=${encodeURIComponent(token)}`);
  await new ConfirmSignInPage(again).expectInvalid();
  await reader.close();
});

test("a link from someone else does not replace the reader's session unless they say so", onlyIn('desktop'), async ({ browser, page }) => {
  const token = await staffLinkToken(page);
  const reader = await browser.newContext();
  const tab = await reader.newPage();
  const signIn = new SignInPage(tab, 'id');
  await signIn.open();
  await signIn.signIn(accounts.seller.username, accounts.seller.password);
  await new DashboardPage(tab, 'id').expectLoaded();

  await tab.goto(`/?authToken=${encodeURIComponent(token)}`);
  const confirm = new ConfirmSignInPage(tab);
  await confirm.expectAsking(accounts.staff.username);
  await confirm.expectSignedInAs(accounts.seller.username);
  await confirm.stayAs(accounts.seller.username);
  await new DashboardPage(tab, 'id').expectLoaded();
  const session = (await (await tab.request.get('/backend/main/session')).json()) as { value: { username: string } };
  expect(session.value.username).toBe(accounts.seller.username);
  await reader.close();
});

test('inside the Android app the hand-off signs in at once and leaves the address bar', onlyIn('desktop'), async ({ browser, page }) => {
  const token = await staffLinkToken(page);
  const webview = await browser.newContext({ userAgent: androidAppUserAgent });
  const tab = await webview.newPage();
  await tab.goto(`/?authToken=${encodeURIComponent(token)}`);
  await expect(tab).toHaveURL(/\/dashboard$/);
  expect(tab.url()).not.toContain('authToken');
  await webview.close();
});
