import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { OfficialReviewPages } from './pages/official-store.page';

test('staff list the demo application in review and read its documents', async ({ page }) => {
  await signInAs(page, accounts.internal, 'en');
  const review = new OfficialReviewPages(page, 'en');
  await review.open();
  await review.openApplicationOf(accounts.seller.store, 'Sejahtera Home');
  await expect(page.getByText('IDM000812345')).toBeVisible();
  const certificate = page.getByRole('link', { name: /sertifikat-merek\.pdf/ });
  const file = await page.request.get((await certificate.getAttribute('href')) ?? '');
  expect([file.status(), file.headers()['content-type']]).toEqual([200, 'application/pdf']);
});

test('staff without INTERNAL_OFFICIAL-STORE_REVIEW get "No access", and the server refuses their calls (§6)', async ({ page }) => {
  await signInAs(page, accounts.configViewer, 'en');
  await page.goto('/console/official/review');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  const refused = await page.request.get('/backend/bp/official-store/review/applications');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('PE403001');
});
