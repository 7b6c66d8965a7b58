import {
  learningPaths,
  type LearningArticle,
  type LearningArticleSummary,
  type LearningCategory,
  type LearningVideo,
} from '@seller-portal/contracts/education';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learningArticles, learningVideos } from '../src/modules/learning/schema';
import { article, valueOf } from './support/learning-rows';
import { drivers } from './support/test-database';
import { useTestServer } from './support/test-server';

const hour = 60 * 60_000;

interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

// The server (and its database, with the demo content) lives for the whole file: each test adds its own rows.
describe.each(drivers)('Seller Learning content, read by anyone (§7) (%s)', (driver) => {
  const server = useTestServer(driver);
  const articleBySlug = (slug: string, language = 'id') =>
    server.call<LearningArticle>('GET', `/backend/gws/merchant-education/v2/articles/${slug}?language=${language}`);
  const shownSlugs = async () => {
    const answer = await server.call<Page<LearningArticleSummary>>('POST', learningPaths.articlesV2, { body: { size: 50 } });
    return valueOf(answer).content.map((item) => item.slug);
  };

  it('lists the published demo articles without a session, newest first, in the language asked (v1 in `content`, v2 paged)', async () => {
    const v1 = await server.call('POST', learningPaths.articles, { body: { language: 'en', kind: 'NEWS' } });
    expect(v1.status).toBe(200);
    const news = (v1.body as unknown as { content: LearningArticleSummary[] }).content;
    expect(news.length).toBeGreaterThanOrEqual(3);
    expect(news.every((item) => item.kind === 'NEWS')).toBe(true);
    expect(news[0].title).toBe('New: quick replies in seller chat');
    expect(news.map((item) => item.publishedAt)).toEqual([...news.map((item) => item.publishedAt)].sort((a, b) => b - a));

    const id = await server.call<Page<LearningArticleSummary>>('POST', learningPaths.articlesV2, { body: { kind: 'GUIDE', categoryCode: 'ORDERS' } });
    expect(id.status).toBe(200);
    expect(valueOf(id).content.map((item) => item.title)).toEqual(['Menangani permintaan pengembalian barang', 'Memproses pesanan tepat waktu']);
    expect(valueOf(id).totalElements).toBe(2);

    const page = await articleBySlug('foto-produk-yang-menjual', 'en');
    expect(page.status).toBe(200);
    expect(page.body.value).toMatchObject({ slug: 'foto-produk-yang-menjual', kind: 'GUIDE', title: 'Product photos that sell', language: 'en' });
    expect(valueOf(page).body).toContain('<h2>The basics</h2>');
  });

  it('pages the list: size, page, totals, and an empty page past the end', async () => {
    const all = await server.call<Page<LearningArticleSummary>>('POST', learningPaths.articlesV2, { body: { size: 50 } });
    const total = valueOf(all).totalElements;
    expect(total).toBeGreaterThanOrEqual(12);

    const first = await server.call<Page<LearningArticleSummary>>('POST', learningPaths.articlesV2, { body: { size: 5, page: 0 } });
    const second = await server.call<Page<LearningArticleSummary>>('POST', learningPaths.articlesV2, { body: { size: 5, page: 1 } });
    expect(first.body.value).toMatchObject({ page: 0, size: 5, totalElements: total, totalPages: Math.ceil(total / 5) });
    expect(valueOf(first).content).toHaveLength(5);
    expect([...valueOf(first).content, ...valueOf(second).content].map((item) => item.slug)).toEqual(
      valueOf(all)
        .content.slice(0, 10)
        .map((item) => item.slug),
    );
    const past = await server.call<Page<LearningArticleSummary>>('POST', learningPaths.articlesV2, { body: { size: 5, page: 100 } });
    expect(valueOf(past).content).toEqual([]);
  });

  it('shows an article only when published and inside its window; otherwise its slug is LEARNING_ARTICLE_NOT_FOUND', async () => {
    const now = server.clock.now().getTime();
    await server.database.db
      .insert(learningArticles)
      .values([
        article('window-draft', { status: 'DRAFT' }),
        article('window-scheduled', { publishAt: new Date(now + hour), unpublishAt: new Date(now + 3 * hour) }),
      ]);
    for (const slug of ['window-draft', 'window-scheduled', 'no-such-article']) {
      const answer = await articleBySlug(slug);
      expect([answer.status, answer.body.errorCode]).toEqual([404, 'LEARNING_ARTICLE_NOT_FOUND']);
    }
    expect(await shownSlugs()).not.toContain('window-scheduled');

    server.clock.advance(hour);
    expect((await articleBySlug('window-scheduled')).status).toBe(200);
    expect(await shownSlugs()).toContain('window-scheduled');
    expect(await shownSlugs()).not.toContain('window-draft');

    server.clock.advance(2 * hour);
    expect((await articleBySlug('window-scheduled')).body.errorCode).toBe('LEARNING_ARTICLE_NOT_FOUND');
    expect(await shownSlugs()).not.toContain('window-scheduled');
  });

  it('lists published videos in their window, of a category, paged', async () => {
    const now = server.clock.now().getTime();
    await server.database.db.insert(learningVideos).values([
      {
        provider: 'YOUTUBE',
        url: 'https://www.youtube.com/watch?v=draft',
        categoryCode: 'FINANCE',
        titleId: 'Draf',
        titleEn: 'Draft',
        durationSeconds: 60,
        status: 'DRAFT',
      },
      {
        provider: 'VIMEO',
        url: 'https://vimeo.com/1',
        categoryCode: 'FINANCE',
        titleId: 'Nanti',
        titleEn: 'Later',
        durationSeconds: 60,
        status: 'PUBLISHED',
        publishAt: new Date(now + hour),
      },
    ]);
    const v1 = await server.call('POST', learningPaths.videos, { body: { language: 'en', categoryCode: 'FINANCE' } });
    expect(v1.status).toBe(200);
    expect((v1.body as unknown as { content: LearningVideo[] }).content.map((video) => video.title)).toEqual(['Reading the seller wallet report']);

    const v2 = await server.call<Page<LearningVideo>>('POST', learningPaths.videosV2, { body: { size: 4 } });
    expect(v2.body.value).toMatchObject({ size: 4, totalElements: 6, totalPages: 2 });
    expect(valueOf(v2).content[0]).toMatchObject({ provider: 'YOUTUBE', title: 'Membaca laporan dompet penjual', durationSeconds: 198 });
  });

  it('names the categories in the language asked with what each holds now', async () => {
    const answer = await server.call<LearningCategory[]>('GET', `${learningPaths.categories}?language=en`);
    expect(answer.status).toBe(200);
    expect(valueOf(answer)[0]).toEqual({ code: 'GETTING_STARTED', name: 'Getting started', articleCount: 4, videoCount: 1 });
  });

  it('refuses bad input with a clear code, never a 5xx', async () => {
    const tooBig = await server.call('POST', learningPaths.articlesV2, { body: { size: 1000 } });
    expect([tooBig.status, tooBig.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
    const kind = await server.call('POST', learningPaths.articles, { body: { kind: 'BLOG' } });
    expect([kind.status, kind.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
    const slug = await articleBySlug('Not_A_Slug');
    expect([slug.status, slug.body.errorCode]).toEqual([404, 'LEARNING_ARTICLE_NOT_FOUND']);
    const odd = await articleBySlug('%3Cscript%3E');
    expect([odd.status, odd.body.errorCode]).toEqual([404, 'LEARNING_ARTICLE_NOT_FOUND']);
  });

  it('never answers a body with script in it, whatever reached the table', async () => {
    await server.database.db.insert(learningArticles).values(
      article('window-script', {
        bodyEn: '<p onclick="alert(1)">Read <a href="javascript:alert(2)">this</a></p><script>alert(3)</script><img src="https://cdn.example/a.png" alt="A">',
      }),
    );
    const answer = await articleBySlug('window-script', 'en');
    expect(answer.status).toBe(200);
    const body = valueOf(answer).body;
    expect(body).not.toMatch(/script|onclick|javascript:/i);
    expect(body).toContain('<img src="https://cdn.example/a.png" alt="A" />');
  });

  it('keeps full-text documents per language (indonesian, english stemming) and trigram-matches titles', async () => {
    const english = await server.database.db
      .select({ slug: learningArticles.slug })
      .from(learningArticles)
      .where(sql`${learningArticles.searchEn} @@ websearch_to_tsquery('english', 'photos')`);
    expect(english.map((row) => row.slug)).toContain('foto-produk-yang-menjual');

    // Indonesian stemming: "pengiriman" (shipping) matches "kirim" through the stemmer's prefix removal.
    const indonesian = await server.database.db
      .select({ slug: learningArticles.slug })
      .from(learningArticles)
      .where(sql`${learningArticles.searchId} @@ websearch_to_tsquery('indonesian', 'pengiriman')`);
    expect(indonesian.map((row) => row.slug)).toContain('jadwal-pengiriman-akhir-tahun');

    const typo = await server.database.db
      .select({ slug: learningArticles.slug })
      .from(learningArticles)
      .where(sql`${learningArticles.titleEn} % 'Produkt photoes'`);
    expect(typo.map((row) => row.slug)).toContain('foto-produk-yang-menjual');
  });
});
