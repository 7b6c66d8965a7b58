import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

const words = {
  id: {
    title: 'Perangkat yang sedang masuk',
    thisDevice: 'Perangkat ini',
    signOut: /^Keluarkan /,
    password: 'Kata sandi saat ini',
    confirm: 'Keluarkan',
    signedOutOne: '1 perangkat telah dikeluarkan.',
  },
  en: {
    title: 'Signed-in devices',
    thisDevice: 'This device',
    signOut: /^Sign out /,
    password: 'Current password',
    confirm: 'Sign out',
    signedOutOne: '1 device was signed out.',
  },
};

/** The signed-in devices section of /change-password. */
export class SignedInDevices extends PageObject {
  private get section(): Locator {
    return this.page.getByRole('region', { name: words[this.lang].title });
  }

  async expectDevices(count: number) {
    await expect(this.section.getByRole('listitem')).toHaveCount(count);
    await expect(this.section.getByText(words[this.lang].thisDevice)).toBeVisible();
  }

  /** Signs out the first device that is not this one, typing `password` in the confirmation. */
  async signOutOther(password: string) {
    await this.section.getByRole('button', { name: words[this.lang].signOut }).first().click();
    await this.confirmWith(password);
  }

  /** The open confirmation, answered with `password`. */
  async confirmWith(password: string) {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(words[this.lang].password, { exact: true }).fill(password);
    await dialog.getByRole('button', { name: words[this.lang].confirm, exact: true }).click();
  }

  async expectPasswordRefused() {
    await expect(this.page.getByRole('dialog').getByRole('alert').or(this.page.getByRole('dialog').locator('[aria-invalid="true"]'))).toBeVisible();
  }

  async expectSignedOutOne() {
    await expect(this.page.getByText(words[this.lang].signedOutOne)).toBeVisible();
  }
}
