import { expect, test } from '@playwright/test';
import { fakeCameraLaunch } from '../support/browser';
import { accounts, onlyIn } from '../support/accounts';
import { CapturePage, IdVerificationModal, idVerificationWords, samplePhoto } from './pages/id-verification.page';
import { signInThroughApi } from './pages/sign-in.page';

const words = idVerificationWords.id;

// Chromium's fake camera (a test pattern) with the permission granted, for this file only: the getUserMedia path.
test.use({ launchOptions: fakeCameraLaunch });

// idphoto@ (DEMO-60007) sends both photos and ends in IDENTITY_PHOTO_CHECKING; idverify@ keeps waiting for the other specs.
test.describe('ID verification with a camera (§4.5)', () => {
  test('the owner takes the KTP photo with the camera, picks the selfie from a file and the store is being checked', onlyIn('desktop'), async ({ page }) => {
    await signInThroughApi(page, accounts.idPhoto, { keepPushPrompt: true });
    await page.goto('/store/verification/identity?lang=id');
    await page.getByRole('link', { name: words.start }).click();
    const capture = new CapturePage(page);
    await expect(capture.heading('identity')).toBeVisible();
    await expect(page.getByText(words.step(1))).toBeVisible();
    await capture.takePhotoWithCamera();
    await capture.send();

    await expect(page).toHaveURL(/\/store\/verification\/selfie\/capture$/);
    await expect(capture.heading('selfie')).toBeVisible();
    // A text file is refused by the server whatever its name says; the page says why and keeps the step.
    await capture.chooseFile({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a photo') });
    await capture.send();
    await expect(page.getByRole('alert')).toContainText(words.notAPhoto);
    await page.getByRole('button', { name: words.retake }).click();
    await capture.chooseFile({ name: 'selfie.png', mimeType: 'image/png', buffer: await samplePhoto(page, 'SELFIE') });
    await capture.send();

    await expect(page.getByRole('heading', { level: 1, name: words.done })).toBeVisible();
    // The session now says IDENTITY_PHOTO_CHECKING: no modal on the next pages.
    await page.goto('/dashboard');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(new IdVerificationModal(page).dialog).toHaveCount(0);
    const session = await page.request.get('/backend/main/session');
    expect((await session.json()).value.customFields.fraudStatus).toBe('IDENTITY_PHOTO_CHECKING');
  });
});
