import { expect, type Page } from '@playwright/test';
import { shellWords, words, type Lang } from '../../support/accounts';

/** The portal's chrome (§2.8) as a user sees it: header, mobile menu, bottom navbar, error views. */
export class ShellPage {
  constructor(
    private readonly page: Page,
    private lang: Lang = 'id',
  ) {}

  get texts() {
    return shellWords[this.lang];
  }

  /** The web push prompt would cover the page's corner; answer it the way a user who said "not now" has. */
  async skipWebPushPrompt() {
    await this.page.addInitScript(() => window.localStorage.setItem('webPushPromptedAt', String(Date.now())));
  }

  errorView(kind: 'notFound' | 'noAccess' | 'maintenance' | 'serverError' | 'timeout') {
    return this.page.getByRole('heading', { name: this.texts[kind] });
  }

  get greeting() {
    return this.page.getByRole('heading', { name: new RegExp(`^${this.texts.greeting}`) });
  }

  get header() {
    return this.page.getByRole('banner');
  }

  get desktopMenu() {
    return this.header.getByRole('navigation', { name: this.texts.mainMenu });
  }

  get bottomNavbar() {
    return this.page.getByRole('navigation', { name: this.texts.quickNav });
  }

  /**
   * The in-app paths the page links to (menus, bottom navbar, footer, the page's own links), the mobile menu's
   * included when the page has one: what a user can reach from here.
   */
  async linkedPaths(): Promise<string[]> {
    if (await this.menuButton.isVisible()) {
      await this.menuButton.click();
      await expect(this.page.getByRole('dialog', { name: this.texts.account })).toBeVisible();
    }
    const hrefs = await this.page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    if (await this.page.getByRole('dialog').isVisible()) {
      await this.page.keyboard.press('Escape');
      await expect(this.page.getByRole('dialog')).toHaveCount(0);
    }
    return [...new Set(hrefs)].sort();
  }

  /** Follows a link of the header's public links (in the mobile menu where the header is compact). */
  async followHeaderLink(name: string) {
    if (await this.menuButton.isVisible()) {
      await this.menuButton.click();
      await this.page.getByRole('dialog', { name: this.texts.account }).getByRole('link', { name, exact: true }).click();
    } else {
      await this.header.getByRole('link', { name, exact: true }).click();
    }
  }

  get menuButton() {
    return this.page.getByRole('button', { name: this.texts.openMenu });
  }

  /** The language switch: in the header's top strip on desktops, in the mobile menu elsewhere. */
  async switchLanguage(lang: Lang) {
    const target = this.page.getByRole('radio', { name: lang === 'en' ? 'English' : 'Bahasa Indonesia' });
    const inMenu = !(await target.first().isVisible());
    if (inMenu) await this.menuButton.click();
    // The switch moves once the language's texts are in (a download the first time): click, then wait for it.
    await target.first().click();
    await expect(target.first()).toBeChecked();
    this.lang = lang;
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang);
    // The mobile menu is a dialog over the page: close it to get back to the page.
    if (inMenu) {
      await this.page.keyboard.press('Escape');
      await expect(this.page.getByRole('dialog')).toHaveCount(0);
    }
  }

  async signOut() {
    const link = this.page.getByRole('link', { name: words[this.lang].signOut });
    if (!(await link.first().isVisible())) await this.menuButton.click();
    await link.first().click();
  }
}
