import { expect } from '@playwright/test';
import { accountWords } from './account-words';
import { PageObject } from './page-object';

/** /switch-session: the amphibi user's choice of mode, and the linked stores. */
export class SwitchSessionPage extends PageObject {
  async expectModes() {
    await expect(this.page).toHaveURL(/\/switch-session/);
    await expect(this.page.getByRole('heading', { name: accountWords[this.lang].switchTitle })).toBeVisible();
  }

  async chooseMode(mode: 'STORE' | 'INTERNAL') {
    const words = accountWords[this.lang];
    const name = mode === 'STORE' ? words.modeStore : words.modeInternal;
    await this.page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  }

  async expectStores() {
    await expect(this.page.getByRole('heading', { name: accountWords[this.lang].storesTitle })).toBeVisible();
  }

  async searchStore(keyword: string) {
    await this.page.getByLabel(accountWords[this.lang].searchStore).fill(keyword);
  }

  async chooseStore(name: string) {
    await this.page.getByRole('button', { name: new RegExp(name) }).click();
  }
}
