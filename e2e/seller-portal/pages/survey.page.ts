import { expect } from '@playwright/test';
import { PageObject } from './page-object';

const surveyWords = {
  id: { onboardingTitle: 'Bagaimana proses pendaftaran toko Anda?', send: 'Kirim', thanks: 'Terima kasih atas masukan Anda!' },
  en: { onboardingTitle: 'How did setting up your store go?', send: 'Send', thanks: 'Thank you for your feedback!' },
} as const;

/** A seller feedback survey (§4.11) in its dialog. */
export class SurveyDialog extends PageObject {
  get dialog() {
    return this.page.getByRole('dialog');
  }

  async expectOnboardingSurvey() {
    await expect(this.dialog.getByRole('heading', { name: surveyWords[this.lang].onboardingTitle })).toBeVisible();
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
