import { expect, type Response } from '@playwright/test';
import { educationApiPaths, sellerFeedbackEvent, type FeedbackEligibility, type FeedbackShowing } from '@seller-portal/contracts/education';
import { PageObject } from './page-object';

const surveyWords = {
  id: { onboardingTitle: 'Bagaimana proses pendaftaran toko Anda?', send: 'Kirim', later: 'Nanti saja', thanks: 'Terima kasih atas masukan Anda!' },
  en: { onboardingTitle: 'How did setting up your store go?', send: 'Send', later: 'Not now', thanks: 'Thank you for your feedback!' },
} as const;

/** A survey waits for the seller to leave the page alone this long (libs/seller-education `surveyIdleMs`). */
export const surveyIdleMs = 10_000;

/** A seller feedback survey (§4.11) in its dialog. */
export class SurveyDialog extends PageObject {
  get dialog() {
    return this.page.getByRole('dialog');
  }

  async expectOnboardingSurvey() {
    // It opens once the seller has paused (surveyIdleMs) after the tour.
    await expect(this.dialog.getByRole('heading', { name: surveyWords[this.lang].onboardingTitle })).toBeVisible({ timeout: surveyIdleMs + 7_000 });
  }

  /** The footer's "Later" (the close button in the corner has the same name). */
  get laterButton() {
    return this.dialog.getByRole('button', { name: surveyWords[this.lang].later, exact: true }).last();
  }

  get sendButton() {
    return this.dialog.getByRole('button', { name: surveyWords[this.lang].send, exact: true });
  }

  /** What the page does on a survey's trigger event (§4.11): answers whether the server offers the survey. */
  async trigger(eventCode: string): Promise<FeedbackEligibility | undefined> {
    // The runtime listens once the session has loaded: the trigger repeats until the page asks the server. Its
    // question, not the answer, ends the repeating: on a busy machine the answer may take longer than a repeat, and
    // a repeat while the answer is on its way asks nothing more (the survey waits for it), so only the request tells.
    let asked = false;
    const question = this.page
      .waitForRequest((request) => request.url().includes(educationApiPaths.feedbackEligible))
      .then((request) => {
        asked = true;
        return request;
      });
    await expect(async () => {
      if (!asked) {
        await this.page.evaluate(
          ([name, code]) => window.dispatchEvent(new CustomEvent(name, { detail: { eventCode: code } })),
          [sellerFeedbackEvent, eventCode],
        );
      }
      await expect.poll(() => asked, { timeout: 1_000 }).toBe(true);
    }).toPass();
    const answer = await (await question).response();
    const body = (await answer?.json()) as { value: FeedbackEligibility[] } | undefined;
    return body?.value.find((entry) => entry.eventCode === eventCode);
  }

  /** The page's calls that claim a survey's showing, as they happen. */
  showings(): Promise<FeedbackShowing>[] {
    const seen: Promise<FeedbackShowing>[] = [];
    this.page.on('response', (response: Response) => {
      if (response.url().includes(educationApiPaths.feedbackShowing)) seen.push(response.json().then((body: { value: FeedbackShowing }) => body.value));
    });
    return seen;
  }

  async choose(label: string) {
    await this.dialog.getByRole('radio', { name: label }).check();
  }

  async send() {
    await this.dialog.getByRole('button', { name: surveyWords[this.lang].send }).click();
    await expect(this.dialog).toBeHidden();
    await expect(this.page.getByText(surveyWords[this.lang].thanks)).toBeVisible();
  }
}
