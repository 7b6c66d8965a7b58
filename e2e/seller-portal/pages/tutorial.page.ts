import { expect } from '@playwright/test';
import { PageObject } from './page-object';

const tourWords = {
  id: { welcome: 'Selamat datang di Seller Center', next: 'Berikutnya', finish: 'Selesai', skip: 'Lewati tur' },
  en: { welcome: 'Welcome to Seller Center', next: 'Next', finish: 'Finish', skip: 'Skip tour' },
} as const;

/** The tutorial tour over the dashboard (§4.7): one dialog per step. */
export class TutorialTour extends PageObject {
  get dialog() {
    return this.page.getByRole('dialog');
  }

  async expectWelcome() {
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('heading', { name: tourWords[this.lang].welcome })).toBeVisible();
    // The step takes the focus, so the keyboard and a screen reader are on it.
    await expect(this.dialog).toBeFocused();
  }

  /** Next until the last step, then Finish; answers how many steps it went through. */
  async finish(): Promise<number> {
    const words = tourWords[this.lang];
    let steps = 1;
    while (await this.dialog.getByRole('button', { name: words.next }).isVisible()) {
      await this.dialog.getByRole('button', { name: words.next }).click();
      steps += 1;
    }
    await this.dialog.getByRole('button', { name: words.finish }).click();
    await expect(this.dialog).toBeHidden();
    return steps;
  }
}
