import { expect, type Locator, type Page } from '@playwright/test';
import { type Lang } from '../../support/accounts';
import { commonTexts, i18nKeys, textsOnlyIn } from '../../support/i18n-texts';

/**
 * The words a page shows, read as a user reads them: its visible lines (innerText), and its menu's entries. Checks that
 * they are all in one language, with no raw i18n key among them.
 */
export class PageWords {
  constructor(private readonly page: Page) {}

  /** Every visible line of the page, trimmed, blank ones left out. */
  async lines(): Promise<string[]> {
    const text = await this.page.locator('body').innerText();
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  }

  /** Lines that are a raw i18n key, and lines that are a text only the other language has. */
  async problems(lang: Lang): Promise<{ rawKeys: string[]; otherLanguage: string[] }> {
    const lines = await this.lines();
    const foreign = textsOnlyIn(lang === 'id' ? 'en' : 'id');
    return { rawKeys: lines.filter((line) => i18nKeys.has(line)), otherLanguage: lines.filter((line) => foreign.has(line)) };
  }

  /** Waits until every line of the page is in `lang`: no raw key, no text of the other language. */
  async expectAllIn(lang: Lang): Promise<void> {
    await expect.poll(() => this.problems(lang), { message: `every visible word in ${lang}` }).toEqual({ rawKeys: [], otherLanguage: [] });
  }

  /** The entries (links and group names) of a menu, in order; a count beside an entry (the unread chats) is not its name. */
  static async entries(menu: Locator): Promise<string[]> {
    const entries = menu.locator('a, summary');
    await expect(entries.first()).toBeVisible();
    return entries.evaluateAll((elements) =>
      elements.map((element) => {
        const name = element.cloneNode(true) as Element;
        for (const badge of name.querySelectorAll('[data-unread-badge]')) badge.remove();
        return (name.textContent ?? '').trim();
      }),
    );
  }

  /** The `common.menu` key of each entry, as `lang` names it; fails on an entry that is not a menu name of `lang`. */
  static menuKeys(entries: readonly string[], lang: Lang): string[] {
    const names = Object.entries(commonTexts(lang).menu);
    return entries.map((entry) => {
      const key = names.find(([, name]) => name === entry)?.[0];
      expect(key, `"${entry}" is a ${lang} menu name`).toBeDefined();
      return key ?? '';
    });
  }

  /** The names `lang` gives the menu keys. */
  static menuNames(keys: readonly string[], lang: Lang): string[] {
    const names = commonTexts(lang).menu;
    return keys.map((key) => names[key]);
  }
}
