import { expect } from '@playwright/test';
import { words } from '../../support/accounts';
import { PageObject } from './page-object';

export class SignInPage extends PageObject {
  async open(query = '') {
    await this.page.goto(`/sign-in${query}`);
    await expect(this.username).toBeVisible();
  }

  get username() {
    return this.page.getByLabel(words[this.lang].username);
  }

  get password() {
    return this.page.getByLabel(words[this.lang].password, { exact: true });
  }

  get submit() {
    return this.page.getByRole('button', { name: words[this.lang].signIn, exact: true });
  }

  async signIn(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
