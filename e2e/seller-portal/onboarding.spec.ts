import { expect, test, type Page } from '@playwright/test';
import { type Envelope, type Session } from '@seller-portal/contracts/core';
import {
  dashboardTutorialName,
  educationApiPaths,
  sellerFeedbackCookies,
  sellerFeedbackEvent,
  type FeedbackEligibility,
  type TutorialList,
} from '@seller-portal/contracts/education';
import { storeReviewPaths, type StoreReviewSummary } from '@seller-portal/contracts/store-reviews';
import { accounts, onlyIn } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { DashboardPage } from './pages/dashboard.page';
import { OnboardingPage, onboardingWords } from './pages/onboarding.page';
import { registerSeller, newRegistrant } from './pages/sellers';
import { SignInPage } from './pages/sign-in.page';
import { SurveyDialog } from './pages/survey.page';
import { StoreReviewsPages } from '../internal-console/pages/store-reviews.page';
import { TutorialTour } from './pages/tutorial.page';

async function sessionOf(page: Page): Promise<Session> {
  const answer = await page.request.get('/backend/main/session');
  return ((await answer.json()) as Envelope<Session>).value as Session;
}

async function dashboardTutorialState(page: Page) {
  const answer = await page.request.get(educationApiPaths.tutorials);
  return ((await answer.json()) as Envelope<TutorialList>).value?.content.find((t) => t.name === dashboardTutorialName)?.state;
}

// onboarding@demo.test goes live here for good: one project runs it.
test(
  'a new store: onboarding@demo.test finishes onboarding, is sent back with a reason on a field and fixes it, lands on the dashboard with its tutorial, which does not come back, and answers the survey once',
  onlyIn('desktop'),
  async ({ page, browser }) => {
    // The survey opens only once the seller has paused after the tour (surveyIdleMs).
    test.slow();
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(accounts.onboarding.username, accounts.onboarding.password);

    // §4.2 step 5: onboarding V2, ONBOARD, not live yet.
    const onboarding = new OnboardingPage(page);
    await onboarding.expectStep('details');
    await onboarding.fillStoreDetails({
      storeName: 'Toko Kopi Oki',
      description: 'Kopi bubuk dan biji kopi dari Aceh',
      category: 'Makanan dan minuman',
      phoneNumber: '0812 3456 7890',
    });
    await onboarding.save();
    await onboarding.fillPickupAddress();
    await onboarding.save();
    await onboarding.fillDocuments('Oki Pendaftar');
    await onboarding.save();
    await onboarding.submit();
    expect((await sessionOf(page)).customFields.postliveStatus ?? null).toBeNull();

    // Internal staff send it back from the console's review item, with a reason on the postal code; the seller
    // checks again and reads it under that field, fixes it and submits again.
    const staff = await (await browser.newContext()).newPage();
    await signInAs(staff, accounts.internal, 'id');
    const reviews = new StoreReviewsPages(staff, 'id');
    await reviews.open();
    await reviews.openItem('ONBOARDING', 'Toko Demo Baru');
    const reason = 'Kode pos tidak sesuai dengan Jakarta Pusat';
    await reviews.markForRevision('Kode pos', 'Alamat pengambilan', reason);
    await reviews.sendBack();
    await onboarding.checkAgain();
    await onboarding.expectStep('address');
    await onboarding.expectRevisionReason('postalCode', reason);
    await onboarding.field('postalCode').fill('10120');
    await onboarding.save();
    await onboarding.expectNoRevisionReasons(reason);
    await onboarding.submit();

    // Staff approve the fixed submission (its call, as the console makes it); the seller checks again, the session
    // says the store is live and §4.2 routes to the dashboard.
    const queue = (await (await staff.request.get(`${storeReviewPaths.reviews}?status=WAITING&kind=ONBOARDING`)).json()) as Envelope<StoreReviewSummary[]>;
    const waiting = (queue.value ?? []).find((review) => review.storeName === 'Toko Demo Baru');
    expect((await staff.request.post(`${storeReviewPaths.reviews}/${waiting?.id}/approve`)).ok()).toBe(true);
    await staff.context().close();
    await onboarding.checkAgain();
    await new DashboardPage(page).expectLoaded();
    expect((await sessionOf(page)).customFields).toMatchObject({ postliveStatus: 'APPROVED', storeName: 'Toko Kopi Oki' });

    const tour = new TutorialTour(page);
    await tour.expectWelcome();
    expect(await tour.finish()).toBe(4);
    expect(await dashboardTutorialState(page)).toBe('COMPLETED');

    // §4.11 the survey the store's going live triggered waited for the tour; its answers are kept as a draft as they go.
    const survey = new SurveyDialog(page);
    await survey.expectOnboardingSurvey();
    const draftSaved = page.waitForResponse((response) => response.url().includes(educationApiPaths.feedbackDraft) && response.ok());
    await survey.choose('4 – Baik');
    await draftSaved;
    await survey.choose('Dokumen');
    await survey.send();

    // Not offered again: the trigger fires once more, this browser's two cookies set aside, and the server says no.
    await page.context().clearCookies({ name: sellerFeedbackCookies.submitted });
    await page.context().clearCookies({ name: sellerFeedbackCookies.shown });
    const eligibility = page.waitForResponse((response) => response.url().includes(educationApiPaths.feedbackEligible));
    await page.evaluate(
      ([name, eventCode]) => window.dispatchEvent(new CustomEvent(name, { detail: { eventCode } })),
      [sellerFeedbackEvent, 'SELLER_ONBOARDING_V2'],
    );
    const answer = (await (await eligibility).json()) as Envelope<FeedbackEligibility[]>;
    expect(answer.value?.[0]).toMatchObject({ eventCode: 'SELLER_ONBOARDING_V2', eligible: false });
    await expect(survey.dialog).toHaveCount(0);

    // Completed: a reload loads the tutorials again (§4.2) and shows no tour.
    const tutorialsLoaded = page.waitForResponse((response) => response.url().includes(educationApiPaths.tutorials));
    await page.reload();
    await tutorialsLoaded;
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText('Toko Kopi Oki').first()).toBeVisible();
    await expect(tour.dialog).toHaveCount(0);
  },
);

// A seller who registers here: English on the phone, a field the rules refuse, and a reload that resumes.
test('a registered seller fixes what the rules refuse and, after a reload, resumes at the next step', onlyIn('phone'), async ({ page }, testInfo) => {
  const registrant = newRegistrant('en', testInfo.project.name);
  await registerSeller(page.request, registrant);
  await page.goto('/?lang=en');

  const onboarding = new OnboardingPage(page, 'en');
  await onboarding.fillStoreDetails({
    storeName: registrant.storeName,
    description: 'Coffee beans roasted in Bandung every week',
    category: 'Food and drink',
    phoneNumber: '123',
  });
  await onboarding.save();
  await expect(page.getByText(onboardingWords.en.phoneProblem)).toBeVisible();
  await expect(onboarding.field('phoneNumber')).toBeFocused();
  await expect(onboarding.field('phoneNumber')).toHaveAttribute('aria-invalid', 'true');

  await onboarding.field('phoneNumber').fill(registrant.phoneNumber);
  await onboarding.save();
  await onboarding.expectStep('address');

  await page.reload();
  await onboarding.expectStep('address');
  await expect(page.getByRole('navigation', { name: 'Onboarding steps' }).getByText('Store details')).toBeVisible();
});

// The help menu's survey (version 1) for the demo seller: answered once, then not offered again.
test('the help menu opens its survey, which is answered once and not offered again', onlyIn('desktop'), async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(accounts.seller.username, accounts.seller.password);
  await new DashboardPage(page).expectLoaded();

  const survey = new SurveyDialog(page);
  const clickKept = page.waitForResponse((response) => response.url().includes(educationApiPaths.sellerCareClickTime) && response.ok());
  await page.getByRole('button', { name: 'Beri masukan' }).click();
  await clickKept;
  await expect(survey.dialog.getByRole('heading', { name: 'Beri masukan untuk Seller Center' })).toBeVisible();
  await survey.choose('5 – Sangat baik');
  await survey.dialog.getByLabel('Komentar (boleh dikosongkan)').fill('Dasbornya jelas');
  await survey.send();

  const allowed = await page.request.get(`${educationApiPaths.feedbackAllowed}?eventCode=SELLER_HELP_MENU`);
  expect(((await allowed.json()) as Envelope<{ allowed: boolean }>).value).toEqual({ allowed: false });
  // Asked again, the server refuses it (this browser's cookies set aside).
  await page.context().clearCookies({ name: sellerFeedbackCookies.submitted });
  await page.context().clearCookies({ name: sellerFeedbackCookies.shown });
  const eligibility = page.waitForResponse((response) => response.url().includes(educationApiPaths.feedbackEligible));
  await page.getByRole('button', { name: 'Beri masukan' }).click();
  expect(((await (await eligibility).json()) as Envelope<FeedbackEligibility[]>).value?.[0]).toMatchObject({ eligible: false });
  await expect(survey.dialog).toHaveCount(0);
});
