import { expect, test } from '@playwright/test';
import { adsPaths } from '@seller-portal/contracts/ads';
import { accounts, langOfProject } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { AdsPages } from './pages/ads.page';
import { DashboardPage } from './pages/dashboard.page';
import { ShellPage } from './pages/shell.page';
import { Outbox } from './pages/outbox.page';

// The projects share the demo seller: the desktop's top-up is above the code threshold (Rp1.000.000), the phone's
// below it, so the two never ask for a code at once (one code step per account at a time).
test('a top-up shows in the ads balance and the dashboard tile; above the threshold only with the code from the mail', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const withCode = testInfo.project.name === 'desktop';
  const amount = withCode ? 1_000_000 : 150_000;
  await signInAs(page, accounts.seller, lang);
  const ads = new AdsPages(page, lang);
  await ads.open();
  // The §9 promo's default dates (1 Oct to 30 Nov 2025) have passed.
  await expect(ads.promo).toHaveAttribute('data-promo', 'ENDED');
  await expect(ads.promo.getByText(ads.words.promoEnded)).toBeVisible();

  const before = await ads.overviewOnServer();
  const since = Date.now();
  await ads.startTopUp(withCode ? '1.000.000' : '150000');
  if (withCode) {
    const [code] = await new Outbox(page.request).codes(accounts.seller.username, since);
    await ads.enterCode(code);
  }
  await ads.expectTopUpDone();
  const total = before.balance + before.bonusBalance;
  // Clicks of the other project's runs may move it too: at least what was there and the top-up.
  await expect.poll(() => ads.shownBalance()).toBeGreaterThanOrEqual(total + amount);
  const after = await ads.overviewOnServer();
  expect(after.walletAvailable).toBeLessThanOrEqual(before.walletAvailable - amount);

  const dashboard = new DashboardPage(page, lang);
  await dashboard.open();
  await expect.poll(() => dashboard.figureNumber('ads-balance')).toBeGreaterThanOrEqual(total + amount);
});

test('a campaign of a store product is created, then paused', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang);
  const ads = new AdsPages(page, lang);
  await ads.openCampaigns();
  const name = `E2E ${testInfo.project.name} ${Date.now()}`;
  await ads.createCampaign(name, '20.000', '500');
  await expect(ads.campaign(name)).toHaveAttribute('data-status', 'ACTIVE');
  await expect(ads.campaign(name).getByText(ads.words.status.ACTIVE, { exact: true })).toBeVisible();
  await ads.pause(name);
  await expect(ads.campaign(name)).toHaveAttribute('data-status', 'PAUSED');
  await expect(ads.campaign(name).getByText(ads.words.status.PAUSED, { exact: true })).toBeVisible();
});

test('staff without STORE_PROMO_BLIKLAN get "No access" on both ads pages, and the server refuses their calls (§6)', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.staff, lang);
  for (const path of ['/bliklan', '/bliklanv2']) {
    await page.goto(path);
    await expect(new ShellPage(page, lang).errorView('noAccess'), path).toBeVisible();
  }
  expect((await page.request.get(adsPaths.overview)).status()).toBe(403);
  expect((await page.request.post(adsPaths.topUps, { data: { amount: 100_000 } })).status()).toBe(403);
});
