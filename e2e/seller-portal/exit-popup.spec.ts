import { expect, test, type Page } from '@playwright/test';
import { cookieNames } from '@seller-portal/contracts/core';
import { onlyIn, type Lang } from '../support/accounts';
import { PublicPages } from './pages/public-pages.page';

/** Whether the exit-intent popup's chunk was asked for (its code must not load with the page, §2.2 first paint). */
function watchPopupChunk(page: Page): { loaded: () => boolean } {
  let loaded = false;
  page.on('request', (request) => {
    if (/ExitIntentPopup[^/]*\.js$/.test(new URL(request.url()).pathname)) loaded = true;
  });
  return { loaded: () => loaded };
}

/** Two frames: what a mouseout would have drawn by then is drawn. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

// Desktop exit intent: a pointer leaving through the top. The phone has no pointer to leave, so this runs on the desktop.
for (const lang of ['id', 'en'] as Lang[]) {
  test(
    `§3 exit-popup-closed (${lang}): leaving the start selling page invites a newcomer once; closed, it stays closed`,
    onlyIn('desktop'),
    async ({ page }) => {
      const chunk = watchPopupChunk(page);
      const pages = new PublicPages(page, lang);
      await pages.open('/mulai-berjualan', pages.words.startSellingHeading);
      expect(chunk.loaded()).toBe(false);

      await pages.leaveThroughTheTop();
      await expect(pages.exitPopup).toBeVisible();
      await expect(pages.exitPopup.getByRole('button', { name: pages.words.exitPopupRegister })).toBeVisible();
      await pages.exitPopup.getByRole('button', { name: pages.words.exitPopupLater }).click();
      await expect(pages.exitPopup).toBeHidden();

      const closed = (await page.context().cookies()).find((cookie) => cookie.name === cookieNames.exitPopupClosed);
      expect(closed).toMatchObject({ value: 'true', sameSite: 'Lax', path: '/' });
      // 30 days (a minute of slack for the test's own time).
      expect(Math.abs((closed?.expires ?? 0) - (Date.now() / 1000 + 30 * 24 * 60 * 60))).toBeLessThan(60);

      await pages.open('/mulai-berjualan', pages.words.startSellingHeading);
      await pages.leaveThroughTheTop();
      await nextFrames(page);
      await expect(pages.exitPopup).toHaveCount(0);
    },
  );
}

test('§3 exit-popup-closed: the invitation leads to registration, and is not shown again', onlyIn('desktop'), async ({ page }) => {
  const pages = new PublicPages(page, 'id');
  await pages.open('/mulai-berjualan', pages.words.startSellingHeading);
  await pages.leaveThroughTheTop();
  await pages.exitPopup.getByRole('button', { name: pages.words.exitPopupRegister }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === cookieNames.exitPopupClosed)).toBe(true);
});

for (const cookie of [cookieNames.everLoggedIn, cookieNames.loginHistory]) {
  test(`§3 exit-popup-closed: a browser with ${cookie} (a seller who signed in before) is not invited`, onlyIn('desktop'), async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: cookie, value: 'true', url: baseURL ?? '' }]);
    const chunk = watchPopupChunk(page);
    const pages = new PublicPages(page, 'id');
    await pages.open('/mulai-berjualan', pages.words.startSellingHeading);
    await pages.leaveThroughTheTop();
    await nextFrames(page);
    await expect(pages.exitPopup).toHaveCount(0);
    expect(chunk.loaded()).toBe(false);
  });
}
