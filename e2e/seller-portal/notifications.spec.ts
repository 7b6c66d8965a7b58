import { expect, test } from '@playwright/test';
import { accounts, onlyIn, projectOfLanguage, type Lang } from '../support/accounts';
import { NotificationsPage } from './pages/notifications.page';
import { ShellPage } from './pages/shell.page';
import { SignInPage } from './pages/sign-in.page';

/** The demo notifications (apps/api/src/modules/notifications/demo.ts) each account starts with: 4 of 10 unread. */
const demo = {
  id: { promotion: 'Ikuti promo Harbolnas 12.12', order: 'Pesanan baru ORD-20261124-0007' },
  en: { promotion: 'Join the 12.12 Harbolnas promotion', order: 'New order ORD-20261124-0007' },
} as const;

// Each language on its own account and project (Indonesian: the owner on a desktop; English: staff on a phone), so the
// two runs never read each other's counts.
const runs: { lang: Lang; account: { username: string; password: string } }[] = [
  { lang: 'id', account: accounts.seller },
  { lang: 'en', account: accounts.staff },
];

for (const { lang, account } of runs) {
  test.describe(`the notification center (${lang})`, () => {
    test(
      'the bell counts the unread; opening one follows its link and reads it; mark all read empties the count',
      onlyIn(projectOfLanguage[lang]),
      async ({ page }) => {
        await new ShellPage(page, lang).skipWebPushPrompt();
        await new SignInPage(page, lang).open(`?lang=${lang}`);
        await new SignInPage(page, lang).signIn(account.username, account.password);
        await expect(page).not.toHaveURL(/\/sign-in/);
        const notifications = new NotificationsPage(page, lang);
        await notifications.expectUnread(4);

        await notifications.bell.click();
        await expect(page).toHaveURL(/\/notification$/);
        await expect(notifications.row(demo[lang].order)).toHaveAttribute('data-read', 'false');
        // §3: the count is cached in local storage, and the newest id seen is lastNotifId.
        expect(await page.evaluate(() => localStorage.getItem('lastNotifId'))).toMatch(/^\d+$/);
        expect(await page.evaluate(() => localStorage.getItem('notificationCount'))).toContain('"unread":4');

        // An unread one with a link: opening it goes there and reads it.
        await notifications.row(demo[lang].promotion).getByRole('link').click();
        await expect(page).toHaveURL(/\/dashboard/);
        await notifications.expectUnread(3);

        await notifications.open();
        await expect(notifications.row(demo[lang].promotion)).toHaveAttribute('data-read', 'true');
        // One without a link: opening it reads it.
        await notifications.row(demo[lang].order).getByRole('button').click();
        await expect(notifications.row(demo[lang].order)).toHaveAttribute('data-read', 'true');
        await notifications.expectUnread(2);

        await page.getByRole('button', { name: notifications.words.unreadOnly, exact: true }).click();
        await expect(notifications.rows).toHaveCount(2);

        await notifications.markAll.click();
        await expect(notifications.rows).toHaveCount(0);
        await notifications.expectUnread(0);
        await page.reload();
        await notifications.expectUnread(0);
      },
    );

    test('preferences are saved to the server; account notices in the portal cannot be turned off', onlyIn(projectOfLanguage[lang]), async ({ page }) => {
      await new ShellPage(page, lang).skipWebPushPrompt();
      await new SignInPage(page, lang).open(`?lang=${lang}`);
      await new SignInPage(page, lang).signIn(account.username, account.password);
      await expect(page).not.toHaveURL(/\/sign-in/);
      const notifications = new NotificationsPage(page, lang);
      await notifications.openSettings();
      const words = notifications.words;

      await expect(notifications.preference(words.account, words.inPortal)).toBeChecked();
      await expect(notifications.preference(words.account, words.inPortal)).toBeDisabled();
      const promotionByEmail = notifications.preference(words.promotion, words.email);
      const wasOn = await promotionByEmail.isChecked();
      await promotionByEmail.setChecked(!wasOn);
      await page.getByRole('button', { name: words.save }).click();
      await expect(page.getByText(words.saved)).toBeVisible();

      await page.reload();
      await expect(notifications.preference(words.promotion, words.email)).toBeChecked({ checked: !wasOn });
    });
  });
}
