import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolationsAtWidths } from '../support/axe';
import { fullChromiumLaunch } from '../support/browser';
import { signInThroughApi } from '../seller-portal/pages/sign-in.page';
import { rememberLanguage } from '../support/language';

// The seller's pages as a seller first meets them, with the web push question: the headless shell answers every
// notification permission with `denied`, so it would never ask.
test.use({ launchOptions: fullChromiumLaunch });

/** A page as a visitor reaches it, and what shows once it has loaded. */
interface Visit {
  path: string;
  /** A heading (any level) whose presence says the page has rendered. */
  ready: (page: Page) => Promise<void>;
}

/** A heading shows, in the app's page: /sign-in's and /register's first frame, drawn by the server, is gone. */
const heading = async (page: Page) => {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[data-first-frame]')).toHaveCount(0);
};

const publicPages: Visit[] = [
  { path: '/sign-in', ready: heading },
  { path: '/forgot-password/v2', ready: heading },
  { path: '/register', ready: heading },
  // The link is checked once the page shows: read with the server's answer (the link is not valid) in.
  { path: '/reset-password/v2?token=no-such-link', ready: (page) => expect(page.getByRole('alert')).toBeVisible() },
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

const groups: { name: string; pages: Visit[]; account?: { username: string; password: string } }[] = [
  { name: 'public', pages: [...publicPages, ...consolePages, ...widgetPages] },
  { name: 'seller', pages: sellerPages, account: accounts.seller },
  { name: 'console', pages: consoleSignedInPages, account: accounts.internal },
];

// Every page in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
// One test a group and language, walking its pages in one browser (signed in once), each page read at both widths.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const group of groups) {
    test(`accessibility (${lang}, 375 and 1280 px): ${group.name} pages`, onlyIn('desktop'), async ({ browser }) => {
      test.setTimeout(15_000 + 20_000 * group.pages.length);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      // The language as ?lang leaves it (§5: a cookie), for the portal's and the console's pages alike.
      await rememberLanguage(page, lang);
      if (group.account) await signInThroughApi(page, group.account, { keepPushPrompt: true });
      for (const visit of group.pages) {
        await page.goto(visit.path);
        await visit.ready(page);
        problems.push(...(await seriousViolationsAtWidths(page, visit.path)));
      }
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
