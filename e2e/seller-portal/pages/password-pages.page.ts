import { expect } from '@playwright/test';
import { accountWords } from './account-words';
import { PageObject } from './page-object';

/** /forgot-password/v2. */
export class ForgotPasswordPage extends PageObject {
  async open(query = '') {
    await this.page.goto(`/forgot-password/v2${query}`);
    await expect(this.page.getByLabel(accountWords[this.lang].email)).toBeVisible();
  }

  async request(email: string) {
    const words = accountWords[this.lang];
    await this.page.getByLabel(words.email).fill(email);
    await this.page.getByRole('button', { name: words.sendResetLink }).click();
    await expect(this.page.getByRole('heading', { name: words.checkEmail })).toBeVisible();
  }
}

/** /reset-password/v2, /create-password and /expired-password: a new password and its confirmation. */
export class NewPasswordForm extends PageObject {
  async fill(password: string) {
    const words = accountWords[this.lang];
    await this.page.getByLabel(words.newPassword, { exact: true }).fill(password);
    await this.page.getByLabel(words.confirmPassword, { exact: true }).fill(password);
  }

  async submit(name: string) {
    await this.page.getByRole('button', { name, exact: true }).click();
  }
}
