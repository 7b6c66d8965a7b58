import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { signedInAxePage, walkVisits, type AxeVisit } from '../support/axe';
import { learningStudioWords } from '../internal-console/pages/learning-studio.page';

/** The authoring pages, an article's editor with its preview and its publish confirmation, and a video's editor. */
function visits(lang: Lang, articleId: string, videoId: string): AxeVisit[] {
  const words = learningStudioWords[lang];
  const heading = (name: string) => (page: Page) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const articleReady = (page: Page) => expect(page.getByRole('textbox', { name: words.body(words.languageTab.id) })).toBeVisible();
  return [
    { name: 'learning-studio', path: '/console/learning-studio', ready: (page) => expect(page.getByRole('table')).toBeVisible() },
    { name: 'learning-studio-videos', path: '/console/learning-studio?type=videos', ready: (page) => expect(page.getByRole('table')).toBeVisible() },
    {
      name: 'learning-studio-categories',
      path: '/console/learning-studio?type=categories',
      ready: (page) => expect(page.getByRole('table')).toBeVisible(),
    },
    { name: 'learning-studio-new-article', path: '/console/learning-studio/articles/new', ready: articleReady },
    {
      name: 'learning-studio-article-preview',
      path: `/console/learning-studio/articles/${articleId}`,
      ready: articleReady,
      act: async (page) => {
        await page.getByRole('tab', { name: words.languageTab.en }).click();
        await page.getByRole('button', { name: words.preview }).click();
        await expect(page.getByRole('article')).toBeVisible();
      },
    },
    {
      name: 'learning-studio-publish-confirmation',
      path: `/console/learning-studio/articles/${articleId}`,
      ready: articleReady,
      act: async (page) => {
        await page.getByRole('button', { name: words.publish, exact: true }).click();
        await expect(page.getByRole('dialog', { name: words.publishDialog })).toBeVisible();
      },
    },
    { name: 'learning-studio-video', path: `/console/learning-studio/videos/${videoId}`, ready: heading(lang === 'id' ? 'Ubah video' : 'Edit video') },
    { name: 'portal-learning-studio', path: '/learning-studio', ready: heading(words.heading) },
  ];
}

// Seller Learning's authoring pages in the console and the portal, in both languages at 375 and 1280 px: no serious or
// critical axe finding; one test a language, signed in once, each page read at both widths (screenshots in tmp/screens).
for (const lang of ['id', 'en'] as Lang[]) {
  test(`accessibility (${lang}, 375 and 1280 px): learning studio`, onlyIn('desktop'), async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { context, page } = await signedInAxePage(browser, { baseURL, lang, width: 1280, account: accounts.internal });
    const stamp = `${lang}-${Date.now().toString(36)}`;
    const article = await page.request.post('/backend/internal/learning/articles', {
      data: {
        slug: `axe-${stamp}`,
        kind: 'GUIDE',
        categoryCode: 'PRODUCTS',
        titleId: 'Panduan aksesibilitas',
        titleEn: 'Accessibility guide',
        summaryId: 'Ringkasan',
        summaryEn: 'Summary',
        bodyId: '<h2>Bagian</h2><p>Isi panduan.</p>',
        bodyEn: '<h2>Part</h2><p>The guide.</p>',
      },
    });
    expect(article.ok()).toBe(true);
    const video = await page.request.post('/backend/internal/learning/videos', {
      data: {
        url: `https://vimeo.com/${lang === 'id' ? 1 : 2}${Date.now() % 1e8}`,
        categoryCode: 'ORDERS',
        titleId: 'Video aksesibilitas',
        titleEn: 'Accessibility video',
        durationSeconds: 90,
      },
    });
    expect(video.ok()).toBe(true);
    const idOf = async (answer: typeof article) => ((await answer.json()) as { value: { id: string } }).value.id;

    const problems = await walkVisits(page, lang, visits(lang, await idOf(article), await idOf(video)));
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
