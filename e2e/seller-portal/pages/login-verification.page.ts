import { expect } from '@playwright/test';
import { accountWords } from './account-words';
import { PageObject } from './page-object';

/** /login-verification: the multi-factor step. */
export class LoginVerificationPage extends PageObject {
  get code() {
    return this.page.getByLabel(accountWords[this.lang].code);
  }

  get trustDevice() {
    return this.page.getByRole('checkbox', { name: accountWords[this.lang].trustDevice });
  }

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/login-verification/);
    // The code is sent on arrival; the form says where it went.
    await expect(this.page.getByRole('status').filter({ hasText: /@/ })).toBeVisible();
  }

  /**
   * Tries the codes newest first until one is accepted: another browser signing in to the same account at the
   * same time gets codes of its own, and a code that is not ours is refused without harm.
   */
  async verifyWithOneOf(codes: readonly string[]) {
    const words = accountWords[this.lang];
    for (const code of codes) {
      await this.code.fill(code);
      await this.page.getByRole('button', { name: words.verify, exact: true }).click();
      const outcome = await Promise.race([
        this.page.waitForURL((url) => !url.pathname.startsWith('/login-verification')).then(() => 'accepted' as const),
        this.page
          .getByText(words.wrongCode)
          .waitFor()
          .then(() => 'refused' as const),
      ]);
      if (outcome === 'accepted') return;
    }
    throw new Error('none of the codes was accepted');
  }
}
