import { expect, test } from '@playwright/test';
import { analyticsPaths } from '@seller-portal/contracts/analytics';
import { apiPaths, cookieNames } from '@seller-portal/contracts/core';
import { savedViewPaths } from '@seller-portal/contracts/saved-views';
import { accounts, langOfProject } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { DashboardPage } from './pages/dashboard.page';
import { MadeCalls } from './pages/loaded-scripts.page';

// A signed-in page's document preloads the calls the page makes first (the session, the config, the dashboard's
// figures): the app takes those answers instead of asking again, so they are on their way before its scripts have run.

test('a seller’s dashboard takes its first calls from its document’s preloads, each asked once', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang);
  const made = new MadeCalls(page);
  const dashboard = new DashboardPage(page, lang);
  await dashboard.open();
  await expect(dashboard.figure('orders-to-ship')).toBeVisible();
  await made.settled();
  for (const path of [analyticsPaths.dashboardSummary, analyticsPaths.ratingBadgesConfig, analyticsPaths.bliklanBalance])
    expect(made.madeTo(path)).toEqual(['other']);
  // The session and the config: the preload first; a later call of the page's (the realtime connection's) asks the server.
  for (const path of [apiPaths.session, apiPaths.config]) {
    expect(made.madeTo(path)[0]).toBe('other');
    expect(made.madeTo(path).filter((type) => type === 'other')).toHaveLength(1);
  }
  // The figures are the server's.
  await dashboard.expectAsServer(
    () => dashboard.figureNumber('orders-to-ship'),
    (summary) => summary.orders?.toShip ?? -1,
  );
});

test('the order and product lists take their saved views (whose default picks the first query) from the preload', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang);
  for (const [address, list] of [
    ['/order-list', 'orders'],
    ['/external/product/active/all', 'products'],
  ] as const) {
    const made = new MadeCalls(page);
    await page.goto(address);
    await made.settled();
    expect(made.madeTo(savedViewPaths.views(list))).toEqual(['other']);
    expect(made.madeTo(apiPaths.session)[0]).toBe('other');
  }
});

test('a document without a live session preloads no call', async ({ playwright, baseURL }) => {
  for (const cookie of [undefined, `${cookieNames.session}=not-a-session`]) {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const html = await (await request.get('/dashboard')).text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('data-call');
    await request.dispose();
  }
});
