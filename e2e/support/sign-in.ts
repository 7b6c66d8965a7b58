import { expect, type Page } from '@playwright/test';
import { rememberLanguage } from './language';

/**
 * Signs `page`'s context in as `account` through the sign-in call (no sign-in page), its language cookie set to `lang`:
 * where a flow starts signed in rather than tests signing in.
 */
export async function signInAs(page: Page, account: { username: string; password: string }, lang: string) {
  await rememberLanguage(page, lang);
  const answer = await page.request.post('/backend/gw/partners-engine/authentication/sign-in', {
    data: { username: account.username, password: account.password },
  });
  expect(answer.ok()).toBe(true);
}
