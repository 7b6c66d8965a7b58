import { expect, type Page } from '@playwright/test';
import type { ContactType } from '@seller-portal/contracts/accounts';
import type { Lang } from '../../support/accounts';
import { accountWords } from './account-words';

/** /verify-phone-number and /verify-email: the new contact, then the code sent to it. */
export class VerifyContactPage {
  constructor(
    private readonly page: Page,
    private readonly lang: Lang,
    private readonly type: ContactType,
  ) {}

  private get words() {
    return accountWords[this.lang];
  }

  get path() {
    return this.type === 'PHONE' ? '/verify-phone-number' : '/verify-email';
  }

  get field() {
    return this.page.getByLabel(this.type === 'PHONE' ? this.words.phoneNumber : this.words.email, { exact: true });
  }

  /** Arrived with `redirectUri`, the page the user goes back to afterwards. */
  async expectLoaded(redirectUri: string) {
    await expect(this.page).toHaveURL((url) => url.pathname === this.path && url.searchParams.get('redirectUri') === redirectUri);
    const title = this.type === 'PHONE' ? this.words.verifyPhoneTitle : this.words.verifyEmailTitle;
    await expect(this.page.getByRole('heading', { name: title })).toBeVisible();
  }

  async send(value: string) {
    await this.field.fill(value);
    await this.page.getByRole('button', { name: this.words.sendCode, exact: true }).click();
  }

  get currentPassword() {
    return this.page.getByLabel(this.words.currentPassword, { exact: true });
  }

  /** A change of contact: the form asked for the current password; give it and send again. */
  async confirmWithPassword(password: string) {
    await expect(this.currentPassword).toBeFocused();
    await this.currentPassword.fill(password);
    await this.page.getByRole('button', { name: this.words.sendCode, exact: true }).click();
  }

  async expectCodeStep() {
    const title = this.type === 'PHONE' ? this.words.verifyPhoneCodeTitle : this.words.verifyEmailCodeTitle;
    await expect(this.page.getByRole('heading', { name: title })).toBeVisible();
  }

  async verify(code: string) {
    await this.page.getByLabel(this.words.code).fill(code);
    await this.page.getByRole('button', { name: this.words.verify, exact: true }).click();
  }
}
