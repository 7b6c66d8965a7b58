import { expect, test } from '@playwright/test';
import { sellerFeedbackCookies } from '@seller-portal/contracts/education';
import { accounts, onlyIn } from '../support/accounts';
import { ChatPage } from './pages/chat.page';
import { signInThroughApi } from './pages/sign-in.page';
import { SurveyDialog, surveyIdleMs } from './pages/survey.page';

// Each flow has an account of its own that no other test shows a survey to: the server's week is per user.

test(
  'a survey waits while the seller types a reply, shows once they pause, and not again that week (a reload, another device)',
  onlyIn('desktop'),
  async ({ page }) => {
    // The page's clock: the idle wait passes without the test sleeping through it.
    await page.clock.install();
    await signInThroughApi(page, accounts.mpp, { lang: 'id' });
    const chat = new ChatPage(page, 'id');
    await chat.open('/conversations/CUST-21_PP-DEMO-60009-SBY');
    await expect(chat.history).toBeVisible();
    const survey = new SurveyDialog(page, 'id');
    const showings = survey.showings();

    // A reply half written: the survey the last reply triggered holds back, however long the seller pauses.
    await chat.composer.fill('Baik kak, pesanan sedang kami');
    expect((await survey.trigger('SELLER_CHAT_TEXT_V2'))?.eligible).toBe(true);
    await page.clock.runFor(6 * surveyIdleMs);
    // A round trip through the page after the timers ran: any claim they made has left by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(showings).toHaveLength(0);
    await expect(survey.dialog).toHaveCount(0);

    // Sent: once the seller leaves the page alone, the survey opens, with its buttons in view.
    await chat.composer.press('Enter');
    await expect(chat.composer).toHaveValue('');
    await page.clock.runFor(surveyIdleMs + 1_000);
    await expect(survey.dialog).toBeVisible();
    expect(await Promise.all(showings)).toEqual([{ shown: true, nextAt: null }]);
    await expect(survey.laterButton).toBeInViewport();
    await survey.laterButton.click();
    await expect(survey.dialog).toBeHidden();
    await expect(chat.composer).toBeVisible();

    // A reload, another routine reply's survey: the server says no for the week.
    await page.reload();
    await expect(chat.history).toBeVisible();
    expect((await survey.trigger('SELLER_CHAT_PRODUCT_V2'))?.eligible).toBe(false);
    // Another device: none of this browser's cookies, the same answer.
    await page.context().clearCookies({ name: sellerFeedbackCookies.shown });
    expect((await survey.trigger('SELLER_CHAT_ORDER_V2'))?.eligible).toBe(false);
    await page.clock.runFor(surveyIdleMs + 1_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(survey.dialog).toHaveCount(0);
    expect(showings).toHaveLength(1);
  },
);

test('on a 375 px phone the survey leaves the header and the bottom bar in view, and its buttons are never cut off', onlyIn('phone'), async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.clock.install();
  await signInThroughApi(page, accounts.chatStaff, { lang: 'en' });
  const chat = new ChatPage(page, 'en');
  await chat.open();
  // By its label: while the survey is open, assistive technology sees the survey alone.
  const bottomBar = page.locator('nav[aria-label="Quick navigation"]');
  await expect(bottomBar).toBeVisible();
  const survey = new SurveyDialog(page, 'en');
  expect((await survey.trigger('SELLER_CHAT_TEXT_V2'))?.eligible).toBe(true);
  await page.clock.runFor(surveyIdleMs + 1_000);
  await expect(survey.dialog).toBeVisible();

  const sheet = await survey.dialog.boundingBox();
  const bar = await bottomBar.boundingBox();
  expect(sheet && bar && sheet.y + sheet.height <= bar.y + 1).toBe(true);
  await expect(bottomBar).toBeInViewport();
  await expect(survey.laterButton).toBeInViewport({ ratio: 1 });
  await expect(survey.sendButton).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('survey-phone-375.png') });
  await survey.laterButton.click();
  await expect(survey.dialog).toBeHidden();
});
