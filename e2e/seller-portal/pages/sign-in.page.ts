import { expect, type Page } from '@playwright/test';
import { apiPaths } from '@seller-portal/contracts/core';
import { words, type Lang } from '../../support/accounts';
import { rememberLanguage } from '../../support/language';
import { PageObject } from './page-object';
import { ShellPage } from './shell.page';

export class SignInPage extends PageObject {
  async open(query = '') {
    await this.page.goto(`/sign-in${query}`);
    await expect(this.username).toBeVisible();
    await this.untilStill();
  }

  get username() {
    return this.page.getByLabel(words[this.lang].username);
  }

  get password() {
    return this.page.getByLabel(words[this.lang].password, { exact: true });
  }

  get submit() {
    return this.page.getByRole('button', { name: words[this.lang].signIn, exact: true });
  }

  /** Why the last session ended, when another device ended it (a new password, a remote sign-out). */
  get sessionEndedNotice() {
    return this.page.getByRole('status').and(this.page.locator('[data-session-ended]'));
  }

  async signIn(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/**
 * Signs the page's browser context in through the sign-in call, as the sign-in page's own request does (the context
 * keeps the session cookie), for the tests that start signed in: the sign-in pages have suites of their own. The page
 * stays where it is; the test opens what it is about. The web push prompt, which would sit over a corner of every
 * page, counts as answered unless `keepPushPrompt` (a pass over what the seller sees). With `lang`, the language is
 * remembered as a visit with ?lang would have it (§5: cookie Partners-Language).
 */
export async function signInThroughApi(
  page: Page,
  account: { username: string; password: string },
  { lang, keepPushPrompt = false }: { lang?: Lang; keepPushPrompt?: boolean } = {},
): Promise<void> {
  if (!keepPushPrompt) await new ShellPage(page, lang).skipWebPushPrompt();
  if (lang) await rememberLanguage(page, lang);
  const answer = await page.request.post(apiPaths.signIn, { data: { username: account.username, password: account.password } });
  expect(answer.ok(), await answer.text()).toBe(true);
}
