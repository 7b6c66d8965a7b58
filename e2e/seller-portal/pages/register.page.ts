import { expect } from '@playwright/test';
import { accountWords } from './account-words';
import { PageObject } from './page-object';

export interface Registrant {
  fullName: string;
  email: string;
  phoneNumber: string;
  storeName: string;
  password: string;
}

/** /register and /register/otp. */
export class RegisterPage extends PageObject {
  async open(query = '') {
    await this.page.goto(`/register${query}`);
    await expect(this.page.getByLabel(accountWords[this.lang].fullName)).toBeVisible();
    await this.untilStill();
  }

  async fill(registrant: Registrant) {
    const words = accountWords[this.lang];
    await this.page.getByLabel(words.fullName).fill(registrant.fullName);
    await this.page.getByLabel(words.email).fill(registrant.email);
    await this.page.getByLabel(words.phoneNumber).fill(registrant.phoneNumber);
    await this.page.getByLabel(words.storeName).fill(registrant.storeName);
    // check-name-availability answers as the user types.
    await expect(this.page.getByText(words.nameAvailable)).toBeVisible();
    await this.page.getByLabel(words.password, { exact: true }).fill(registrant.password);
    await this.page.getByLabel(words.confirmPasswordPlain, { exact: true }).fill(registrant.password);
    await this.page.getByRole('checkbox', { name: new RegExp(words.agreement) }).check();
  }

  /** A social sign-in's registration: the provider's email and name are there; the seller fills in the rest. */
  async expectPrefilled(registrant: Pick<Registrant, 'fullName' | 'email'>) {
    const words = accountWords[this.lang];
    await expect(this.page.getByLabel(words.email)).toHaveValue(registrant.email);
    await expect(this.page.getByLabel(words.fullName)).toHaveValue(registrant.fullName);
  }

  /** The fields no provider knows: phone number, store name, password and the agreement. */
  async fillTheRest(registrant: Pick<Registrant, 'phoneNumber' | 'storeName' | 'password'>) {
    const words = accountWords[this.lang];
    await this.page.getByLabel(words.phoneNumber).fill(registrant.phoneNumber);
    await this.page.getByLabel(words.storeName).fill(registrant.storeName);
    await expect(this.page.getByText(words.nameAvailable)).toBeVisible();
    await this.page.getByLabel(words.password, { exact: true }).fill(registrant.password);
    await this.page.getByLabel(words.confirmPasswordPlain, { exact: true }).fill(registrant.password);
    await this.page.getByRole('checkbox', { name: new RegExp(words.agreement) }).check();
  }

  async submit() {
    await this.page.getByRole('button', { name: accountWords[this.lang].register, exact: true }).click();
    await expect(this.page).toHaveURL(/\/register\/otp$/);
  }

  /** Sends the code to the email (the first channel), then enters one of the codes that arrived. */
  async sendCode() {
    await this.page.getByRole('button', { name: accountWords[this.lang].sendCode }).click();
    await expect(this.page.getByLabel(accountWords[this.lang].code)).toBeVisible();
  }

  async verify(code: string) {
    await this.page.getByLabel(accountWords[this.lang].code).fill(code);
    await this.page.getByRole('button', { name: accountWords[this.lang].verifyAndOpen }).click();
  }
}
