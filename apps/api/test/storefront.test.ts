import {
  storefrontBannerField,
  storefrontLimits,
  storefrontPaths,
  storefrontVideoOf,
  type StorefrontBannerImage,
  type StorefrontCatalog,
  type StorefrontDraftRequest,
  type StorefrontPublic,
  type StorefrontSection,
  type StorefrontState,
} from '@seller-portal/contracts/storefront';
import type { Envelope } from '@seller-portal/contracts/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storefrontBannerImages, storefronts } from '../src/modules/storefront/schema';
import { gradientPng } from '../src/modules/shared/demo-png';
import { storefrontDemo } from '../src/modules/storefront/demo';
import { unusedBannerKeptMs } from '../src/modules/storefront/service';
import { drivers } from './support/test-database';
import { demo, useTestServer, type Answer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

const publicPath = (storeCode: string) => storefrontPaths.publicPattern.replace(':storeCode', storeCode);
const png = gradientPng(40, 20, [10, 20, 30], [200, 100, 50]);

/** Sends an image as the builder's banner upload does. */
async function uploadBanner(server: TestServer, cookie: string, content: Buffer, field = storefrontBannerField) {
  const form = new FormData();
  form.append(field, new Blob([content]), 'banner.png');
  const response = await fetch(server.baseUrl + storefrontPaths.bannerImages, { method: 'POST', body: form, headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Envelope<StorefrontBannerImage> };
}

/** The answer's value, once it is a success. */
function valueOf<T>(answer: Pick<Answer<T>, 'status' | 'body'>): T {
  if (answer.status !== 200 || answer.body.value === null || answer.body.value === undefined) throw new Error(`not a success: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

const showcase = (id: string, itemIds: string[]): StorefrontSection => ({ id, type: 'SHOWCASE', title: 'Pilihan', itemIds });
const text = (id: string, body: string, format: 'PLAIN' | 'RICH' = 'PLAIN'): StorefrontSection => ({ id, type: 'TEXT', title: 'Tentang', format, body });

describe('storefrontVideoOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('plays %s', (url, embedUrl) => expect(storefrontVideoOf(url)?.embedUrl).toBe(embedUrl));

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@channel',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => expect(storefrontVideoOf(url)).toBeNull());
});

// The server (and its database) lives for the whole file: each test uses a store of its own, but for the demo's.
describe.each(drivers)('storefront (%s)', (driver) => {
  const server = useTestServer(driver);
  const row = async (storeCode: string) => (await server.database.db.select().from(storefronts).where(eq(storefronts.storeCode, storeCode)))[0];
  const bannerCount = async () => (await server.database.db.select().from(storefrontBannerImages)).length;

  /** A seller of a new store that holds two of its own products (one inactive) in two categories. */
  async function newSeller() {
    const user = await createTestUser(server, { mode: 'STORE', codes: ['STORE_MANAGE-STORE_STORE-INFORMATION'] });
    const { productItems } = await import('../src/modules/products/schema');
    const code = user.storeCode ?? '';
    await server.database.db.insert(productItems).values([
      { itemId: `${code}-A`, storeCode: code, name: 'Kopi A', categoryCode: 'FOOD-COFFEE-TEA', price: 10_000, stock: 5 },
      { itemId: `${code}-B`, storeCode: code, name: 'Camilan B', categoryCode: 'FOOD-SNACK', price: 20_000, stock: 5 },
      { itemId: `${code}-C`, storeCode: code, name: 'Lama C', categoryCode: 'FOOD-SNACK', price: 30_000, stock: 5, active: false },
    ]);
    return { cookie: user.cookie, code };
  }

  const saveDraft = (cookie: string, sections: StorefrontSection[]) =>
    server.call<StorefrontState>('PUT', storefrontPaths.draft, { cookie, body: { sections } satisfies StorefrontDraftRequest });

  it('shows the demo store’s published storefront to anyone, with its banner image', async () => {
    const answer = await server.call<StorefrontPublic>('GET', publicPath(storefrontDemo.store));
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ storeCode: 'DEMO-60001', version: 1 });
    expect(valueOf(answer).sections.map((s) => s.type)).toEqual(['BANNER', 'SHOWCASE', 'CATEGORIES', 'TEXT']);
    const image = await fetch(server.baseUrl + valueOf(answer).sections.flatMap((s) => (s.type === 'BANNER' ? s.images : []))[0].url);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('edits the draft (add, edit, reorder, remove) without touching the published version, then publishes it as the next version', async () => {
    const seller = await newSeller();
    const code = seller.code;
    const never = await server.call('GET', publicPath(code));
    expect([never.status, never.body.errorCode]).toEqual([404, 'STOREFRONT_NOT_PUBLISHED']);

    const first = await saveDraft(seller.cookie, [showcase('s1', [`${code}-A`, `${code}-B`, `${code}-A`]), text('t1', 'Halo\nSemua')]);
    expect(first.status).toBe(200);
    expect(valueOf(first).draft.sections[0]).toMatchObject({ itemIds: [`${code}-A`, `${code}-B`] });
    expect(valueOf(first).published).toBeNull();
    expect(valueOf(first).draftChanged).toBe(true);
    const published = await server.call<StorefrontState>('POST', storefrontPaths.publish, { cookie: seller.cookie });
    expect(published.status).toBe(200);
    expect(valueOf(published).published).toMatchObject({ version: 1, publishedAt: server.clock.now().toISOString() });
    expect(valueOf(published).draftChanged).toBe(false);

    // The text moves first, the showcase changes: the public page keeps version 1 until the next publication.
    const moved = await saveDraft(seller.cookie, [text('t1', 'Halo'), showcase('s1', [`${code}-B`])]);
    expect(valueOf(moved).draftChanged).toBe(true);
    const still = await server.call<StorefrontPublic>('GET', publicPath(code));
    expect(valueOf(still).sections.map((s) => s.id)).toEqual(['s1', 't1']);

    server.clock.advance(60_000);
    const second = await server.call<StorefrontState>('POST', storefrontPaths.publish, { cookie: seller.cookie });
    expect(valueOf(second).published?.version).toBe(2);
    const now = await server.call<StorefrontPublic>('GET', publicPath(code));
    expect(now.body.value).toMatchObject({ version: 2, publishedAt: server.clock.now().toISOString() });
    expect(valueOf(now).sections.map((s) => s.id)).toEqual(['t1', 's1']);

    // Removing a section and discarding brings the draft back to version 2.
    await saveDraft(seller.cookie, [text('t1', 'Halo')]);
    const discarded = await server.call<StorefrontState>('DELETE', storefrontPaths.draft, { cookie: seller.cookie });
    expect(valueOf(discarded).draft.sections.map((s) => s.id)).toEqual(['t1', 's1']);
    expect(valueOf(discarded).draftChanged).toBe(false);
  });

  const badDrafts: { name: string; code: string; sectionsOf: (storeCode: string) => StorefrontSection[] }[] = [
    {
      name: 'too many sections',
      code: 'STOREFRONT_TOO_MANY_SECTIONS',
      sectionsOf: () => Array.from({ length: storefrontLimits.maxSections + 1 }, (_, i) => text(`t${i}`, 'x')),
    },
    {
      name: 'a showcase over its product limit',
      code: 'STOREFRONT_SHOWCASE_TOO_MANY_PRODUCTS',
      sectionsOf: (code) => [
        showcase(
          's',
          Array.from({ length: storefrontLimits.maxProductsPerShowcase + 1 }, (_, i) => `${code}-${i}`),
        ),
      ],
    },
    {
      name: 'a product of another store in a showcase',
      code: 'STOREFRONT_PRODUCT_NOT_IN_STORE',
      sectionsOf: (code) => [showcase('s', [`${code}-A`, 'ITEM-60001-001'])],
    },
    {
      name: 'an invalid video URL',
      code: 'STOREFRONT_VIDEO_URL_INVALID',
      sectionsOf: () => [{ id: 'v', type: 'VIDEO', title: '', url: 'https://evil.example/video.mp4' }],
    },
    {
      name: 'a banner image of another store',
      code: 'STOREFRONT_BANNER_IMAGE_UNKNOWN',
      sectionsOf: () => [{ id: 'b', type: 'BANNER', title: '', imageIds: [storefrontDemo.bannerImageId] }],
    },
    { name: 'rich text holding a script', code: 'STOREFRONT_TEXT_UNSAFE', sectionsOf: () => [text('t', '<p>Hai</p><script>alert(1)</script>', 'RICH')] },
    { name: 'rich text with a handler', code: 'STOREFRONT_TEXT_UNSAFE', sectionsOf: () => [text('t', '<p onclick="alert(1)">Hai</p>', 'RICH')] },
    { name: 'an empty showcase', code: 'STOREFRONT_SECTION_INVALID', sectionsOf: () => [showcase('s', [])] },
    { name: 'two sections of one id', code: 'STOREFRONT_SECTION_INVALID', sectionsOf: () => [text('t', 'a'), text('t', 'b')] },
    { name: 'text over 5,000 characters', code: 'STOREFRONT_SECTION_INVALID', sectionsOf: () => [text('t', 'x'.repeat(storefrontLimits.textMaxLength + 1))] },
  ];

  it.each(badDrafts)('refuses a draft with $name (400 $code) and keeps the one before', async ({ code, sectionsOf }) => {
    const seller = await newSeller();
    await saveDraft(seller.cookie, [text('kept', 'Tetap')]);
    const before = await row(seller.code);
    const answer = await saveDraft(seller.cookie, sectionsOf(seller.code));
    expect([answer.status, answer.body.errorCode]).toEqual([400, code]);
    expect(await row(seller.code)).toEqual(before);
  });

  it('refuses to publish an empty draft (409 STOREFRONT_DRAFT_EMPTY) and publishes nothing', async () => {
    const seller = await newSeller();
    const answer = await server.call('POST', storefrontPaths.publish, { cookie: seller.cookie });
    expect([answer.status, answer.body.errorCode]).toEqual([409, 'STOREFRONT_DRAFT_EMPTY']);
    await saveDraft(seller.cookie, []);
    const again = await server.call('POST', storefrontPaths.publish, { cookie: seller.cookie });
    expect([again.status, again.body.errorCode]).toEqual([409, 'STOREFRONT_DRAFT_EMPTY']);
    expect((await row(seller.code)).publishedVersion).toBe(0);
  });

  it('keeps rich text cleaned and links opened apart', async () => {
    const seller = await newSeller();
    const saved = await saveDraft(seller.cookie, [
      text('t', '<p style="color:red">Hai <a href="https://example.com">toko</a><img src="https://x/y.png"></p>', 'RICH'),
    ]);
    expect(saved.status).toBe(200);
    expect(valueOf(saved).draft.sections[0]).toMatchObject({
      body: '<p>Hai <a href="https://example.com" target="_blank" rel="noopener noreferrer">toko</a></p>',
    });
  });

  it('keeps a banner judged by its content and shows it in the draft; refuses one that is not an image or is 20 MB', async () => {
    const seller = await newSeller();
    const uploaded = await uploadBanner(server, seller.cookie, png);
    expect(uploaded.status).toBe(200);
    const { imageId, url } = valueOf(uploaded);
    const saved = await saveDraft(seller.cookie, [{ id: 'b', type: 'BANNER', title: 'Promo', imageIds: [imageId] }]);
    expect(valueOf(saved).preview).toEqual([{ id: 'b', type: 'BANNER', title: 'Promo', images: [{ imageId, url }] }]);

    const before = await bannerCount();
    const cases: [Buffer, number, string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 400, 'STOREFRONT_BANNER_TYPE_NOT_ACCEPTED'],
      [Buffer.from('%PDF-1.4 not an image'), 400, 'STOREFRONT_BANNER_TYPE_NOT_ACCEPTED'],
      [Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]), 413, 'STOREFRONT_BANNER_TOO_LARGE'],
      [Buffer.concat([png, Buffer.alloc(storefrontLimits.bannerImageMaxBytes + 1 - png.length)]), 413, 'STOREFRONT_BANNER_TOO_LARGE'],
    ];
    for (const [content, status, code] of cases) {
      const answer = await uploadBanner(server, seller.cookie, content);
      expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
    }
    const wrongField = await uploadBanner(server, seller.cookie, png, 'photo');
    expect([wrongField.status, wrongField.body.errorCode]).toEqual([400, 'STOREFRONT_BANNER_MISSING']);
    expect(await bannerCount()).toBe(before);
  });

  it('purges a banner no version names a day after its upload, and keeps the ones the draft or the published version name', async () => {
    const seller = await newSeller();
    const upload = async () => valueOf(await uploadBanner(server, seller.cookie, png)).imageId;
    const [published, drafted, unused] = [await upload(), await upload(), await upload()];
    await saveDraft(seller.cookie, [{ id: 'b', type: 'BANNER', title: '', imageIds: [published] }]);
    await server.call('POST', storefrontPaths.publish, { cookie: seller.cookie });
    await saveDraft(seller.cookie, [{ id: 'b', type: 'BANNER', title: '', imageIds: [drafted] }]);
    const purge = server.app.jobs.find((job) => job.name === 'unused storefront banner images');
    const kept = async () =>
      (await server.database.db.select().from(storefrontBannerImages).where(eq(storefrontBannerImages.storeCode, seller.code))).map((row) => row.id).sort();

    await purge?.run(server.clock.now());
    expect(await kept()).toEqual([published, drafted, unused].sort());
    server.clock.advance(unusedBannerKeptMs + 60_000);
    await purge?.run(server.clock.now());
    expect(await kept()).toEqual([published, drafted].sort());
    expect(await row(storefrontDemo.store)).toBeTruthy();
    const demoImage = await fetch(`${server.baseUrl}${storefrontPaths.bannerImages}/${storefrontDemo.bannerImageId}`);
    expect(demoImage.status).toBe(200);
  });

  it('lets /store-catalog hide products and categories and order the categories; the preview, the public page and the showcase follow', async () => {
    const seller = await newSeller();
    const code = seller.code;
    const catalog = await server.call<StorefrontCatalog>('GET', storefrontPaths.catalog, { cookie: seller.cookie });
    expect(valueOf(catalog).products.map((p) => [p.itemId, p.active, p.hidden])).toEqual([
      [`${code}-B`, true, false],
      [`${code}-A`, true, false],
      [`${code}-C`, false, false],
    ]);
    // Categories the seller has not placed yet come by name.
    expect(valueOf(catalog).categories.map((c) => [c.code, c.productCount])).toEqual([
      ['FOOD-COFFEE-TEA', 1],
      ['FOOD-SNACK', 2],
    ]);
    await saveDraft(seller.cookie, [showcase('s', [`${code}-A`, `${code}-B`, `${code}-C`]), { id: 'c', type: 'CATEGORIES', title: 'Kategori' }]);
    await server.call('POST', storefrontPaths.publish, { cookie: seller.cookie });
    const shown = async () => valueOf(await server.call<StorefrontPublic>('GET', publicPath(code))).sections;
    // The inactive product never shows.
    expect(await shown()).toMatchObject([
      { products: [{ itemId: `${code}-A` }, { itemId: `${code}-B` }] },
      { categories: [{ code: 'FOOD-COFFEE-TEA' }, { code: 'FOOD-SNACK' }] },
    ]);

    const saved = await server.call<StorefrontCatalog>('PUT', storefrontPaths.catalog, {
      cookie: seller.cookie,
      body: {
        hiddenItemIds: [`${code}-A`],
        categories: [
          { code: 'FOOD-SNACK', hidden: false },
          { code: 'FOOD-COFFEE-TEA', hidden: true },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(valueOf(saved).categories.map((c) => [c.code, c.hidden])).toEqual([
      ['FOOD-SNACK', false],
      ['FOOD-COFFEE-TEA', true],
    ]);
    expect(valueOf(saved).products.find((p) => p.itemId === `${code}-A`)?.hidden).toBe(true);
    expect(await shown()).toMatchObject([{ products: [{ itemId: `${code}-B` }] }, { categories: [{ code: 'FOOD-SNACK' }] }]);
    const state = await server.call<StorefrontState>('GET', storefrontPaths.storefront, { cookie: seller.cookie });
    expect(valueOf(state).preview).toMatchObject([{ products: [{ itemId: `${code}-B` }] }, { categories: [{ code: 'FOOD-SNACK' }] }]);
  });

  it.each([
    ['a product of another store', { hiddenItemIds: ['ITEM-60001-001'], categories: [] }, 'STOREFRONT_PRODUCT_NOT_IN_STORE'],
    ['a category the store has no product in', { hiddenItemIds: [], categories: [{ code: 'FASHION-BAG', hidden: true }] }, 'STOREFRONT_CATEGORY_UNKNOWN'],
    [
      'a category twice',
      {
        hiddenItemIds: [],
        categories: [
          { code: 'FOOD-SNACK', hidden: true },
          { code: 'FOOD-SNACK', hidden: false },
        ],
      },
      'STOREFRONT_CATALOG_INVALID',
    ],
  ])('refuses a catalog naming %s and changes nothing', async (_name, body, code) => {
    const seller = await newSeller();
    const before = await server.call<StorefrontCatalog>('GET', storefrontPaths.catalog, { cookie: seller.cookie });
    const answer = await server.call('PUT', storefrontPaths.catalog, { cookie: seller.cookie, body });
    expect([answer.status, answer.body.errorCode]).toEqual([400, code]);
    expect((await server.call<StorefrontCatalog>('GET', storefrontPaths.catalog, { cookie: seller.cookie })).body.value).toEqual(before.body.value);
  });

  it('answers 401 PE403002 without a session, 403 PE403001 to another mode and to staff without the code', async () => {
    const anonymous = await server.call('GET', storefrontPaths.storefront);
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'PE403002']);
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    const other = await server.call('PUT', storefrontPaths.draft, { cookie: internal, body: { sections: [] } });
    expect([other.status, other.body.errorCode]).toEqual([403, 'PE403001']);
    const staff = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER'] });
    const refused = await server.call('GET', storefrontPaths.catalog, { cookie: staff.cookie });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'PE403001']);
  });
});
