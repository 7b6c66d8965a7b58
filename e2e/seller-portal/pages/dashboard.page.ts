import { expect } from '@playwright/test';
import { words } from '../../support/accounts';
import { PageObject } from './page-object';

/** The shell header's menu button (libs/shell texts header.openMenu). */
const openMenuName = { id: 'Buka menu', en: 'Open menu' } as const;

export class DashboardPage extends PageObject {
  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/dashboard$/);
  }

  /**
   * On a phone the session menus and sign-out sit behind the menu button. The address reaches /dashboard before the
   * header has drawn, so wait for one of the two ways out first: asking at once could take the desktop for a phone
   * and press the first button whose name holds "menu" (the search field's "Type a menu or a topic").
   */
  async signOut() {
    const signOut = this.page.getByRole('button', { name: words[this.lang].signOut }).or(this.page.getByRole('link', { name: words[this.lang].signOut }));
    const openMenu = this.page.getByRole('button', { name: openMenuName[this.lang], exact: true });
    await expect(signOut.or(openMenu).first()).toBeVisible();
    if (!(await signOut.first().isVisible())) await openMenu.click();
    await signOut.first().click();
  }
}
