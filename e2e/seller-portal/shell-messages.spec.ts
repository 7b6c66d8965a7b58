import { expect, test } from '@playwright/test';
import { accounts, androidAppUserAgent, onlyIn } from '../support/accounts';
import { NotificationsPage } from './pages/notifications.page';
import { publicPagesWords } from './pages/public-pages.page';
import { ShellMessagesPage } from './pages/shell-messages.page';
import { ShellPage } from './pages/shell.page';
import { SignInPage, signInThroughApi } from './pages/sign-in.page';

test.describe('a chunk that fails to preload (§8)', () => {
  test('reloads the tab once to pick up a new deployment, then shows the error view', onlyIn('desktop'), async ({ page }) => {
    const messages = new ShellMessagesPage(page);
    const shell = new ShellPage(page);
    await messages.recordPreloadErrors();
    await signInThroughApi(page, accounts.seller);
    await page.goto('/dashboard');
    await expect(shell.greeting).toBeVisible();
    await messages.loseChunksNotYetLoaded();

    // The order list's chunks are gone: the first failure reloads, the second shows the 500 view.
    await page.locator('a[href="/order-list"]').first().click();
    await expect(shell.errorView('serverError')).toBeVisible();
    await expect(page).toHaveURL(/\/order-list$/);
    const errors = await messages.preloadErrors();
    expect(errors.map((error) => error.reloading)).toEqual([true, false]);
    expect(errors[0].asset).toBe(errors[1].asset);
    for (const error of errors) expect(error.message).toBe(`Unable to preload CSS for ${error.asset}`);
    expect(errors[0].asset).toMatch(/^\/assets\/.+\.js$/);
    // One reload, never a loop: the tab stays on the error view.
    await page.waitForTimeout(1_000);
    expect(messages.documents.filter((path) => path === '/order-list')).toHaveLength(1);
    await expect(shell.errorView('serverError')).toBeVisible();
  });
});

test.describe('the generic alert (§8): a change that got no answer', () => {
  test('OK sends it again and it is saved; Cancel lets it fail with the toast', onlyIn('desktop'), async ({ page }) => {
    const messages = new ShellMessagesPage(page);
    await signInThroughApi(page, accounts.staff);
    const notifications = new NotificationsPage(page, 'id');
    await notifications.openSettings();
    const preference = notifications.preference(notifications.words.promotion, notifications.words.push);
    const wasOn = await preference.isChecked();

    await preference.click();
    await messages.dropNextRequestTo('/backend/main/notification/preferences', 'PUT');
    await page.getByRole('button', { name: notifications.words.save }).click();
    await messages.answerAlert('ok');
    await expect(page.getByText(notifications.words.saved)).toBeVisible();
    await page.reload();
    await expect(preference).toBeChecked({ checked: !wasOn });

    // Cancel: the change fails as it did before the alert, and nothing is saved.
    await preference.click();
    await messages.dropNextRequestTo('/backend/main/notification/preferences', 'PUT');
    await page.getByRole('button', { name: notifications.words.save }).click();
    await messages.answerAlert('cancel');
    await expect(page.getByText(/Tidak dapat terhubung ke server/)).toBeVisible();
    await page.reload();
    await expect(preference).toBeChecked({ checked: !wasOn });
    await preference.click();
    await notifications.save();
  });
});

test.describe("'Not available on app' (§8)", () => {
  test.use({ userAgent: androidAppUserAgent, viewport: { width: 412, height: 839 }, hasTouch: true, isMobile: true });

  test('in the Android app the storefront builder is not opened: its link and its address show the modal', onlyIn('desktop'), async ({ page }) => {
    const messages = new ShellMessagesPage(page);
    await signInThroughApi(page, accounts.seller);

    // A link to it (the mobile menu's): the modal, and the page stays.
    await page.goto('/notification');
    const shell = new ShellPage(page);
    await shell.menuButton.click();
    const menu = page.getByRole('dialog', { name: shell.texts.account });
    await menu.getByText('Toko', { exact: true }).click();
    await menu.locator('a[href="/store-layout"]').click();
    await expect(messages.notOnApp).toBeVisible();
    await expect(messages.notOnApp.getByText(/\/store-layout$/)).toBeVisible();
    await messages.notOnApp.getByRole('button', { name: 'OK' }).click();
    await expect(messages.notOnApp).toBeHidden();
    await expect(page).toHaveURL(/\/notification$/);

    // Its address opened directly: the modal, and OK leads to the dashboard.
    await page.goto('/store-layout');
    await expect(messages.notOnApp).toBeVisible();
    await messages.notOnApp.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(messages.notOnApp).toBeHidden();
  });
});

test.describe('the root for a signed-out visitor (§3 has-login-history)', () => {
  test('a first visit starts at the start selling page; once this browser has signed in, at sign-in', onlyIn('desktop'), async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/mulai-berjualan$/);
    await expect(page.getByRole('heading', { level: 1, name: publicPagesWords.id.startSellingHeading })).toBeVisible();

    await page.goto('/sign-in');
    await new SignInPage(page, 'id').signIn(accounts.staff.username, accounts.staff.password);
    await expect(new ShellPage(page).greeting).toBeVisible();
    const cookies = await context.cookies();
    const history = cookies.find((cookie) => cookie.name === 'has-login-history');
    expect(history?.value).toBe('true');
    // 365 days (§9), give or take the seconds the test took.
    expect((history?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(365 * 24 * 3600 - 120);
    expect(cookies.find((cookie) => cookie.name === 'ever-logged-in')?.expires).toBe(-1);

    await new ShellPage(page).signOut();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});
