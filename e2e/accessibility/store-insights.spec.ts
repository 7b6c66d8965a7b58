import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolationsAtWidths, signedInAxePage } from '../support/axe';

/** The seller's daily pages and what shows once each has loaded its figures. */
const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  // The figures come with the summary (the wallet and ads figures wait for their features).
  { path: '/dashboard', ready: (page) => expect(page.locator('[data-figure="chats-waiting"]')).toBeVisible() },
  { path: '/task', ready: (page) => expect(page.locator('[data-task]').first()).toBeVisible() },
  { path: '/report/performance', ready: (page) => expect(page.getByRole('figure').first().locator('svg').first()).toBeVisible() },
  { path: '/broadcast', ready: (page) => expect(page.locator('[data-broadcast]').first()).toBeVisible() },
];

// The dashboard, tasks, store performance and broadcast of seller@demo.test in both languages at a phone's 375 px
// and a desktop's 1280 px: no serious or critical axe finding. One test a language, signed in once, each page read
// at both widths; each page adds to its time, so a slow machine's axe passes stay within it.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): dashboard, tasks, store performance, broadcast`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    test.setTimeout(15_000 + 25_000 * pages.length);
    const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width: 1280, account: accounts.seller });
    const problems: string[] = [];
    for (const visit of pages) {
      await page.goto(visit.path);
      await visit.ready(page);
      const dashboard = visit.path === '/dashboard';
      problems.push(
        ...(await seriousViolationsAtWidths(page, visit.path, {
          shoot: async (width) => {
            if (dashboard) await page.screenshot({ path: `tmp/screens/dashboard-${lang}-${width}.png`, fullPage: true });
          },
        })),
      );
    }
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
