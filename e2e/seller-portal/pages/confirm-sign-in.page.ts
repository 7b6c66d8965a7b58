import { expect } from '@playwright/test';
import { PageObject } from './page-object';

const words = {
  id: {
    title: 'Masuk dengan tautan',
    continueAs: (username: string) => `Lanjutkan sebagai ${username}`,
    stayAs: (username: string) => `Tetap masuk sebagai ${username}`,
    signedInAs: (username: string) => `Anda sedang masuk sebagai ${username}`,
    invalid: 'Tautan masuk ini tidak berlaku lagi',
  },
  en: {
    title: 'Sign in with a link',
    continueAs: (username: string) => `Continue as ${username}`,
    stayAs: (username: string) => `Stay signed in as ${username}`,
    signedInAs: (username: string) => `You are signed in as ${username}`,
    invalid: 'This sign-in link is no longer valid',
  },
};

/** /confirm-sign-in: a `?authToken=` link opened in a browser asks before it signs in. */
export class ConfirmSignInPage extends PageObject {
  async expectAsking(username: string) {
    await expect(this.page).toHaveURL(/\/confirm-sign-in$/);
    await expect(this.page.getByRole('heading', { name: words[this.lang].title })).toBeVisible();
    await expect(this.page.getByRole('button', { name: words[this.lang].continueAs(username) })).toBeVisible();
  }

  async expectSignedInAs(username: string) {
    await expect(this.page.getByText(words[this.lang].signedInAs(username))).toBeVisible();
  }

  async continueAs(username: string) {
    await this.page.getByRole('button', { name: words[this.lang].continueAs(username) }).click();
  }

  async stayAs(username: string) {
    await this.page.getByRole('button', { name: words[this.lang].stayAs(username) }).click();
  }

  async expectInvalid() {
    await expect(this.page.getByText(words[this.lang].invalid)).toBeVisible();
  }
}
