import { expect, type Page } from '@playwright/test';
import { accountWords } from './account-words';
import { PageObject } from './page-object';

/** /sso/cas: the company email whose domain says where its CAS login is. */
export class CasSignInPage extends PageObject {
  get email() {
    return this.page.getByLabel(accountWords[this.lang].casEmail);
  }

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/sso\/cas(\?|$)/);
    await expect(this.email).toBeVisible();
  }

  async continueWith(email: string) {
    await this.email.fill(email);
    await this.page.getByRole('button', { name: accountWords[this.lang].casContinue }).click();
  }
}

/** The company's own CAS login page (e2e/support/cas-server.mjs): not the portal's, so not translated by it. */
export class CompanySignInPage {
  constructor(private readonly page: Page) {}

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/cas\/login\?service=/);
    await expect(this.page.getByRole('heading', { name: 'Company sign-in' })).toBeVisible();
  }

  async signIn(username: string, password: string) {
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
