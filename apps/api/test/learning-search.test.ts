import { learningPagesPaths, type LearningReadingProgress, type LearningSearchAnswer, type LearningSearchHit } from '@seller-portal/contracts/education';
import { describe, expect, it } from 'vitest';
import { fuzzyBelowMatches } from '../src/modules/learning/pages-repository';
import { learningArticles, learningVideos } from '../src/modules/learning/schema';
import { article, valueOf } from './support/learning-rows';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';

const hour = 60 * 60_000;

/** What identifies a hit: an article's slug, a video's URL. */
const keyOf = (hit: LearningSearchHit) => (hit.type === 'ARTICLE' ? hit.slug : hit.url);

// The server (and its database, with the demo content) lives for the whole file: each test adds rows of its own words.
describe.each(drivers)("Seller Learning's search and reading progress (%s)", (driver) => {
  const server = useTestServer(driver);
  const search = (body: Record<string, unknown>) => server.call<LearningSearchAnswer>('POST', learningPagesPaths.search, { body });
  const first = async (q: string, language: string) => {
    const answer = await search({ q, language });
    expect(answer.status, q).toBe(200);
    return valueOf(answer).content[0];
  };

  // The demo content's articles and videos: exact words, stemmed forms, a word being typed, a typo in a short word.
  it.each([
    ['id', 'voucher', 'exact word', 'voucher-toko-pertama'],
    ['id', 'penarikan', 'stemmed (menarik → tarik)', 'penarikan-dana-ke-rekening'],
    ['id', 'pengembalian barang', 'two words', 'menangani-pengembalian-barang'],
    ['id', 'verifik', 'prefix', 'verifikasi-identitas-penjual'],
    ['id', 'fota', 'typo in a short word', 'foto-produk-yang-menjual'],
    ['en', 'photos', 'exact word', 'foto-produk-yang-menjual'],
    ['en', 'returning', 'stemmed (returning → return)', 'menangani-pengembalian-barang'],
    ['en', 'withdr', 'prefix', 'penarikan-dana-ke-rekening'],
    ['en', 'retrn', 'typo in a short word', 'menangani-pengembalian-barang'],
    ['en', 'shipping packing', 'a video title', 'https://www.youtube.com/watch?v=sLrOrder04c'],
  ])('(%s) "%s", %s: first is %s', async (language, q, _how, expected) => {
    const hit = await first(q, language);
    expect(hit && keyOf(hit)).toBe(expected);
  });

  it('ranks a title match above a body match', async () => {
    await server.database.db
      .insert(learningArticles)
      .values([
        article('kiwari-di-isi', { titleEn: 'A note on packaging', bodyEn: '<p>Ship the kiwari crate upright.</p>' }),
        article('kiwari-di-judul', { titleEn: 'The kiwari crate', bodyEn: '<p>Nothing else.</p>' }),
      ]);
    const hits = valueOf(await search({ q: 'kiwari', language: 'en' })).content;
    expect(hits.map(keyOf)).toEqual(['kiwari-di-judul', 'kiwari-di-isi']);
  });

  it('ranks a title match above a summary match above body matches, and body matches newest first however often the word appears', async () => {
    const at = (hoursAgo: number) => new Date(server.clock.now().getTime() - hoursAgo * hour);
    await server.database.db
      .insert(learningArticles)
      .values([
        article('tembikar-isi-lama', { titleEn: 'Older notes', bodyEn: '<p>Tembikar, tembikar and more tembikar.</p>', publishAt: at(3) }),
        article('tembikar-isi-baru', { titleEn: 'Newer notes', bodyEn: '<p>One tembikar.</p>', publishAt: at(2) }),
        article('tembikar-ringkasan', { titleEn: 'Shelf care', summaryEn: 'Tembikar on shelves', publishAt: at(5) }),
        article('tembikar-judul', { titleEn: 'The tembikar shelf', publishAt: at(6) }),
      ]);
    const hits = valueOf(await search({ q: 'tembikar', language: 'en' }));
    expect(hits.content.map(keyOf)).toEqual(['tembikar-judul', 'tembikar-ringkasan', 'tembikar-isi-baru', 'tembikar-isi-lama']);
    expect(hits.totalElements).toBe(4);
  });

  it('highlights the matched words with <mark> and escapes everything else', async () => {
    const photos = await first('photos', 'en');
    expect(photos.titleHtml).toBe('Product <mark>photos</mark> that sell');
    expect(photos.type === 'ARTICLE' && photos.snippetHtml).toContain('<mark>');

    await server.database.db.insert(learningArticles).values(
      article('gudang-rapi', {
        titleId: 'Kiat <script>alert(1)</script> gudang & rak',
        summaryId: 'Rak <b>gudang</b> yang rapi',
        bodyId: '<p>Susun gudang &amp; rak <img src=x onerror=alert(1)> dengan label.</p>',
      }),
    );
    const hit = await first('gudang', 'id');
    expect(hit.titleHtml).toBe('Kiat &#60;script&#62;alert(1)&#60;/script&#62; <mark>gudang</mark> &#38; rak');
    const snippet = hit.type === 'ARTICLE' ? hit.snippetHtml : '';
    expect(snippet).toContain('<mark>gudang</mark>');
    // Only <mark> is a tag; the body's own entity is read once and escaped once.
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(snippet).toContain('&#38; rak');
    expect(snippet).not.toContain('&#38;amp;');
  });

  it('filters by type and by category', async () => {
    const all = valueOf(await search({ q: 'voucher', language: 'id' })).content;
    expect(new Set(all.map((hit) => hit.type))).toEqual(new Set(['ARTICLE', 'VIDEO']));

    const videos = valueOf(await search({ q: 'voucher', language: 'id', type: 'VIDEO' })).content;
    expect(videos.map(keyOf)).toEqual(['https://vimeo.com/700000005']);
    expect(videos[0]).toMatchObject({ type: 'VIDEO', provider: 'VIMEO', title: 'Menyusun voucher yang menguntungkan', durationSeconds: 356 });

    const articles = valueOf(await search({ q: 'voucher', language: 'id', type: 'ARTICLE' })).content;
    expect(articles.every((hit) => hit.type === 'ARTICLE')).toBe(true);
    expect(articles.map(keyOf)).toContain('voucher-toko-pertama');

    const orders = valueOf(await search({ q: 'pesanan', language: 'id', categoryCode: 'ORDERS' })).content;
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((hit) => hit.categoryCode === 'ORDERS')).toBe(true);
    expect(valueOf(await search({ q: 'voucher', language: 'id', categoryCode: 'FINANCE' })).content).toEqual([]);
  });

  it('pages the hits with their total, and answers an empty page past the end with the same total', async () => {
    await server.database.db
      .insert(learningArticles)
      .values(
        Array.from({ length: 5 }, (_, index) =>
          article(`lumbung-${index}`, { titleId: `Lumbung nomor ${index}`, publishAt: new Date(server.clock.now().getTime() - (index + 1) * hour) }),
        ),
      );
    const page0 = valueOf(await search({ q: 'lumbung', language: 'id', size: 2 }));
    const page1 = valueOf(await search({ q: 'lumbung', language: 'id', size: 2, page: 1 }));
    const page2 = valueOf(await search({ q: 'lumbung', language: 'id', size: 2, page: 2 }));
    const past = valueOf(await search({ q: 'lumbung', language: 'id', size: 2, page: 9 }));
    expect([page0.totalElements, page0.totalPages, page1.totalElements, past.totalElements]).toEqual([5, 3, 5, 5]);
    expect([page0.content.length, page1.content.length, page2.content.length, past.content.length]).toEqual([2, 2, 1, 0]);
    const slugs = [...page0.content, ...page1.content, ...page2.content].map(keyOf);
    expect(new Set(slugs).size).toBe(5);
    // Equal ranks: newest first.
    expect(slugs).toEqual(['lumbung-0', 'lumbung-1', 'lumbung-2', 'lumbung-3', 'lumbung-4']);
  });

  it(`looks for typos in titles only while the words find fewer than ${fuzzyBelowMatches} articles`, async () => {
    await server.database.db
      .insert(learningArticles)
      .values([article('merpati-asli', { titleId: 'Panduan merpati pos' }), article('merpati-salah-ketik', { titleId: 'Panduan merpato pos' })]);
    // Few full-text matches: the misspelt title is found too.
    const few = valueOf(await search({ q: 'merpati', language: 'id', size: 50 }));
    expect(few.content.map(keyOf).sort()).toEqual(['merpati-asli', 'merpati-salah-ketik']);
    await server.database.db
      .insert(learningArticles)
      .values(Array.from({ length: fuzzyBelowMatches }, (_, index) => article(`merpati-${index}`, { titleId: `Merpati nomor ${index}` })));
    // Enough of them: the words' own matches, exactly counted, and no typo scan.
    const many = valueOf(await search({ q: 'merpati', language: 'id', size: 50 }));
    expect(many.totalElements).toBe(fuzzyBelowMatches + 1);
    expect(many.content.map(keyOf)).not.toContain('merpati-salah-ketik');
  });

  it('never finds a draft, an article or video not yet published, or one past its window', async () => {
    const now = server.clock.now().getTime();
    await server.database.db
      .insert(learningArticles)
      .values([
        article('zamrud-draf', { titleId: 'Zamrud draf', status: 'DRAFT' }),
        article('zamrud-nanti', { titleId: 'Zamrud nanti', publishAt: new Date(now + hour) }),
        article('zamrud-lewat', { titleId: 'Zamrud lewat', publishAt: new Date(now - 2 * hour), unpublishAt: new Date(now - hour) }),
        article('zamrud-terbit', { titleId: 'Zamrud terbit' }),
      ]);
    await server.database.db.insert(learningVideos).values({
      provider: 'VIMEO',
      url: 'https://vimeo.com/799999999',
      categoryCode: 'PRODUCTS',
      titleId: 'Zamrud video draf',
      titleEn: 'Emerald draft video',
      durationSeconds: 60,
      status: 'DRAFT',
    });
    const hits = valueOf(await search({ q: 'zamrud', language: 'id' })).content;
    expect(hits.map(keyOf)).toEqual(['zamrud-terbit']);
  });

  it('answers a query of only punctuation with no hits and no words, and refuses one of 5,000 characters with its code', async () => {
    for (const q of ['?!.,;:*&|()\'"<>', '   ', '']) {
      const answer = await search({ q, language: 'id' });
      expect(answer.status, q).toBe(200);
      expect(valueOf(answer)).toMatchObject({ content: [], totalElements: 0, words: [] });
    }
    const long = await search({ q: 'voucher '.repeat(625), language: 'en' });
    expect(long.status).toBe(400);
    expect(long.body.errorCode).toBe('LEARNING_SEARCH_QUERY_TOO_LONG');

    // tsquery operators typed by a visitor are only separators.
    const operators = await search({ q: "voucher & !toko | ('x':*", language: 'id' });
    expect(operators.status).toBe(200);
    expect(valueOf(operators).words).toEqual(['voucher', 'toko', 'x']);

    const unknownType = await search({ q: 'voucher', type: 'PODCAST' });
    expect(unknownType.status).toBe(400);
  });

  it("keeps a signed-in seller's reading progress: their own only, never going back, finished once at 100", async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const staff = await server.signIn(demo.staff.username, demo.staff.password);
    const put = (cookie: string | undefined, slug: string, percent: number) =>
      server.call<LearningReadingProgress>('PUT', learningPagesPaths.readingProgressUpdate, { cookie, body: { slug, percent } });
    const mine = async (cookie: string) => valueOf(await server.call<LearningReadingProgress[]>('GET', learningPagesPaths.readingProgress, { cookie }));

    expect(valueOf(await put(seller, 'foto-produk-yang-menjual', 40))).toMatchObject({ slug: 'foto-produk-yang-menjual', percent: 40, finishedAt: null });
    expect(valueOf(await put(seller, 'foto-produk-yang-menjual', 20)).percent).toBe(40);
    server.clock.advance(60_000);
    const finished = valueOf(await put(seller, 'voucher-toko-pertama', 100));
    expect(finished.finishedAt).toBe(server.clock.now().getTime());
    server.clock.advance(60_000);
    expect(valueOf(await put(seller, 'voucher-toko-pertama', 100)).finishedAt).toBe(finished.finishedAt);

    expect((await mine(seller)).map((entry) => [entry.slug, entry.percent, entry.finishedAt !== null])).toEqual([
      ['voucher-toko-pertama', 100, true],
      ['foto-produk-yang-menjual', 40, false],
    ]);
    expect(await mine(staff)).toEqual([]);

    const signedOut = await put(undefined, 'foto-produk-yang-menjual', 50);
    expect([signedOut.status, signedOut.body.errorCode]).toEqual([401, 'PE403002']);
    const signedOutRead = await server.call('GET', learningPagesPaths.readingProgress);
    expect(signedOutRead.status).toBe(401);

    const unknown = await put(seller, 'tidak-ada-artikel-ini', 10);
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'LEARNING_ARTICLE_NOT_FOUND']);
    const outOfRange = await put(seller, 'foto-produk-yang-menjual', 101);
    expect(outOfRange.status).toBe(400);
  });
});
