import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { coverPng, LearningStudioPages } from './pages/learning-studio.page';

interface ArticleSummary {
  slug: string;
  title: string;
  coverImageUrl: string | null;
}

const uniqueSlug = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The public list (§7 `gws/merchant-education/v2/articles`) a signed-out visitor's learning pages read. */
async function publicTitles(request: import('@playwright/test').APIRequestContext, language: 'id' | 'en'): Promise<ArticleSummary[]> {
  const answer = await request.post('/backend/gws/merchant-education/v2/articles', { data: { language, size: 50 } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { value: { content: ArticleSummary[] } }).value.content;
}

// Seller Learning's authoring (§6 INTERNAL_SELLER-LEARNING) in the console (/console/) and in the seller portal, from
// one library and manifest.
for (const [where, base, lang] of [
  ['the console', '/console', 'en'],
  ['the seller portal', '', 'id'],
] as const) {
  test.describe(`the learning studio in ${where}`, () => {
    test('an internal user writes an article in both languages with a cover and an image in its body, publishes it; the public reads then show it', async ({
      page,
    }) => {
      // Two languages, an upload, a confirmation and the public reads: more than the default time on a shared machine.
      test.slow();
      await signInAs(page, accounts.internal, lang);
      const studio = new LearningStudioPages(page, lang, base);
      const slug = uniqueSlug('studio-e2e');
      const article = { slug, titleId: `Panduan uji ${slug}`, titleEn: `Test guide ${slug}`, cover: coverPng };

      // A draft first: saved, it stays off the public list.
      await studio.openNewArticle();
      await studio.writeArticle(article);
      await studio.addBodyImage('en', coverPng);
      await page.getByRole('button', { name: studio.words.save, exact: true }).click();
      await expect(page).toHaveURL(/\/learning-studio\/articles\/[0-9a-f-]{36}$/);
      await expect(page.getByText(studio.words.state.DRAFT, { exact: true })).toBeVisible();
      expect((await publicTitles(page.request, 'id')).map((item) => item.slug)).not.toContain(slug);

      // The preview shows the article as sellers will read it.
      await page.getByRole('button', { name: studio.words.preview }).click();
      await expect(page.getByRole('article')).toContainText(`Isi artikel ${article.titleId}.`);

      await studio.confirmPublish();
      await expect(page.getByText(studio.words.state.PUBLISHED, { exact: true })).toBeVisible();
      const [inIndonesian, inEnglish] = [await publicTitles(page.request, 'id'), await publicTitles(page.request, 'en')];
      expect(inIndonesian.find((item) => item.slug === slug)?.title).toBe(article.titleId);
      const english = inEnglish.find((item) => item.slug === slug);
      expect(english?.title).toBe(article.titleEn);
      expect(english?.coverImageUrl).toMatch(/^\/backend\/edu\/public\/assets\/[0-9a-f-]{36}$/);
      const cover = await page.request.get(english?.coverImageUrl ?? '');
      expect([cover.status(), cover.headers()['content-type']]).toEqual([200, 'image/png']);
      const read = await page.request.get(`/backend/gws/merchant-education/v2/articles/${slug}?language=en`);
      expect(((await read.json()) as { value: { body: string } }).value.body).toMatch(
        /<img src="\/backend\/edu\/public\/assets\/[0-9a-f-]{36}" alt="langkah-satu"/,
      );

      // The list finds it by its title, published; unpublishing takes it off the public list.
      await studio.openList();
      await page.getByRole('searchbox', { name: studio.words.search }).fill(lang === 'en' ? article.titleEn : article.titleId);
      const row = page.getByRole('row').filter({ hasText: slug });
      await expect(row).toContainText(studio.words.state.PUBLISHED);
      await row.getByRole('link').first().click();
      await page.getByRole('button', { name: studio.words.unpublish, exact: true }).click();
      await page.getByRole('dialog', { name: studio.words.unpublishDialog }).getByRole('button', { name: studio.words.unpublish, exact: true }).click();
      await expect(page.getByText(studio.words.state.UNPUBLISHED, { exact: true })).toBeVisible();
      expect((await publicTitles(page.request, 'id')).map((item) => item.slug)).not.toContain(slug);
    });
  });
}

test('publishArticle: a new article published in one go appears on the public list in both languages', async ({ page }) => {
  test.slow();
  await signInAs(page, accounts.internal, 'id');
  const studio = new LearningStudioPages(page, 'id', '');
  const slug = uniqueSlug('studio-flow');
  await studio.publishArticle({ slug, titleId: `Berita ${slug}`, titleEn: `News ${slug}`, kind: 'NEWS', categoryCode: 'PROMOTION' });
  expect((await publicTitles(page.request, 'en')).find((item) => item.slug === slug)?.title).toBe(`News ${slug}`);
});

test('a video: saved as a draft, published, then unpublished, each with its state', async ({ page }) => {
  test.slow();
  await signInAs(page, accounts.internal, 'en');
  const studio = new LearningStudioPages(page, 'en', '/console');
  const suffix = uniqueSlug('video');
  await studio.openNewVideo();
  await studio.writeVideo({
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    seconds: 95,
    categoryCode: 'PRODUCTS',
    titleId: `Video ${suffix}`,
    titleEn: `Video ${suffix} (en)`,
  });
  await page.getByRole('button', { name: studio.words.save, exact: true }).click();
  // A new video's address becomes its own once saved.
  await expect(page).toHaveURL(/\/learning-studio\/videos\/[0-9a-f-]{36}$/);
  await expect(page.getByText(studio.words.state.DRAFT, { exact: true })).toBeVisible();
  await studio.confirmPublish();
  await expect(page.getByText(studio.words.state.PUBLISHED, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: studio.words.unpublish, exact: true }).click();
  await page.getByRole('dialog', { name: studio.words.unpublishDialog }).getByRole('button', { name: studio.words.unpublish, exact: true }).click();
  await expect(page.getByText(studio.words.state.UNPUBLISHED, { exact: true })).toBeVisible();
});
