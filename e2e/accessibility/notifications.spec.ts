import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolationsAtWidths, signedInAxePage } from '../support/axe';
import { NotificationsPage } from '../seller-portal/pages/notifications.page';

// The notification list and its settings in both languages at a phone's 375 px and a desktop's 1280 px: no serious
// or critical axe finding. mpp@demo.test holds the demo notifications and no other flow reads them.
// One test a language, signed in once, each state read at both widths.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): the notification list and settings`, onlyIn('desktop'), async ({ browser, baseURL }) => {
    test.slow();
    const { context, page } = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.mpp });
    await page.addInitScript(() => window.localStorage.setItem('webPushPromptedAt', String(Date.now())));
    const notifications = new NotificationsPage(page, lang);
    const problems: string[] = [];

    await notifications.open();
    problems.push(
      ...(await seriousViolationsAtWidths(page, 'list', {
        shoot: (width) => page.screenshot({ path: `tmp/screens/notifications-${lang}-${width}.png`, fullPage: true }),
      })),
    );

    await notifications.openSettings();
    await expect(notifications.preference(notifications.words.account, notifications.words.inPortal)).toBeVisible();
    problems.push(
      ...(await seriousViolationsAtWidths(page, 'settings', {
        shoot: (width) => page.screenshot({ path: `tmp/screens/notification-settings-${lang}-${width}.png`, fullPage: true }),
      })),
    );

    // Leaving with an unsaved change asks first.
    await notifications.preference(notifications.words.promotion, notifications.words.push).click();
    await notifications.settingsBack.click();
    await expect(notifications.leaveDialog).toBeVisible();
    problems.push(
      ...(await seriousViolationsAtWidths(page, 'leave dialog', {
        shoot: (width) => page.screenshot({ path: `tmp/screens/notification-leave-${lang}-${width}.png` }),
      })),
    );
    await notifications.leaveDialog.getByRole('button', { name: notifications.words.keepEditing }).click();
    await expect(notifications.leaveDialog).toBeHidden();

    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
