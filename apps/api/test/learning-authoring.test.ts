import type { AuditEntry } from '@seller-portal/contracts/accounts';
import { internalAccessibilityCodes, type Envelope } from '@seller-portal/contracts/core';
import {
  learningAssetField,
  learningPaths,
  learningStudioLimits,
  learningStudioPaths,
  type LearningArticle,
  type LearningArticleDraft,
  type LearningArticleSummary,
  type LearningAsset,
  type LearningStudioArticle,
  type LearningStudioArticleSummary,
  type LearningStudioCategory,
  type LearningStudioVideo,
  type LearningVideo,
} from '@seller-portal/contracts/education';
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../src/modules/shared/demo-png';
import { drivers } from './support/test-database';
import { demo, useTestServer, type Answer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

const hour = 60 * 60_000;
const png = gradientPng(40, 20, [10, 20, 30], [200, 100, 50]);

interface Page<T> {
  content: T[];
  totalElements: number;
}

function valueOf<T>(answer: Pick<Answer<T>, 'status' | 'body'>): T {
  if (answer.status !== 200 || answer.body.value == null) throw new Error(`not a success: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

async function upload(server: TestServer, cookie: string, content: Buffer, field = learningAssetField) {
  const form = new FormData();
  form.append(field, new Blob([content]), 'cover.png');
  const response = await fetch(server.baseUrl + learningStudioPaths.asset, { method: 'POST', body: form, headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Envelope<LearningAsset> };
}

let slugs = 0;
const draft = (extra: Partial<LearningArticleDraft> = {}): LearningArticleDraft => {
  slugs += 1;
  return {
    slug: `studio-article-${slugs}`,
    kind: 'GUIDE',
    categoryCode: 'PRODUCTS',
    titleId: `Panduan studio ${slugs}`,
    titleEn: `Studio guide ${slugs}`,
    summaryId: 'Ringkasan panduan',
    summaryEn: 'The guide in short',
    bodyId: '<p>Isi panduan</p>',
    bodyEn: '<p>The guide itself</p>',
    ...extra,
  };
};

// One server per database for the file: each test writes its own articles and videos (slugs and URLs of its own).
describe.each(drivers)("Seller Learning's authoring by internal staff (%s)", (driver) => {
  const server = useTestServer(driver);
  const staff = () => server.signIn(demo.internal.username, demo.internal.password);

  const create = async (cookie: string, extra: Partial<LearningArticleDraft> = {}) =>
    valueOf(await server.call<LearningStudioArticle>('POST', learningStudioPaths.articles, { cookie, body: draft(extra) }));
  const publish = (cookie: string, article: { id: string; version: number }, window: { publishAt?: number | null; unpublishAt?: number | null } = {}) =>
    server.call<LearningStudioArticle>('POST', learningStudioPaths.articlePublishPattern.replace(':id', article.id), {
      cookie,
      body: { version: article.version, ...window },
    });
  const publicSlugs = async (language = 'id') => {
    const page = valueOf(await server.call<Page<LearningArticleSummary>>('POST', learningPaths.articlesV2, { body: { size: 50, language } }));
    return page.content.map((item) => item.slug);
  };
  const publicArticle = (slug: string, language = 'id') =>
    server.call<LearningArticle>('GET', learningPaths.articlePattern.replace(':slug', slug) + `?language=${language}`);

  it('refuses a STORE user and an INTERNAL user without INTERNAL_SELLER-LEARNING, on the list, a write and the upload', async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const withoutCode = await createTestUser(server, {
      mode: 'INTERNAL',
      codes: internalAccessibilityCodes.filter((code) => code !== 'INTERNAL_SELLER-LEARNING'),
    });
    for (const cookie of [seller, withoutCode.cookie]) {
      const list = await server.call('GET', learningStudioPaths.articles, { cookie });
      const write = await server.call('POST', learningStudioPaths.articles, { cookie, body: draft() });
      const image = await upload(server, cookie, png);
      expect([list.status, list.body.errorCode, write.status, write.body.errorCode, image.status, image.body.errorCode]).toEqual([
        403,
        'PE403001',
        403,
        'PE403001',
        403,
        'PE403001',
      ]);
    }
    const signedOut = await server.call('GET', learningStudioPaths.articles);
    expect(signedOut.status).toBe(401);
  });

  it('keeps a new article a draft, unseen by the public reads, until it is published; then it shows in both languages', async () => {
    const cookie = await staff();
    const article = await create(cookie);
    expect(article).toMatchObject({ state: 'DRAFT', version: 1, updatedBy: demo.internal.username, publishAt: null });
    expect(await publicSlugs()).not.toContain(article.slug);
    expect((await publicArticle(article.slug)).body.errorCode).toBe('LEARNING_ARTICLE_NOT_FOUND');

    const published = valueOf(await publish(cookie, article));
    expect(published).toMatchObject({ state: 'PUBLISHED', version: 2, publishAt: server.clock.now().getTime() });
    expect(await publicSlugs('id')).toContain(article.slug);
    expect(valueOf(await publicArticle(article.slug, 'en'))).toMatchObject({ title: article.titleEn, body: '<p>The guide itself</p>' });
    expect(valueOf(await publicArticle(article.slug, 'id')).title).toBe(article.titleId);

    const listed = valueOf(
      await server.call<Page<LearningStudioArticleSummary>>(
        'GET',
        `${learningStudioPaths.articles}?state=PUBLISHED&keyword=${encodeURIComponent(article.titleEn)}`,
        { cookie },
      ),
    );
    expect(listed.content.map((item) => item.id)).toEqual([article.id]);
    const drafts = valueOf(
      await server.call<Page<LearningStudioArticleSummary>>(
        'GET',
        `${learningStudioPaths.articles}?state=DRAFT&keyword=${encodeURIComponent(article.titleEn)}`,
        { cookie },
      ),
    );
    expect(drafts.content).toEqual([]);

    const history = valueOf(await server.call<Page<AuditEntry>>('GET', `${learningStudioPaths.history}?identifier=${article.id}`, { cookie }));
    expect(history.content.map((entry) => [entry.action, entry.actor])).toEqual([
      ['PUBLISH', demo.internal.username],
      ['CREATE', demo.internal.username],
    ]);
  });

  it('publishes only when both languages are complete; a draft may be partial', async () => {
    const cookie = await staff();
    const partial = await create(cookie, { titleEn: '', summaryEn: '', bodyEn: '' });
    expect(partial.state).toBe('DRAFT');
    const refused = await publish(cookie, partial);
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'LEARNING_CONTENT_INCOMPLETE']);
    expect(await publicSlugs()).not.toContain(partial.slug);
  });

  it('shows a scheduled article only inside its window, on the TestClock; unpublishing takes it off at once', async () => {
    let cookie = await staff();
    const now = server.clock.now().getTime();
    const article = await create(cookie);
    const scheduled = valueOf(await publish(cookie, article, { publishAt: now + 2 * hour, unpublishAt: now + 5 * hour }));
    expect(scheduled.state).toBe('SCHEDULED');
    expect(await publicSlugs()).not.toContain(article.slug);

    server.clock.advance(2 * hour);
    // Hours later: a new session, as staff would have.
    cookie = await staff();
    expect(await publicSlugs()).toContain(article.slug);
    expect(valueOf(await server.call<LearningStudioArticle>('GET', learningStudioPaths.article(article.id), { cookie })).state).toBe('PUBLISHED');

    server.clock.advance(3 * hour);
    cookie = await staff();
    expect(await publicSlugs()).not.toContain(article.slug);
    expect(valueOf(await server.call<LearningStudioArticle>('GET', learningStudioPaths.article(article.id), { cookie })).state).toBe('ENDED');

    const again = await create(cookie);
    const live = valueOf(await publish(cookie, again));
    expect(await publicSlugs()).toContain(again.slug);
    const off = await server.call<LearningStudioArticle>('POST', learningStudioPaths.articleUnpublishPattern.replace(':id', again.id), {
      cookie,
      body: { version: live.version },
    });
    expect(valueOf(off).state).toBe('UNPUBLISHED');
    expect(await publicSlugs()).not.toContain(again.slug);
    expect((await publicArticle(again.slug)).body.errorCode).toBe('LEARNING_ARTICLE_NOT_FOUND');
  });

  it('refuses a window that starts in the past or ends before it starts', async () => {
    const cookie = await staff();
    const now = server.clock.now().getTime();
    const article = await create(cookie);
    for (const window of [{ publishAt: now - hour }, { publishAt: now + 2 * hour, unpublishAt: now + hour }, { unpublishAt: now - 1 }]) {
      const answer = await publish(cookie, article, window);
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'LEARNING_SCHEDULE_INVALID']);
    }
  });

  it('refuses an edit made from an older version with LEARNING_VERSION_CONFLICT and what is saved now; nothing is overwritten', async () => {
    const cookie = await staff();
    const article = await create(cookie);
    const path = learningStudioPaths.article(article.id);
    const { id: _id, state: _s, version: _v, updatedAt: _u, updatedBy: _b, publishAt: _p, unpublishAt: _e, ...fields } = article;
    const first = await server.call<LearningStudioArticle>('PUT', path, { cookie, body: { ...fields, titleEn: 'First editor', version: 1 } });
    expect(valueOf(first).version).toBe(2);
    const second = await server.call<LearningStudioArticle>('PUT', path, { cookie, body: { ...fields, titleEn: 'Second editor', version: 1 } });
    expect([second.status, second.body.errorCode, second.body.value?.titleEn]).toEqual([409, 'LEARNING_VERSION_CONFLICT', 'First editor']);
    expect(valueOf(await server.call<LearningStudioArticle>('GET', path, { cookie })).titleEn).toBe('First editor');
    const stalePublish = await publish(cookie, article);
    expect([stalePublish.status, stalePublish.body.errorCode]).toEqual([409, 'LEARNING_VERSION_CONFLICT']);
  });

  it('refuses a slug another article holds, on create and on edit, and a slug or category that is not valid', async () => {
    const cookie = await staff();
    const taken = await create(cookie);
    const again = await server.call('POST', learningStudioPaths.articles, { cookie, body: draft({ slug: taken.slug }) });
    expect([again.status, again.body.errorCode]).toEqual([409, 'LEARNING_SLUG_TAKEN']);
    const demoSlug = await server.call('POST', learningStudioPaths.articles, { cookie, body: draft({ slug: 'lengkapi-profil-toko' }) });
    expect(demoSlug.body.errorCode).toBe('LEARNING_SLUG_TAKEN');

    const other = await create(cookie);
    const { id: _id, state: _s, version, updatedAt: _u, updatedBy: _b, publishAt: _p, unpublishAt: _e, ...fields } = other;
    const renamed = await server.call('PUT', learningStudioPaths.article(other.id), { cookie, body: { ...fields, slug: taken.slug, version } });
    expect([renamed.status, renamed.body.errorCode]).toEqual([409, 'LEARNING_SLUG_TAKEN']);

    const cases: [Partial<LearningArticleDraft>, string][] = [
      [{ slug: 'Not A Slug' }, 'LEARNING_CONTENT_INVALID'],
      [{ categoryCode: 'NO_SUCH' }, 'LEARNING_CATEGORY_UNKNOWN'],
      [{ coverImageUrl: 'javascript:alert(1)' }, 'LEARNING_COVER_INVALID'],
      [{ titleId: 'x'.repeat(learningStudioLimits.titleMaxLength + 1) }, 'LEARNING_CONTENT_INVALID'],
    ];
    for (const [extra, code] of cases) {
      const answer = await server.call('POST', learningStudioPaths.articles, { cookie, body: draft(extra) });
      expect([answer.status, answer.body.errorCode]).toEqual([400, code]);
    }
  });

  it('keeps a body as the allow-list leaves it: script, handlers and javascript: links are never stored', async () => {
    const cookie = await staff();
    const article = await create(cookie, {
      bodyId: '<h2 onclick="steal()">Judul</h2><script>alert(1)</script><p>Isi <a href="javascript:alert(1)">tautan</a><img src="x" onerror="alert(1)"></p>',
    });
    expect(article.bodyId).toBe('<h2>Judul</h2><p>Isi <a target="_blank" rel="noopener noreferrer">tautan</a><img src="x" /></p>');
    const stored = valueOf(await server.call<LearningStudioArticle>('GET', learningStudioPaths.article(article.id), { cookie }));
    expect(stored.bodyId).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('uploads an image bounded at 2 MB and judged by its bytes, and serves it to anyone with cache headers', async () => {
    const cookie = await staff();
    const uploaded = valueOf(await upload(server, cookie, png));
    expect(uploaded.url).toBe(`/backend/edu/public/assets/${uploaded.assetId}`);
    const served = await fetch(server.baseUrl + uploaded.url);
    expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control'), served.headers.get('x-content-type-options')]).toEqual([
      200,
      'image/png',
      'public, max-age=31536000, immutable',
      'nosniff',
    ]);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const cases: [Buffer, number, string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 400, 'LEARNING_ASSET_TYPE_NOT_ACCEPTED'],
      [Buffer.from('%PDF-1.4 not an image'), 400, 'LEARNING_ASSET_TYPE_NOT_ACCEPTED'],
      [Buffer.concat([png, Buffer.alloc(learningStudioLimits.assetMaxBytes + 1 - png.length)]), 413, 'LEARNING_ASSET_TOO_LARGE'],
      [Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]), 413, 'LEARNING_ASSET_TOO_LARGE'],
    ];
    for (const [content, status, code] of cases) {
      const answer = await upload(server, cookie, content);
      expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
    }
    const wrongField = await upload(server, cookie, png, 'photo');
    expect([wrongField.status, wrongField.body.errorCode]).toEqual([400, 'LEARNING_ASSET_MISSING']);
    const unknown = await server.call('GET', learningStudioPaths.publicAssetPattern.replace(':assetId', '00000000-0000-4000-8000-000000000000'));
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'NOT_FOUND']);

    const covered = await create(cookie, { coverImageUrl: uploaded.url });
    valueOf(await publish(cookie, covered));
    const listed = valueOf(await server.call<Page<LearningArticleSummary>>('POST', learningPaths.articlesV2, { body: { size: 50 } }));
    expect(listed.content.find((item) => item.slug === covered.slug)?.coverImageUrl).toBe(uploaded.url);
  });

  it('writes, publishes and unpublishes a YouTube or Vimeo video; another link is refused, the same link twice too', async () => {
    const cookie = await staff();
    const body = { url: 'https://youtu.be/AbCdEfGhIjK', categoryCode: 'ORDERS', titleId: 'Video studio', titleEn: 'Studio video', durationSeconds: 120 };
    const video = valueOf(await server.call<LearningStudioVideo>('POST', learningStudioPaths.videos, { cookie, body }));
    expect(video).toMatchObject({ state: 'DRAFT', provider: 'YOUTUBE', embedUrl: 'https://www.youtube-nocookie.com/embed/AbCdEfGhIjK?rel=0' });
    const shown = async () =>
      valueOf(await server.call<Page<LearningVideo>>('POST', learningPaths.videosV2, { body: { size: 50 } })).content.map((item) => item.id);
    expect(await shown()).not.toContain(video.id);
    const published = valueOf(
      await server.call<LearningStudioVideo>('POST', learningStudioPaths.videoPublishPattern.replace(':id', video.id), { cookie, body: { version: 1 } }),
    );
    expect(await shown()).toContain(video.id);
    valueOf(await server.call('POST', learningStudioPaths.videoUnpublishPattern.replace(':id', video.id), { cookie, body: { version: published.version } }));
    expect(await shown()).not.toContain(video.id);

    const twice = await server.call('POST', learningStudioPaths.videos, { cookie, body });
    expect([twice.status, twice.body.errorCode]).toEqual([409, 'LEARNING_VIDEO_URL_TAKEN']);
    for (const url of ['https://example.com/watch?v=AbCdEfGhIjK', 'javascript:alert(1)', 'http://vimeo.com/123']) {
      const answer = await server.call('POST', learningStudioPaths.videos, { cookie, body: { ...body, url } });
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'LEARNING_VIDEO_URL_INVALID']);
    }
    const vimeo = valueOf(
      await server.call<LearningStudioVideo>('POST', learningStudioPaths.videos, { cookie, body: { ...body, url: 'https://vimeo.com/123456' } }),
    );
    expect(vimeo.provider).toBe('VIMEO');
  });

  it('lists the categories, adds one and renames it; an existing code is refused', async () => {
    const cookie = await staff();
    const before = valueOf(await server.call<LearningStudioCategory[]>('GET', learningStudioPaths.categories, { cookie }));
    expect(before.map((category) => category.code)).toContain('PRODUCTS');
    const code = `STUDIO_${driver.toUpperCase()}`;
    const added = valueOf(
      await server.call<LearningStudioCategory>('POST', learningStudioPaths.categories, { cookie, body: { code, nameId: 'Baru', nameEn: 'New' } }),
    );
    expect(added.position).toBe(Math.max(...before.map((category) => category.position)) + 1);
    const again = await server.call('POST', learningStudioPaths.categories, { cookie, body: { code, nameId: 'Baru', nameEn: 'New' } });
    expect([again.status, again.body.errorCode]).toEqual([409, 'LEARNING_CATEGORY_TAKEN']);
    const renamed = valueOf(
      await server.call<LearningStudioCategory>('PUT', learningStudioPaths.categoryPattern.replace(':code', code), {
        cookie,
        body: { nameId: 'Kategori', nameEn: 'Category' },
      }),
    );
    expect(renamed).toMatchObject({ nameId: 'Kategori', nameEn: 'Category' });
    const unknown = await server.call('PUT', learningStudioPaths.categoryPattern.replace(':code', 'NO_SUCH'), { cookie, body: { nameId: 'a', nameEn: 'b' } });
    expect(unknown.body.errorCode).toBe('LEARNING_CATEGORY_UNKNOWN');
  });
});
