import { expect, test } from '@playwright/test';
import { accounts, androidAppUserAgent, onlyIn, type Lang } from '../support/accounts';
import { seriousViolationsAtWidths, signedInAxePage } from '../support/axe';
import { signInAs } from '../support/sign-in';
import { NotificationsPage } from '../seller-portal/pages/notifications.page';
import { ShellMessagesPage } from '../seller-portal/pages/shell-messages.page';
import { ShellPage } from '../seller-portal/pages/shell.page';

// The shell's §8 messages in both languages at a phone's 375 px and a desktop's 1280 px: the generic alert, the 500
// error view a chunk that failed twice ends on, and 'Not available on app' in the Android app: no serious or critical
// axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): the shell's §8 messages`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const baseURL = testInfo.project.use.baseURL;
    const problems: string[] = [];
    const shoot = (name: string) => (width: number) => page.screenshot({ path: `tmp/screens/shell-${name}-${lang}-${width}.png`, fullPage: true });

    const { context, page } = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.staff });
    const messages = new ShellMessagesPage(page, lang);
    const notifications = new NotificationsPage(page, lang);
    await notifications.openSettings();
    await notifications.preference(notifications.words.promotion, notifications.words.push).click();
    await messages.dropNextRequestTo('/backend/main/notification/preferences', 'PUT');
    await page.getByRole('button', { name: notifications.words.save }).click();
    await expect(messages.alert).toBeVisible();
    problems.push(...(await seriousViolationsAtWidths(page, 'generic alert', { shoot: shoot('alert') })));
    await messages.answerAlert('cancel');

    await page.goto('/error/500');
    await expect(new ShellPage(page, lang).errorView('serverError')).toBeVisible();
    problems.push(...(await seriousViolationsAtWidths(page, 'error view 500', { shoot: shoot('error-500') })));
    await context.close();

    const app = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL, userAgent: androidAppUserAgent });
    const inApp = await app.newPage();
    await signInAs(inApp, accounts.seller, lang);
    await inApp.goto('/store-layout');
    const appMessages = new ShellMessagesPage(inApp, lang);
    await expect(appMessages.notOnApp).toBeVisible();
    problems.push(
      ...(await seriousViolationsAtWidths(inApp, 'not available on app', {
        shoot: (width) => inApp.screenshot({ path: `tmp/screens/shell-not-on-app-${lang}-${width}.png`, fullPage: true }),
      })),
    );
    await app.close();
    expect(problems).toEqual([]);
  });
}
