import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { walkVisits } from '../support/axe';
import { signInAs } from '../support/sign-in';
import { DownloadPage } from '../seller-portal/pages/download.page';

// The download page (signed in) in both languages at 375 and 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}): the download page`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: testInfo.project.use.baseURL, acceptDownloads: true });
    const page = await context.newPage();
    await signInAs(page, accounts.seller, lang);
    const downloads = new DownloadPage(page, lang);
    const problems = await walkVisits(page, lang, [
      { name: 'download-started', path: downloads.url('contract'), ready: () => expect(downloads.started).toBeVisible() },
      { name: 'download-invalid', path: downloads.url('payslip', '1'), ready: () => expect(downloads.invalidHeading).toBeVisible() },
      {
        name: 'download-gone',
        path: downloads.url('store-data-change', '0f6c1f7e-8c1d-4f0a-9a55-2f1d7c3b9e10'),
        ready: () => expect(downloads.goneHeading).toBeVisible(),
      },
    ]);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
