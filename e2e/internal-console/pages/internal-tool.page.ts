import { expect, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/**
 * What each internal tool's page object holds: the page, the tool's words in the test's language, and where the tool
 * is mounted (`/console`, or `''` for the seller portal's own copy of it).
 */
export abstract class InternalToolPage<Words> {
  readonly words: Words;
  protected constructor(
    protected readonly page: Page,
    lang: Lang,
    wordsByLang: Record<Lang, Words>,
    protected readonly base = '/console',
  ) {
    this.words = wordsByLang[lang];
  }

  /** Goes to `<base><path>` and waits for the page's heading of `level`. */
  protected async goTo(path: string, heading: string, level = 1) {
    await this.page.goto(`${this.base}${path}`);
    await expect(this.page.getByRole('heading', { level, name: heading })).toBeVisible();
  }
}
