import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { signedInAxePage, walkVisits, type AxeVisit } from '../support/axe';
import { manualNotificationWords } from '../internal-console/pages/manual-notifications.page';

/** The demo manual notifications (apps/api/src/modules/manual-notifications/demo.ts). */
const demo = {
  sent: '7d0f4a52-0c1b-4c59-9a51-5b0c3e6f1a01',
  draft: '7d0f4a52-0c1b-4c59-9a51-5b0c3e6f1a03',
  failed: '7d0f4a52-0c1b-4c59-9a51-5b0c3e6f1a04',
};

/** A page and what shows once it has rendered; `act` opens what the page shows only after a click. */
function visits(lang: Lang): AxeVisit[] {
  const words = manualNotificationWords[lang];
  const heading = (name: string | RegExp) => (page: Page) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const list = (page: Page) => expect(page.getByTestId('manual-notification-row').first()).toBeVisible();
  return [
    { name: 'manual-list', path: '/console/partners-notification?tab=manual', ready: list },
    { name: 'manual-create', path: '/console/partners-notification/manual/new', ready: heading(words.createHeading) },
    {
      name: 'manual-create-refused',
      path: '/console/partners-notification/manual/new',
      ready: heading(words.createHeading),
      act: async (page) => {
        await page.getByRole('radio', { name: words.audience.STORE_CODES, exact: true }).check();
        await page.getByRole('radio', { name: words.mode.SCHEDULE, exact: true }).check();
        await page.getByRole('button', { name: words.submit.SCHEDULE, exact: true }).click();
        await expect(page.getByRole('alert')).toBeVisible();
      },
    },
    {
      name: 'manual-send-now-dialog',
      path: `/console/partners-notification/manual/${demo.draft}/edit`,
      ready: heading(words.editHeading),
      act: async (page) => {
        await page.getByRole('radio', { name: words.mode.NOW, exact: true }).check();
        await page.getByRole('button', { name: words.submit.NOW, exact: true }).click();
        await expect(page.getByRole('dialog', { name: words.sendNowDialog })).toBeVisible();
      },
    },
    { name: 'manual-view-sent', path: `/console/partners-notification/manual/${demo.sent}`, ready: (page) => expect(page.getByRole('table')).toBeVisible() },
    { name: 'manual-view-failed', path: `/console/partners-notification/manual/${demo.failed}`, ready: heading(/WhatsApp/) },
    { name: 'portal-manual-list', path: '/partners-notification?tab=manual', ready: list },
  ];
}

// The manual notification pages (§2.4, §7) in the console and the portal, in both languages at 375 and 1280 px: no
// serious or critical axe finding. One test a language, signed in once, each page read at both widths. Each page is
// also kept as a screenshot (tmp/screens) to look at.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): the manual notification pages`, onlyIn('desktop'), async ({ browser, baseURL }) => {
    const pages = visits(lang);
    test.setTimeout(15_000 + 15_000 * pages.length);
    const { context, page } = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.internal });
    const problems = await walkVisits(page, lang, pages);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
