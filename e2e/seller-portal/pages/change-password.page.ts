import { expect } from '@playwright/test';
import { accountWords } from './account-words';
import { NewPasswordForm } from './password-pages.page';
import { PageObject } from './page-object';

/** /change-password: the current password and a new one, with a session. */
export class ChangePasswordPage extends PageObject {
  private get words() {
    return accountWords[this.lang];
  }

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/change-password$/);
    await expect(this.page.getByRole('heading', { name: this.words.changeTitle })).toBeVisible();
  }

  async change(currentPassword: string, newPassword: string) {
    await this.page.getByLabel(this.words.currentPassword, { exact: true }).fill(currentPassword);
    await new NewPasswordForm(this.page, this.lang).fill(newPassword);
    await this.page.getByRole('button', { name: this.words.changeSubmit, exact: true }).click();
  }

  async expectChanged() {
    await expect(this.page.getByRole('heading', { name: this.words.passwordChanged })).toBeVisible();
  }
}
