import { expect, test } from '@playwright/test';
import { langOfProject } from '../support/accounts';
import { analyticsReportCode, AnalyticsReportPages, demoStore } from './pages/analytics-report.page';

// §2.5 /unsubscribe/analytics: opened from an analytics report email, without a session.

test('a signed link stops the store’s report emails and offers to receive them again', async ({ page }, testInfo) => {
  const pages = new AnalyticsReportPages(page, langOfProject(testInfo.project.name));
  const code = analyticsReportCode(demoStore.code);
  await pages.openValid(code, demoStore.name);
  // Opening the email's link again is fine.
  await pages.openValid(code, demoStore.name);
  await page.getByRole('button', { name: pages.words.resubscribe }).click();
  await expect(page.getByText(pages.words.resubscribed(demoStore.name))).toBeVisible();
  await expect(pages.settingsLink).toHaveAttribute('href', '/settings/notification');
});

test('a tampered link gets “this link is not valid”, never an error view', async ({ page }, testInfo) => {
  const pages = new AnalyticsReportPages(page, langOfProject(testInfo.project.name));
  const [store, signature] = analyticsReportCode(demoStore.code).split('.');
  await pages.openInvalid(`${Buffer.from('DEMO-60002').toString('base64url')}.${signature}`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await pages.openInvalid(`${store}.${signature.slice(1)}`);
  await expect(pages.settingsLink).toBeVisible();
});
