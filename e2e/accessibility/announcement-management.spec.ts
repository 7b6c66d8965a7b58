import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolationsAtWidths, signedInAxePage } from '../support/axe';
import { announcementWords, createAnnouncementThroughApi, noSellerStore, tinyPng, uniqueCode } from '../internal-console/pages/announcements.page';

const hour = 60 * 60 * 1000;

/** A page of the announcement management and what shows once it has rendered. */
interface Visit {
  path: string;
  ready: (page: Page) => Promise<void>;
}

// The management pages (§2.4) in the console and in the portal, in both languages at 375 and 1280 px: no serious or critical axe finding.
// One test a language, signed in once, each page read at both widths.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): announcement management`, onlyIn('desktop'), async ({ browser, baseURL }) => {
    // Twelve axe passes, each over a long page: more than the default time on a shared machine.
    test.setTimeout(150_000);
    const { context, page } = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.internal });
    const now = Date.now();
    // An announcement with a banner, rich content and a change, so the detail shows every part (history diff included).
    const fields = {
      type: 'SURVEY',
      conditions: ['ACKNOWLEDGE-LATER'],
      title: { id: 'Survei aksesibilitas', en: 'Accessibility survey' },
      content: {
        id: '<h2>Survei</h2><p>Isi <a href="https://example.com">tautan</a></p>',
        en: '<h2>Survey</h2><p>Body <a href="https://example.com">link</a></p>',
      },
      // Addressed to no seller of the demo data, so no seller's popups change while other suites run.
      audience: { type: 'STORE_CODES', values: [noSellerStore] },
      startTime: now - hour,
      endTime: now + 24 * hour,
      bannerImage: `data:image/png;base64,${tinyPng.toString('base64')}`,
      surveyUrl: 'https://example.com/survey',
    };
    const code = await createAnnouncementThroughApi(page.request, { ...fields, code: uniqueCode('E2E-AXE') });
    const update = await page.request.put('/backend/announcement/update', {
      data: { ...fields, code, title: { id: 'Survei aksesibilitas', en: 'Accessibility survey (revised)' } },
    });
    expect(update.ok()).toBe(true);

    const words = announcementWords[lang];
    const heading = (name: string) => (target: Page) => expect(target.getByRole('heading', { level: 1, name })).toBeVisible();
    const visits: Visit[] = [
      { path: '/console/announcement', ready: async (target) => expect(target.getByRole('list', { name: words.bannerList })).toBeVisible() },
      {
        path: '/console/announcement/create',
        ready: async (target) => expect(target.getByRole('textbox', { name: words.contentEn, exact: true })).toBeVisible(),
      },
      {
        path: `/console/announcement/update?code=${code}`,
        ready: async (target) => expect(target.getByRole('textbox', { name: words.contentEn, exact: true })).toBeVisible(),
      },
      {
        path: `/console/announcement/${code}`,
        ready: async (target) => expect(target.getByRole('cell', { name: 'Accessibility survey (revised)' })).toBeVisible(),
      },
      { path: '/announcement', ready: heading(words.heading) },
    ];
    const problems: string[] = [];
    for (const visit of visits) {
      await page.goto(visit.path);
      await visit.ready(page);
      problems.push(...(await seriousViolationsAtWidths(page, visit.path)));
    }
    // The stop confirmation, a dialog over the detail.
    await page.goto(`/console/announcement/${code}`);
    await page.getByRole('button', { name: words.stop, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    problems.push(...(await seriousViolationsAtWidths(page, 'stop dialog')));
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
