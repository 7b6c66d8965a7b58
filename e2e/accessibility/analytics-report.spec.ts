import { expect, test } from '@playwright/test';
import { onlyIn, type Lang } from '../support/accounts';
import { walkVisits } from '../support/axe';
import { analyticsReportCode, AnalyticsReportPages, demoStore } from '../seller-portal/pages/analytics-report.page';

// The analytics report emails' page (public) in both languages at 375 and 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}): the analytics report emails' page without a session`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    const pages = new AnalyticsReportPages(page, lang);
    const problems = await walkVisits(page, lang, [
      {
        name: 'unsubscribe-analytics',
        path: pages.url(analyticsReportCode(demoStore.code)),
        ready: (each) => expect(each.getByText(pages.words.unsubscribed(demoStore.name))).toBeVisible(),
      },
      { name: 'unsubscribe-analytics-invalid', path: pages.url('tampered'), ready: () => expect(pages.invalidHeading).toBeVisible() },
    ]);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
