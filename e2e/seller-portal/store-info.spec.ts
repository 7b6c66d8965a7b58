import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Envelope } from '@seller-portal/contracts/core';
import { onboardingApiPaths, type OnboardingState } from '@seller-portal/contracts/onboarding';
import { storeReviewPaths } from '@seller-portal/contracts/store-reviews';
import { sampleDocuments, samplePickupAddress, sampleStoreDetails } from '@seller-portal/contracts/testing';
import { accounts, langOfProject, shellWords } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { StoreReviewsPages } from '../internal-console/pages/store-reviews.page';
import { StoreInfoPages } from './pages/store-info.page';
import { newRegistrant, registerSeller } from './pages/sellers';
import { rememberLanguage } from '../support/language';

const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function put(request: APIRequestContext, path: string, data: unknown): Promise<OnboardingState> {
  const answer = await request.fetch(path, { method: path === onboardingApiPaths.submit ? 'POST' : 'PUT', data });
  const body = (await answer.json()) as Envelope<OnboardingState>;
  expect(body.errorCode, `${path} answered ${body.errorCode}`).toBeNull();
  return body.value as OnboardingState;
}

// A store of its own per run: registered, onboarded and approved through the calls, so its name can change for good.
test('a seller changes the legal name of the store, internal staff approve it in the console, and the header shows the new name', async ({
  page,
  browser,
}, testInfo) => {
  // Registration, onboarding and its approval, the request, the console's decision: more than the default time.
  test.slow();
  const lang = langOfProject(testInfo.project.name);
  const registrant = newRegistrant(lang, testInfo.project.name);
  await registerSeller(page.request, registrant);
  await put(page.request, onboardingApiPaths.storeDetails, { ...sampleStoreDetails, storeName: registrant.storeName });
  await put(page.request, onboardingApiPaths.pickupAddress, samplePickupAddress);
  await put(page.request, onboardingApiPaths.documents, sampleDocuments);
  const submitted = await put(page.request, onboardingApiPaths.submit, undefined);

  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, accounts.internal, lang);
  // The onboarding through the queue's call, as staff would from the console.
  expect((await staff.request.post(`${storeReviewPaths.reviews}/${submitted.review?.id}/approve`)).ok()).toBe(true);

  await rememberLanguage(page, lang);
  const info = new StoreInfoPages(page, lang);
  await info.open();
  await expect(info.storeInHeader(registrant.storeName)).toBeVisible();
  // The profile's logo: resized in the browser when large, judged by its bytes on the server.
  await info.chooseLogo({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(onePixelPng, 'base64') });
  await expect(page.getByRole('img', { name: new RegExp(registrant.storeName) }).and(page.locator('img'))).toBeVisible();
  const newName = `${registrant.storeName} Abadi`;
  await info.requestNameChange(newName);
  // Nothing changes before the review.
  await expect(info.storeInHeader(registrant.storeName)).toBeVisible();
  const pdf = await page.request.get((await page.getByRole('link', { name: info.words.download }).getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  const reviews = new StoreReviewsPages(staff, lang);
  await reviews.open();
  await reviews.openItem('STORE_DATA_CHANGE', registrant.storeName);
  await expect(staff.getByRole('table', { name: reviews.words.changes })).toContainText(newName);
  await reviews.approve();
  await staff.context().close();

  await page.reload();
  await expect(page.getByTestId('data-change')).toContainText(info.words.approved);
  await expect(info.storeInHeader(newName)).toBeVisible();
});

test('internal staff without the review code get "No access" on the queue', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.configViewer, lang);
  await page.goto('/console/store-review');
  await expect(page.getByRole('heading', { name: shellWords[lang].noAccess })).toBeVisible();
});
