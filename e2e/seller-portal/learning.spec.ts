import { expect, test } from '@playwright/test';
import { PalettePage } from './pages/palette.page';
import { accounts, langOfProject, type Lang } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { LearningPages } from './pages/learning.page';
import { ShellPage } from './pages/shell.page';

test('a visitor opens Seller Learning with the header, opens a guide, and sees no reading progress', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const learning = new LearningPages(page, lang);
  await learning.open('/learning');
  await expect(learning.heading(learning.words.heading)).toBeVisible();
  // §2.7: public, and the header still shows.
  await expect(new ShellPage(page, lang).header).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(learning.words.heading));

  // Through its topic: the landing page shows a topic's newest guides only, and other tests publish guides too.
  await learning.topicLink(learning.words.guideCategory).click();
  await expect(page).toHaveURL(/\/learning\/guide\?category=PRODUCTS/);
  await learning.articleLink(learning.words.guide).first().click();
  await expect(learning.heading(learning.words.guide)).toBeVisible();
  await expect(page).toHaveURL(/\/learning\/guide\/article\/foto-produk-yang-menjual$/);
  await expect(page).toHaveTitle(new RegExp(`^${learning.words.guide}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(learning.readingBar).toHaveCount(0);
  // The breadcrumb leads back to the guides, grouped by category.
  await page
    .getByRole('navigation', { name: lang === 'id' ? 'Posisi Anda' : 'You are here' })
    .getByRole('link', { name: lang === 'id' ? 'Panduan' : 'Guides' })
    .click();
  await expect(learning.heading(learning.words.guidesHeading)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: learning.words.guideCategory })).toBeVisible();
});

test('a visitor searches in Indonesian and in English as they type, sees the words highlighted and opens a result', async ({ page }) => {
  for (const lang of ['id', 'en'] as Lang[]) {
    const learning = new LearningPages(page, lang);
    await learning.open('/learning/search');
    await expect(learning.heading(learning.words.searchHeading)).toBeVisible();
    await learning.search(learning.words.query);
    const hit = learning.results.getByRole('link', { name: learning.words.queryHit });
    await expect(hit.locator('mark').first()).toBeVisible();
    // A filter keeps the words: videos only, then every type again.
    await page
      .getByRole('link', { name: lang === 'id' ? 'Video' : 'Videos', exact: true })
      .last()
      .click();
    await expect(page).toHaveURL(/type=VIDEO/);
    await expect(learning.results.getByRole('link', { name: learning.words.queryHit })).toHaveCount(0);
    await page.getByRole('link', { name: lang === 'id' ? 'Semua' : 'All', exact: true }).click();
    await learning.results.getByRole('link', { name: learning.words.queryHit }).click();
    await expect(learning.heading(learning.words.queryHit)).toBeVisible();
  }
  // Only punctuation: the page says what to type, never an error.
  const learning = new LearningPages(page, 'en');
  await learning.open('/learning/search?q=%3F%21%2A');
  await expect(page.getByRole('status').filter({ hasText: 'Type at least one word' })).toBeVisible();
});

test('a visitor plays a video in the video modal and closes it back to the page', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const learning = new LearningPages(page, lang);
  await learning.open('/learning');
  await page.getByRole('link', { name: learning.words.playVideo(learning.words.video) }).click();
  await expect(learning.videoDialog).toBeVisible();
  await expect(page).toHaveURL(/video-modal=/);
  await expect(learning.videoDialog.locator('iframe')).toHaveAttribute('src', /player\.vimeo\.com\/video\/700000003/);
  await learning.videoDialog.getByRole('button', { name: learning.words.closeVideo }).click();
  await expect(learning.videoDialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/learning(\?lang=\w+)?$/);
  await expect(learning.heading(learning.words.heading)).toBeVisible();
});

test("a signed-in seller's reading progress shows on the article and on the lists; the header's search finds articles", async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.seller, lang);
  const learning = new LearningPages(page, lang);
  // The two projects share the seller: each reads an article of its own.
  const slug = lang === 'id' ? 'menangani-pengembalian-barang' : 'proses-pesanan-tepat-waktu';
  const saved = page.waitForResponse((answer) => answer.url().includes('/reading-progress') && answer.request().method() === 'PUT' && answer.ok());
  await learning.open(`/learning/guide/article/${slug}`);
  await expect(learning.readingBar).toBeVisible();
  await learning.readToTheEnd();
  await expect(learning.readingBar).toHaveAttribute('aria-valuenow', '100');
  await saved;

  await learning.open('/learning/guide');
  await expect(learning.articleCard(slug).getByText(learning.words.finished, { exact: true })).toBeVisible();

  // The header's search (the command palette) lists the matching articles.
  const palette = new PalettePage(page, lang);
  await palette.openFromHeader();
  await palette.search(learning.words.headerQuery);
  await palette.choose(new RegExp(learning.words.headerHit));
  await expect(learning.heading(learning.words.headerHit)).toBeVisible();
});
