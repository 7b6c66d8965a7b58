import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { CapturePage, IdVerificationModal, idVerificationWords, samplePhoto } from '../seller-portal/pages/id-verification.page';
import { IdentityReviewPage } from './pages/identity-review.page';

const seller = accounts.idFlow;
const reason = 'Foto KTP buram, NIK tidak terbaca. Foto ulang di tempat terang.';

// §4.5 across the roles: idflow@ (DEMO-60042, its own store: a verified store cannot send photos again) sends both
// photos, internal staff reject them with a reason in the console, the seller reads it in the ID-verification modal
// and sends new ones, staff approve them, and the seller's store is verified.
test('staff reject the identity photos with a reason the seller reads in the modal, then approve the new ones', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, seller, 'id');
  const capture = new CapturePage(page);
  await capture.sendBoth(await samplePhoto(page, 'KTP'), await samplePhoto(page, 'SWAFOTO'));

  const staffContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  try {
    const staffPage = await staffContext.newPage();
    await signInAs(staffPage, accounts.internal, 'id');
    const review = new IdentityReviewPage(staffPage, 'id');
    await review.open();
    // The demo store sent its photos a day before: it waits longer and comes first.
    const names = await review.queue.getByRole('heading', { level: 2 }).allTextContents();
    expect(names.findIndex((name) => name.startsWith(accounts.idCheck.store))).toBeLessThan(names.findIndex((name) => name.startsWith(seller.store)));
    await review.expectPhotosShown(seller.store);

    // A rejection without a reason is stopped on the page, with the reason the seller would miss.
    await review.store(seller.store).getByRole('button', { name: review.words.reject, exact: true }).click();
    await expect(review.store(seller.store).getByText(review.words.reasonRequired)).toBeVisible();
    await review.reject(seller.store, reason);

    // The seller's next page: the modal says why, and the way to send new photos.
    await page.goto('/dashboard');
    const modal = new IdVerificationModal(page);
    await expect(modal.dialog).toBeVisible();
    await expect(modal.rejection).toContainText(idVerificationWords.id.rejectedTitle);
    await expect(modal.rejection).toContainText(idVerificationWords.id.rejectedReason(reason));
    await modal.verifyNow();
    await expect(page.getByTestId('identity-rejection')).toContainText(reason);
    await capture.sendBoth(await samplePhoto(page, 'KTP BARU'), await samplePhoto(page, 'SWAFOTO BARU'));

    await review.open();
    await review.expectPhotosShown(seller.store);
    await review.approve(seller.store);
  } finally {
    await staffContext.close();
  }

  // The seller's store is verified: the session says FRAUD_PASS, no modal asks for photos, the page says so.
  const session = (await (await page.request.get('/backend/main/session')).json()) as { value?: { customFields?: { fraudStatus?: string } } };
  expect(session.value?.customFields?.fraudStatus).toBe('FRAUD_PASS');
  await page.goto('/store/verification/identity');
  await expect(page.getByText(idVerificationWords.id.verified)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(new IdVerificationModal(page).dialog).toHaveCount(0);
});

test('staff without INTERNAL_IDENTITY-REVIEW get "No access", and the server refuses them the queue and the photos (§6)', async ({ page }) => {
  await signInAs(page, accounts.configViewer, 'en');
  await page.goto('/console/store/verification/review');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  for (const path of ['/backend/bp/store-verification/review/stores', '/backend/bp/store-verification/review/stores/DEMO-60041/photos/identity']) {
    const refused = await page.request.get(path);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('PE403001');
  }
});

test('internal staff find the review in the portal too, with the demo store waiting', async ({ page }) => {
  await signInAs(page, accounts.internal, 'en');
  const review = new IdentityReviewPage(page, 'en', '');
  await review.open();
  await review.expectPhotosShown(accounts.idCheck.store);
});
