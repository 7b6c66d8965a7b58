import { devices, expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn } from '../support/accounts';
import { CapturePage, IdVerificationModal, QrHandOffPage, idVerificationWords, samplePhoto } from './pages/id-verification.page';
import { signInThroughApi } from './pages/sign-in.page';

const words = idVerificationWords.id;
const hideCookie = 'Hide-Id-Verification-Modal';

/** Marks the window: the mark survives client-side navigation and is gone after any reload. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function isSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

// idverify@ (DEMO-60004) keeps waiting for its photos: these tests only ever send it the KTP photo, which a later
// one replaces; idphoto@ (DEMO-60007) sends both and ends in IDENTITY_PHOTO_CHECKING (id-verification-camera.spec.ts).
test.describe('ID verification (§4.5)', () => {
  test('the owner waiting for photos sees the modal; "remind me tomorrow" hides it for a day by its cookie', onlyIn('desktop'), async ({ page, context }) => {
    await signInThroughApi(page, accounts.idVerify, { keepPushPrompt: true });
    await page.goto('/dashboard?lang=id');
    const modal = new IdVerificationModal(page);
    await expect(modal.dialog).toBeVisible();
    // The deadline is two weeks after seeding, formatted in Indonesian.
    await expect(modal.dialog).toContainText(/sebelum \d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des)\w* \d{4}/);

    await modal.hideForADay();
    const cookie = (await context.cookies()).find((c) => c.name === hideCookie);
    expect(cookie?.value).toBe('true');
    // About one day.
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeLessThan(25 * 3_600_000);

    // Hidden on the next loads too: the shell finishes loading, and no modal follows.
    await page.goto('/change-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(modal.dialog).toHaveCount(0);

    // Without the cookie it asks again, and "Verify now" leads to the verification pages.
    await context.clearCookies({ name: hideCookie });
    await page.reload();
    await expect(modal.dialog).toBeVisible();
    await modal.verifyNow();
    await expect(page).toHaveURL(/\/store\/verification\/identity$/);
    await expect(page.getByRole('heading', { level: 1, name: words.introTitle })).toBeVisible();
    await expect(modal.dialog).toHaveCount(0);
  });

  test('the owner of a verified store (FRAUD_PASS) is told so and never sees the modal', onlyIn('desktop'), async ({ page }) => {
    await signInThroughApi(page, accounts.seller, { keepPushPrompt: true });
    await page.goto('/store/verification/identity');
    await expect(page.getByText(words.verified)).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(new IdVerificationModal(page).dialog).toHaveCount(0);
  });

  test('QR hand-off: the phone sends the KTP photo with the token and the desktop moves on without a reload', onlyIn('desktop'), async ({ page, browser }) => {
    await signInThroughApi(page, accounts.idVerify, { keepPushPrompt: true });
    const desktop = new QrHandOffPage(page);
    await desktop.open('identity');
    await markWindow(page);
    const phoneUrl = await desktop.phoneUrl();
    expect(phoneUrl).toMatch(/\/store\/verification\/identity\/capture\/qr\?token=[A-Za-z0-9_-]{43}$/);

    // A phone without the session (its own context) and without a camera: it picks the photo from its files.
    const phoneContext = await browser.newContext({ ...devices['Pixel 7'] });
    try {
      const phone = await phoneContext.newPage();
      await phone.goto(phoneUrl);
      const capture = new CapturePage(phone);
      await expect(capture.heading('identity')).toBeVisible();
      await expect(phone.getByText(`Toko: ${accounts.idVerify.store}`)).toBeVisible();
      await capture.chooseFile({ name: 'ktp.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(phone) });
      await capture.send();
      await expect(phone.getByRole('heading', { level: 1, name: words.phoneSent })).toBeVisible();

      // The desktop learns it by polling: the next step's code, in the same window.
      await expect(page).toHaveURL(/\/store\/verification\/selfie\/capture\/qr$/);
      await expect(page.getByText(words.step(2))).toBeVisible();
      expect(await isSameWindow(page)).toBe(true);

      // The token was single-use.
      await phone.goto(phoneUrl);
      await expect(phone.getByRole('alert')).toContainText(words.tokenUsed);
      await phone.goto('/store/verification/identity/capture/qr?token=' + 'A'.repeat(43));
      await expect(phone.getByRole('alert')).toContainText(words.tokenUnknown);
    } finally {
      await phoneContext.close();
    }
  });

  test('signed out, the capture pages and the desktop QR code lead to sign-in', onlyIn('desktop'), async ({ page }) => {
    for (const path of ['/store/verification/identity/capture', '/store/verification/selfie/capture/qr']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/sign-in\?redirectUri=/);
      expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirectUri') ?? '')).toContain(path);
    }
  });
});
