import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations } from '../support/axe';

/** A page as a visitor reaches it, and what shows once it has loaded. */
interface Visit {
  path: string;
  /** A heading (any level) whose presence says the page has rendered. */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page) => expect(page.getByRole('heading').first()).toBeVisible();

const publicPages: Visit[] = [
  { path: '/sign-in', ready: heading },
  { path: '/forgot-password/v2', ready: heading },
  { path: '/register', ready: heading },
  { path: '/reset-password/v2?token=no-such-link', ready: heading },
  { path: '/confirm-sign-in', ready: heading },
];

const sellerPages: Visit[] = [
  { path: '/dashboard', ready: (page) => expect(page.getByRole('main')).toBeVisible() },
  { path: '/change-password', ready: heading },
  { path: '/verify-email', ready: heading },
  { path: '/verify-phone-number', ready: heading },
  { path: '/no-such-page', ready: heading },
];

const consolePages: Visit[] = [{ path: '/console/sign-in', ready: heading }];

const consoleSignedInPages: Visit[] = [{ path: '/console/', ready: heading }];

const widgetPages: Visit[] = [{ path: '/chat-widget/demo.html', ready: (page) => expect(page.locator('body')).toBeVisible() }];

async function check(page: Page, visit: Visit, problems: string[]) {
  await page.goto(visit.path);
  await visit.ready(page);
  for (const line of await seriousViolations(page)) problems.push(`${visit.path}: ${line}`);
}

// Every page in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): public and seller pages`, onlyIn('desktop'), async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      // ?lang is remembered (§5), so the pages after the first keep the language.
      await page.goto(`/sign-in?lang=${lang}`);
      const problems: string[] = [];
      for (const visit of publicPages) await check(page, visit, problems);

      const signIn = await page.request.post('/backend/gw/partners-engine/authentication/sign-in', {
        data: { username: accounts.seller.username, password: accounts.seller.password },
      });
      expect(signIn.ok()).toBe(true);
      for (const visit of sellerPages) await check(page, visit, problems);
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test(`accessibility (${lang}, ${width} px): the internal console and the chat widget`, onlyIn('desktop'), async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`/console/sign-in?lang=${lang}`);
      const problems: string[] = [];
      for (const visit of [...consolePages, ...widgetPages]) await check(page, visit, problems);
      const signIn = await page.request.post('/backend/gw/partners-engine/authentication/sign-in', {
        data: { username: accounts.internal.username, password: accounts.internal.password },
      });
      expect(signIn.ok()).toBe(true);
      for (const visit of consoleSignedInPages) await check(page, visit, problems);
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
