import { expect, test } from '@playwright/test';
import { layout, onlyIn } from '../support/accounts';

/** The §2.8 overlays that can show on any page; each loads only where it can show. */

test('the download-app banner shows on sign-in on a phone’s browser only, and hiding it lasts (§2.8)', layout, async ({ page }, testInfo) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  const banner = page.getByRole('complementary', { name: 'Aplikasi Seller Center' });
  if (testInfo.project.name !== 'phone') {
    // A wide window, or the app itself: no banner.
    await expect(banner).toHaveCount(0);
    return;
  }
  await expect(banner.getByRole('link', { name: 'Unduh aplikasi' })).toBeVisible();
  await banner.getByRole('button', { name: 'Sembunyikan banner aplikasi' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('?video-modal opens the video, and closing it leaves the page without it (§2.8)', layout, async ({ page }) => {
  await page.goto('/sign-in?video-modal=dQw4w9WgXcQ');
  const video = page.getByRole('dialog', { name: 'Video' });
  await expect(video).toBeVisible();
  await expect(video.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  await video.getByRole('button', { name: 'Tutup video' }).click();
  await expect(video).toHaveCount(0);
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('inside the app, a webview older than the minimum is asked to update (§4.9)', { tag: [layout.tag, onlyIn('android-app').tag] }, async ({ browser }) => {
  // A context of its own: the app's webview on an old Chromium, whatever device the project stands for, so it runs once.
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.116 Mobile Safari/537.36 MTA-Android/1.120.0',
    viewport: { width: 412, height: 839 },
  });
  const page = await context.newPage();
  await page.goto('/sign-in');
  const popup = page.getByRole('dialog', { name: 'Perlu pembaruan' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Nanti' }).click();
  await expect(popup).toHaveCount(0);
  await context.close();
});
