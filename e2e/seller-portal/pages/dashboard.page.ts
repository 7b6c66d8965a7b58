import { expect, type Page } from '@playwright/test';
import { words, type Lang } from '../../support/accounts';

export class DashboardPage {
  constructor(
    private readonly page: Page,
    private readonly lang: Lang = 'id',
  ) {}

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/dashboard$/);
  }

  /** On a phone the session menus and sign-out sit behind the menu button. */
  async signOut() {
    const signOut = this.page.getByRole('button', { name: words[this.lang].signOut }).or(this.page.getByRole('link', { name: words[this.lang].signOut }));
    if (!(await signOut.first().isVisible())) {
      await this.page.getByRole('button', { name: /menu/i }).first().click();
    }
    await signOut.first().click();
  }
}
