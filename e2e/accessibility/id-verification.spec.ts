import { expect, test, type Browser, type Page } from '@playwright/test';
import { fakeCameraLaunch } from '../support/browser';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolationsAtWidths } from '../support/axe';
import { idVerificationWords } from '../seller-portal/pages/id-verification.page';
import { signInThroughApi } from '../seller-portal/pages/sign-in.page';

// The capture pages as a camera user sees them (Chromium's fake camera, permission granted), for this file only.
test.use({ launchOptions: fakeCameraLaunch });

// Each axe pass over a page with a live camera takes seconds, many more on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** Reads the page at both widths (one page, resized). */
async function check(page: Page, label: string, problems: string[]) {
  problems.push(...(await seriousViolationsAtWidths(page, label)));
}

/** idverify@ signed in, in the language of the run; its store keeps waiting (nothing is sent here). */
async function ownerPage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInThroughApi(page, accounts.idVerify, { keepPushPrompt: true, lang });
  return page;
}

// §4.5 the modal and the verification pages in both languages at 375 and 1280 px: no serious or critical axe finding.
// One test a language and group of pages, each state read at both widths.
for (const lang of ['id', 'en'] as Lang[]) {
  const words = idVerificationWords[lang];
  test(`accessibility (${lang}, 375 and 1280 px): the ID-verification modal and the intro`, onlyIn('desktop'), async ({ browser }) => {
    const page = await ownerPage(browser, lang);
    const problems: string[] = [];
    await page.goto('/dashboard');
    await expect(page.getByRole('dialog', { name: words.modalTitle })).toBeVisible();
    // The demo rejected the store's earlier photos: the modal and the intro say why.
    await expect(page.getByRole('dialog').getByTestId('identity-rejection')).toContainText(words.rejectedTitle);
    await check(page, 'the modal', problems);
    await page.goto('/store/verification/identity');
    await expect(page.getByRole('heading', { level: 1, name: words.introTitle })).toBeVisible();
    await expect(page.getByTestId('identity-rejection')).toBeVisible();
    await check(page, 'intro', problems);
    await page.context().close();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  for (const kind of ['identity', 'selfie'] as const) {
    test(`accessibility (${lang}, 375 and 1280 px): ${kind} capture, camera and preview`, onlyIn('desktop'), async ({ browser }) => {
      const page = await ownerPage(browser, lang);
      const problems: string[] = [];
      await page.goto(`/store/verification/${kind}/capture`);
      await expect(page.getByRole('button', { name: words.takePhoto })).toBeVisible();
      await check(page, `${kind} capture (camera)`, problems);
      await page.getByRole('button', { name: words.takePhoto }).click();
      await expect(page.getByRole('button', { name: words.send })).toBeVisible();
      await check(page, `${kind} capture (preview)`, problems);
      await page.context().close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  test(`accessibility (${lang}, 375 and 1280 px): the QR hand-off on the desktop and the phone`, onlyIn('desktop'), async ({ browser }) => {
    const page = await ownerPage(browser, lang);
    const problems: string[] = [];
    await page.goto('/store/verification/identity/capture/qr');
    const qr = page.getByRole('img', { name: words.qrAlt });
    await expect(qr).toBeVisible();
    await check(page, 'QR hand-off (desktop)', problems);

    // The phone's public page, signed out, with the live token and with an unknown one.
    const phoneUrl = (await qr.getAttribute('data-qr-value')) ?? '';
    const phone = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${phoneUrl}&lang=${lang}`);
    await expect(phonePage.getByRole('button', { name: words.takePhoto })).toBeVisible();
    await check(phonePage, 'phone capture', problems);
    await phonePage.goto(`/store/verification/selfie/capture/qr?token=${'A'.repeat(43)}`);
    await expect(phonePage.getByRole('alert')).toContainText(words.tokenUnknown);
    await check(phonePage, 'phone capture (unknown token)', problems);
    await phone.close();
    await page.context().close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
