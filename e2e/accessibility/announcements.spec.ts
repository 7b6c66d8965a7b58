import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolationsAtWidths } from '../support/axe';
import { AnnouncementModals } from '../seller-portal/pages/announcements.page';

// An announcement popup (opened by ?announcementPopup=, which changes nothing on the server) in both languages at a
// phone's 375 px and a desktop's 1280 px. The agreement modal and the other popups are checked along their flows
// (e2e/seller-portal/announcements.spec.ts), which answer them for good.
// One test a language, the popup read at both widths.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): an announcement popup`, onlyIn('desktop'), async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Seen before in this browser: only the popup asked for (and any mandatory one still open) shows.
    await context.addCookies([{ name: 'Announcement-Has-Been-Read', value: 'true', url: baseURL ?? '' }]);
    await context.addInitScript(() => window.localStorage.setItem('enable_whatsapp_notification_reminder_dismissed', 'true'));
    const page = await context.newPage();
    const signIn = await page.request.post('/backend/gw/partners-engine/authentication/sign-in', {
      data: { username: accounts.announcement.username, password: accounts.announcement.password },
    });
    expect(signIn.ok()).toBe(true);
    const modals = new AnnouncementModals(page, lang);
    await page.goto(`/dashboard?lang=${lang}&announcementPopup=DEMO-SURVEY-SKIPPABLE`);
    await modals.expectOpen(modals.words.titles.surveySkippable);
    const problems = await seriousViolationsAtWidths(page, 'announcement popup');
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
