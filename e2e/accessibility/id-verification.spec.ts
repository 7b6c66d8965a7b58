import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { idVerificationWords } from '../seller-portal/pages/id-verification.page';

// The capture pages as a camera user sees them (Chromium's fake camera, permission granted), for this file only.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

async function check(page: Page, label: string, problems: string[]) {
  for (const line of await seriousViolations(page)) problems.push(`${label}: ${line}`);
}

// §4.5 the modal and the verification pages of idverify@ (which only looks here: its store keeps waiting), in both
// languages at 375 and 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): ID-verification modal and capture pages`, onlyIn('desktop'), async ({ browser }) => {
      // Nine axe passes, each a few seconds on a busy machine.
      test.slow();
      const words = idVerificationWords[lang];
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      await page.goto(`/sign-in?lang=${lang}`);
      const signIn = await page.request.post('/backend/gw/partners-engine/authentication/sign-in', {
        data: { username: accounts.idVerify.username, password: accounts.idVerify.password },
      });
      expect(signIn.ok()).toBe(true);

      await page.goto('/dashboard');
      await expect(page.getByRole('dialog', { name: words.modalTitle })).toBeVisible();
      await check(page, 'the modal', problems);

      await page.goto('/store/verification/identity');
      await expect(page.getByRole('heading', { level: 1, name: words.introTitle })).toBeVisible();
      await check(page, 'intro', problems);

      for (const kind of ['identity', 'selfie'] as const) {
        await page.goto(`/store/verification/${kind}/capture`);
        await expect(page.getByRole('button', { name: words.takePhoto })).toBeVisible();
        await check(page, `${kind} capture (camera)`, problems);
        await page.getByRole('button', { name: words.takePhoto }).click();
        await expect(page.getByRole('button', { name: words.send })).toBeVisible();
        await check(page, `${kind} capture (preview)`, problems);
      }

      await page.goto('/store/verification/identity/capture/qr');
      const qr = page.getByRole('img', { name: words.qrAlt });
      await expect(qr).toBeVisible();
      await check(page, 'QR hand-off (desktop)', problems);

      // The phone's public page, signed out, with the live token and with an unknown one.
      const phoneUrl = (await qr.getAttribute('data-qr-value')) ?? '';
      const phone = await browser.newContext({ viewport: { width, height: 900 } });
      const phonePage = await phone.newPage();
      await phonePage.goto(`${phoneUrl}&lang=${lang}`);
      await expect(phonePage.getByRole('button', { name: words.takePhoto })).toBeVisible();
      await check(phonePage, 'phone capture', problems);
      await phonePage.goto(`/store/verification/selfie/capture/qr?token=${'A'.repeat(43)}`);
      await expect(phonePage.getByRole('alert')).toContainText(words.tokenUnknown);
      await check(phonePage, 'phone capture (unknown token)', problems);
      await phone.close();

      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
