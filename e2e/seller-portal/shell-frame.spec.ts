import { expect, test } from '@playwright/test';
import { accounts, langOfProject } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { ShellFramePage } from './pages/shell-frame.page';

// §2.8 a seller's daily pages paint the shell's chrome from the HTML (the server's frame) before the app has started;
// the app's shell then takes the same places. The frame and the shell are compared here, so neither changes alone.

const dailyPages = ['/dashboard', '/order-list', '/conversations', '/external/product/active/all'];

/** The phone projects' own width, and the narrowest phone the product is laid out for (the axe walks' 375 px). */
const widths = [undefined, 375] as const;

for (const [path, width] of dailyPages.flatMap((each) => widths.map((one) => [each, one] as const))) {
  test(`the server's frame of ${path}${width ? ` at ${width} px` : ''} is the shell the app draws, in the same places @layout`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'android-app', 'the apps lay their pages out themselves: no frame (below)');
    test.skip(
      width !== undefined && (testInfo.project.name !== 'phone' || path !== '/dashboard'),
      'one page on the narrow phone: the header is the same on every page',
    );
    if (width) await page.setViewportSize({ width, height: 740 });
    const lang = langOfProject(testInfo.project.name);
    await signInAs(page, accounts.seller, lang);
    const frame = new ShellFramePage(page, lang);
    await frame.neverAskedForNotifications();
    const drawnByServer = await frame.openWithoutApp(path);
    const drawnByApp = await frame.openWithApp(path, page.getByRole('main'));

    expect(drawnByServer.header?.box ?? null).toEqual(drawnByApp.header?.box ?? null);
    if (drawnByServer.header?.box?.height === 56) expect(drawnByServer.avatar).toEqual(drawnByApp.avatar);
    expect(drawnByServer.navItems).toEqual(drawnByApp.navItems);
    expect(drawnByServer.promptTitle).toEqual(drawnByApp.promptTitle);
    expect(drawnByServer.promptText).toEqual(drawnByApp.promptText);
    // The prompt is part of the first paint (on a phone, the page's largest element before the page's own content).
    expect(drawnByServer.promptText).not.toBeNull();
  });
}

test('a browser without a session gets no frame, and the app alone draws sign-in @layout', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(new ShellFramePage(page, lang).frame).toHaveCount(0);
});

test('inside the Android app a daily page has no frame: the app lays it out @layout', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'android-app', "the app's webview only");
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang);
  const response = await page.goto('/dashboard');
  expect(await response?.text()).not.toContain('id="shell-frame"');
});

test('a page drawn for a session is kept by that browser only', async ({ page }, testInfo) => {
  await signInAs(page, accounts.seller, langOfProject(testInfo.project.name));
  const drawn = await page.request.get('/order-list', { headers: { accept: 'text/html' } });
  expect(await drawn.text()).toContain('id="shell-frame"');
  expect(drawn.headers()['cache-control']).toBe('private, no-cache');
});
