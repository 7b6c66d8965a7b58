import { expect, test } from '@playwright/test';
import { accounts, langOfProject } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { AnalyticsReportPages } from './pages/analytics-report.page';

test('/unsubscribe shows its page to a session in STORE mode', async ({ page, baseURL }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang, baseURL);
  const pages = new AnalyticsReportPages(page, lang);
  await pages.open();
  await expect(page).toHaveURL(new RegExp(`${pages.base}/unsubscribe$`));
});
