import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dashboardTutorialName, educationApiPaths, sellerFeedbackEvent } from '@seller-portal/contracts/education';
import type { Envelope } from '@seller-portal/contracts/core';
import { onboardingApiPaths, type OnboardingState } from '@seller-portal/contracts/onboarding';
import { storeReviewPaths } from '@seller-portal/contracts/store-reviews';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { seriousViolationsAtWidths } from '../support/axe';
import { newRegistrant, registerSeller } from '../seller-portal/pages/sellers';
import { sampleDocuments, samplePickupAddress, sampleStoreDetails } from '@seller-portal/contracts/testing';

async function put(request: APIRequestContext, path: string, data: unknown) {
  expect((await request.put(path, { data })).ok(), path).toBe(true);
}

async function check(page: Page, where: string, problems: string[]) {
  problems.push(...(await seriousViolationsAtWidths(page, where)));
}

// A seller's first minutes in both languages at a phone's 375 px and a desktop's 1280 px: the onboarding steps, the
// wait for review, the dashboard tour and a survey, with no serious or critical axe finding. One test a language, each state read at both
// widths.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): onboarding, the dashboard tour and a survey`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    // A registration, six pages and sixteen axe passes.
    test.setTimeout(150_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const registrant = newRegistrant(lang, testInfo.project.name);
    await registerSeller(page.request, registrant);
    const problems: string[] = [];

    await page.goto(`/onboarding-v2?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 2, name: lang === 'id' ? 'Data toko' : 'Store details' })).toBeVisible();
    await check(page, 'onboarding, store details', problems);
    // A refused field shows its message beside it.
    await page.getByRole('button', { name: lang === 'id' ? 'Simpan dan lanjutkan' : 'Save and continue' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await check(page, 'onboarding, store details with errors', problems);

    await put(page.request, onboardingApiPaths.storeDetails, { ...sampleStoreDetails, storeName: registrant.storeName });
    await page.reload();
    await expect(page.getByRole('combobox').first()).toBeVisible();
    await check(page, 'onboarding, pickup address', problems);

    await put(page.request, onboardingApiPaths.pickupAddress, samplePickupAddress);
    await put(page.request, onboardingApiPaths.documents, sampleDocuments);
    await page.reload();
    await expect(page.getByRole('button', { name: lang === 'id' ? 'Kirim untuk ditinjau' : 'Submit for review' })).toBeVisible();
    await check(page, 'onboarding, submit', problems);

    const submitted = await page.request.post(onboardingApiPaths.submit);
    expect(submitted.ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('button', { name: lang === 'id' ? 'Periksa lagi' : 'Check again' })).toBeVisible();
    await check(page, 'onboarding, waiting for review', problems);

    // Internal staff send it back with a reason on a field (the review queue's call), then approve the fixed one.
    const staff = await (await browser.newContext()).newPage();
    await signInAs(staff, accounts.internal, lang);
    const firstId = ((await submitted.json()) as Envelope<OnboardingState>).value?.review?.id;
    const notes = { 'PICKUP_ADDRESS.postalCode': 'Kode pos tidak sesuai dengan kota' };
    expect((await staff.request.post(`${storeReviewPaths.reviews}/${firstId}/revise`, { data: { notes } })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('Kode pos tidak sesuai dengan kota').first()).toBeVisible();
    await check(page, 'onboarding, sent back with a reason per field', problems);
    await put(page.request, onboardingApiPaths.pickupAddress, { ...samplePickupAddress, postalCode: '10120' });
    const resubmitted = await page.request.post(onboardingApiPaths.submit);
    expect(resubmitted.ok()).toBe(true);
    const reviewId = ((await resubmitted.json()) as Envelope<OnboardingState>).value?.review?.id;
    expect((await staff.request.post(`${storeReviewPaths.reviews}/${reviewId}/approve`)).ok()).toBe(true);
    await staff.context().close();
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'dashboard tour', problems);

    await put(page.request, educationApiPaths.tutorialUpdate, { name: dashboardTutorialName });
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    // The surveys listen once the session has loaded them: the trigger repeats until one opens.
    await expect(async () => {
      await page.evaluate(
        ([name, eventCode]) => window.dispatchEvent(new CustomEvent(name, { detail: { eventCode } })),
        [sellerFeedbackEvent, 'SELLER_HELP_MENU'],
      );
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await check(page, 'survey', problems);

    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
