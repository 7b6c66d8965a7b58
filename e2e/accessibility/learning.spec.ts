import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { walkVisits } from '../support/axe';
import { signInAs } from '../support/sign-in';
import { LearningPages } from '../seller-portal/pages/learning.page';
import { rememberLanguage } from '../support/language';

// Seller Learning's pages in both languages at 375 and 1280 px, signed out and signed in (the reading progress):
// no serious or critical axe finding. Screenshots of each land in tmp/screens.
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}): Seller Learning's pages without a session`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    // Ten pages, each read at two widths.
    test.setTimeout(150_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: testInfo.project.use.baseURL });
    await rememberLanguage(context, lang);
    const page = await context.newPage();
    const learning = new LearningPages(page, lang);
    const problems = await walkVisits(page, lang, [
      { name: 'learning', path: '/learning', ready: () => expect(learning.topicLink(learning.words.guideCategory)).toBeVisible() },
      { name: 'learning-news', path: '/learning/news', ready: () => expect(learning.heading(learning.words.newsHeading)).toBeVisible() },
      { name: 'learning-guide', path: '/learning/guide', ready: () => expect(learning.articleLink(learning.words.guide)).toBeVisible() },
      {
        name: 'learning-article',
        path: '/learning/guide/article/foto-produk-yang-menjual',
        ready: () => expect(learning.heading(learning.words.guide)).toBeVisible(),
      },
      {
        name: 'learning-news-article',
        path: '/learning/news/jadwal-pengiriman-akhir-tahun',
        ready: () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
      },
      {
        name: 'learning-search',
        path: `/learning/search?q=${learning.words.query}`,
        ready: () => expect(learning.results.locator('mark').first()).toBeVisible(),
      },
      { name: 'learning-search-empty', path: '/learning/search?q=%3F%21', ready: () => expect(page.getByText(learning.words.noWords)).toBeVisible() },
      {
        name: 'learning-videos',
        path: '/learning/search/video',
        ready: () => expect(page.getByRole('link', { name: learning.words.playVideo(learning.words.video) })).toBeVisible(),
      },
      {
        name: 'learning-video-modal',
        path: '/learning/search/video',
        ready: () => expect(page.getByRole('link', { name: learning.words.playVideo(learning.words.video) })).toBeVisible(),
        act: async () => {
          await page.getByRole('link', { name: learning.words.playVideo(learning.words.video) }).click();
          await expect(learning.videoDialog).toBeVisible();
        },
      },
      { name: 'learning-not-found', path: '/learning/news/tidak-ada', ready: () => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
    ]);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`accessibility (${lang}): Seller Learning's pages for a signed-in seller`, onlyIn('desktop'), async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await signInAs(page, accounts.seller, lang);
    const learning = new LearningPages(page, lang);
    const problems = await walkVisits(page, lang, [
      { name: 'learning-signed-in', path: '/learning', ready: () => expect(learning.topicLink(learning.words.guideCategory)).toBeVisible() },
      {
        name: 'learning-article-signed-in',
        path: '/learning/guide/article/kelola-stok-dan-varian',
        ready: () => expect(learning.readingBar).toBeVisible(),
      },
    ]);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
