import { expect, test } from '@playwright/test';
import { accounts, layout, onlyIn } from '../support/accounts';
import { AnnouncementListPage } from '../internal-console/pages/announcements.page';
import { ShellPage } from './pages/shell.page';
import { SignInPage, signInThroughApi } from './pages/sign-in.page';

test.beforeEach(async ({ page }) => {
  await new ShellPage(page).skipWebPushPrompt();
});

test.describe('deep links and the 401 round trip (§2.9, §4.3)', () => {
  test('a visitor on a protected page signs in and lands on the page asked for', onlyIn('desktop'), async ({ page }) => {
    await page.goto('/dashboard?tab=summary');
    await expect(page).toHaveURL(/\/sign-in\?redirectUri=%2Fdashboard%3Ftab%3Dsummary$/);
    await new SignInPage(page, 'id').signIn(accounts.seller.username, accounts.seller.password);
    await expect(page).toHaveURL(/\/dashboard\?tab=summary$/);
    await expect(new ShellPage(page).greeting).toBeVisible();
  });

  test('a signed-in deep link opens directly, and the root routes to the dashboard', onlyIn('desktop'), async ({ page }) => {
    await signInThroughApi(page, accounts.seller);
    await page.goto('/dashboard/apps');
    await expect(new ShellPage(page).greeting).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a deep link to a module that is not built yet shows the not-found view in the shell', onlyIn('desktop'), async ({ page }) => {
    await signInThroughApi(page, accounts.seller);
    await page.goto('/return');
    await expect(new ShellPage(page).errorView('notFound')).toBeVisible();
  });

  test('an old path redirects to its new page keeping the query', onlyIn('desktop'), async ({ page }) => {
    await page.goto('/reset-password?token=abc123');
    await expect(page).toHaveURL(/\/reset-password\/v2\?token=abc123$/);
  });
});

test.describe('access (§4.3, §6)', () => {
  test('a STORE user gets 403 on /announcement, with the PIC/Seller Care text and a way back', onlyIn('desktop'), async ({ page }) => {
    await signInThroughApi(page, accounts.seller);
    await page.goto('/announcement');
    const shell = new ShellPage(page);
    await expect(shell.errorView('noAccess')).toBeVisible();
    await expect(page.getByText(/PIC Anda atau Seller Care/)).toBeVisible();
    await page.getByRole('button', { name: shell.texts.backToDashboard }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(shell.greeting).toBeVisible();
  });

  test('internal staff pass the guard on /announcement and see the announcement list', onlyIn('desktop'), async ({ page }) => {
    await signInThroughApi(page, accounts.internal);
    // open() waits for the list's own heading: the guard let them through to the management page (§2.4).
    await new AnnouncementListPage(page, 'id', '').open();
    await expect(new ShellPage(page).errorView('noAccess')).toBeHidden();
  });
});

test.describe('error views (§8)', () => {
  const rows = [
    { path: '/error', view: 'notFound' },
    { path: '/error/404', view: 'notFound' },
    { path: '/error/500', view: 'serverError' },
    { path: '/error/503', view: 'maintenance' },
    { path: '/error/403', view: 'noAccess' },
    { path: '/error/408', view: 'timeout' },
    { path: '/404', view: 'notFound' },
    { path: '/no-such-page', view: 'notFound' },
  ] as const;
  test('each error path shows its view with Back to Dashboard', onlyIn('desktop'), async ({ page }) => {
    const shell = new ShellPage(page);
    for (const { path, view } of rows) {
      await page.goto(path);
      await expect(shell.errorView(view), path).toBeVisible();
      await expect(page.getByRole('button', { name: shell.texts.backToDashboard }), path).toBeVisible();
    }
  });

  test('Back to Dashboard from an error page: a visitor is asked to sign in for it', onlyIn('desktop'), async ({ page }) => {
    await page.goto('/error/503');
    const shell = new ShellPage(page);
    await page.getByRole('button', { name: shell.texts.backToDashboard }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirectUri=%2Fdashboard$/);
  });
});

test.describe('language (§5)', () => {
  test('switching the language changes the shell at once and is kept for the next visit', async ({ page }) => {
    await signInThroughApi(page, accounts.seller);
    await page.goto('/dashboard');
    const shell = new ShellPage(page, 'id');
    await expect(shell.greeting).toBeVisible();
    await shell.switchLanguage('en');
    await expect(page.getByRole('heading', { name: /^Hello,/ })).toBeVisible();
    await page.goto('/announcement');
    await expect(shell.errorView('noAccess')).toBeVisible();
    await shell.switchLanguage('id');
    await expect(page.getByRole('heading', { name: 'Tidak ada akses' })).toBeVisible();
  });
});

test.describe('layout per viewport and device (§2.8, §4.9)', layout, () => {
  test('the chrome follows the viewport, the device and the channel', async ({ page }, testInfo) => {
    await signInThroughApi(page, accounts.seller);
    await page.goto('/dashboard');
    const shell = new ShellPage(page);
    await expect(shell.greeting).toBeVisible();
    await expect(shell.header).toBeVisible();
    const project = testInfo.project.name;
    if (project === 'desktop') {
      await expect(shell.desktopMenu).toBeVisible();
      await expect(shell.bottomNavbar).toHaveCount(0);
      expect((await shell.header.boundingBox())?.height).toBe(177);
    } else {
      await expect(shell.menuButton).toBeVisible();
      expect((await shell.header.boundingBox())?.height).toBe(56);
    }
    // §2.8 the bottom navbar: STORE, web channel, mobile view; the app is channel App.
    if (project === 'phone') await expect(shell.bottomNavbar).toBeVisible();
    if (project === 'tablet' || project === 'android-app') await expect(shell.bottomNavbar).toHaveCount(0);
    // §2.8 the mobile balances bar on the dashboard in mobile view (the flag is on in the demo config) shows the
    // balances whose pages are built: the wallet's and the ads balance; none on a desktop or a tablet.
    const balances = page.getByRole('navigation', { name: 'Saldo' });
    if (project === 'phone' || project === 'android-app') {
      await expect(balances.getByRole('link')).toHaveCount(2);
      await expect(balances.locator('a[href="/wallet"]')).toBeVisible();
      await expect(balances.locator('a[href="/bliklan"]')).toBeVisible();
    } else {
      await expect(balances).toHaveCount(0);
    }
  });

  test('on a phone, a page whose header §2.8 hides has a slim bar back to where the seller came from', onlyIn('phone'), async ({ page }) => {
    await signInThroughApi(page, accounts.seller);
    await page.goto('/dashboard');
    const shell = new ShellPage(page);
    await expect(shell.greeting).toBeVisible();
    await page.getByRole('navigation', { name: 'Saldo' }).locator('a[href="/wallet"]').click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(shell.header).toHaveCount(0);
    const back = page.getByRole('navigation', { name: 'Navigasi halaman' }).getByRole('button', { name: 'Kembali' });
    await back.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(shell.greeting).toBeVisible();
    // Opened directly, the page has nothing of the portal behind it: the bar goes to the dashboard.
    await page.goto('/settlements');
    await back.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(shell.header).toBeVisible();
  });

  test('the mobile menu (or the desktop menu bar) leads to the session menus', async ({ page }, testInfo) => {
    await signInThroughApi(page, accounts.seller);
    await page.goto('/dashboard');
    const shell = new ShellPage(page);
    await expect(shell.greeting).toBeVisible();
    if (testInfo.project.name === 'desktop') {
      await expect(shell.desktopMenu.getByRole('link', { name: 'Pesanan' })).toBeVisible();
    } else {
      await shell.menuButton.click();
      const drawer = page.getByRole('dialog', { name: shell.texts.account });
      await expect(drawer.getByRole('link', { name: 'Pesanan' })).toBeVisible();
      await drawer.getByRole('link', { name: 'Dasbor' }).click();
      await expect(drawer).toBeHidden();
    }
  });

  test('embedded mode (mode=iframe) shows the page without the chrome', async ({ page }) => {
    await signInThroughApi(page, accounts.seller);
    await page.goto('/dashboard?mode=iframe');
    const shell = new ShellPage(page);
    await expect(shell.greeting).toBeVisible();
    await expect(shell.header).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('only what is built is shown (§2.5)', () => {
  test('every link of the dashboard, its menus, bottom navbar and footer leads to a page, never to "Page not found"', async ({ page }) => {
    // One visit per linked page: some thirty pages, each loading its own chunk.
    test.setTimeout(90_000);
    await signInThroughApi(page, accounts.seller);
    await page.goto('/dashboard');
    const shell = new ShellPage(page);
    await expect(shell.greeting).toBeVisible();
    // The figures and tasks come with the summary: wait for them before reading the links.
    await expect(page.locator('[data-figure="chats-waiting"]')).toBeVisible();
    const paths = (await shell.linkedPaths()).filter((path) => path !== '/sign-out');
    expect(paths).toEqual(expect.arrayContaining(['/dashboard', '/conversations', '/external/product/active/all', '/report/performance']));
    // The help, learning and agreement links, built now, are among them too.
    expect(paths.map((linked) => linked.split('?')[0])).toEqual(expect.arrayContaining(['/learning', '/bantuan', '/pages/seller-agreement']));
    // One visit per page (the orders card links the same list with several filters).
    for (const path of new Set(paths.map((linked) => linked.split('?')[0]))) {
      await page.goto(path);
      // The page has drawn its first heading: its own, or the not-found view's.
      await expect(page.getByRole('main').getByRole('heading').first(), path).toBeVisible();
      await expect(shell.errorView('notFound'), path).toHaveCount(0);
    }
  });
});

test('a refresh broadcast from another tab sends every tab to / (§2.9)', onlyIn('desktop'), async ({ page, context }) => {
  await signInThroughApi(page, accounts.seller);
  await page.goto('/announcement');
  await expect(new ShellPage(page).errorView('noAccess')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(new ShellPage(other).greeting).toBeVisible();
  await other.evaluate(() => {
    const channel = new BroadcastChannel('seller-portal');
    channel.postMessage({ type: 'refresh' });
    channel.close();
  });
  // '/' runs authentication again and routes the seller to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
});
