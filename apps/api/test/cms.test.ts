import { internalAccessibilityCodes } from '@seller-portal/contracts/core';
import {
  businessDevelopmentChildren,
  cmsPageCodes,
  cmsPaths,
  type CmsBilingualContent,
  type CmsPage,
  type CmsPageLink,
  type CmsPageSummary,
  type CmsRevision,
  type CmsStaffPage,
} from '@seller-portal/contracts/education';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cmsPublicPages } from '../src/modules/cms/public-pages';
import { CmsRepository } from '../src/modules/cms/repository';
import { cmsPages } from '../src/modules/cms/schema';
import { CmsService } from '../src/modules/cms/service';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

const day = 24 * 60 * 60_000;

/** The answer's `value`, which a successful call always has. */
function valueOf<T>(answer: { status: number; body: { value?: T | null } }): T {
  if (answer.body.value == null) throw new Error(`The answer has no value (${answer.status}: ${JSON.stringify(answer.body)})`);
  return answer.body.value;
}

describe.each(drivers)('CMS pages (§2.2, §7) (%s)', (driver) => {
  const server = useTestServer(driver);
  const internal = () => server.signIn(demo.internal.username, demo.internal.password);

  /** A page of its own for a test, written as staff would find it: a draft nobody has published. */
  async function draftPage(code: string, kind: 'CMS' | 'PAGE' | 'TEXT' = 'CMS', content: CmsBilingualContent = simpleContent('Draf', 'Draft')) {
    await server.database.db.insert(cmsPages).values({ code, kind, status: 'DRAFT', draft: content, updatedBy: 'test' });
  }

  describe('public reads without a session', () => {
    it.each([
      ['the start selling page', cmsPaths.content(cmsPageCodes.startSelling), 'Mulai Berjualan di Seller Center', 'Start selling on Seller Center'],
      ['the service marketplace page', cmsPaths.content(cmsPageCodes.serviceMarketplace), 'Layanan Pendukung Penjual', 'Seller support services'],
      ['the help page', cmsPaths.content(cmsPageCodes.help), 'Bantuan Penjual', 'Seller help'],
      ['the business-development menu', '/backend/cms-content/seller-center-pengembangan-usaha-menu', 'Pengembangan Usaha', 'Business development'],
      ['the sign-in banner', '/backend/cms-content/seller-center-login-banner', 'Banner halaman masuk', 'Sign-in banner'],
      ['a content page', cmsPaths.commonPage('shipping-policy'), 'Kebijakan Pengiriman', 'Shipping policy'],
      ['the seller agreement', cmsPaths.activeText(cmsPageCodes.sellerAgreement), 'Perjanjian Penjual', 'Seller agreement'],
      ['the privacy policy', cmsPaths.activeText(cmsPageCodes.sellerPrivacyPolicy), 'Kebijakan Privasi Penjual', 'Seller privacy policy'],
    ])('answers %s in Indonesian by default and in English when asked', async (_name, path, titleId, titleEn) => {
      const id = valueOf(await server.call<CmsPage>('GET', path));
      expect([id.title, id.language]).toEqual([titleId, 'id']);
      expect(id.description.length).toBeGreaterThan(20);
      expect(id.sections.length).toBeGreaterThan(0);
      const en = valueOf(await server.call<CmsPage>('GET', `${path}?language=en`));
      expect([en.title, en.language]).toEqual([titleEn, 'en']);
    });

    it('answers the help page with 15 to 25 questions in groups', async () => {
      const help = valueOf(await server.call<CmsPage>('GET', cmsPaths.content(cmsPageCodes.help)));
      const faq = help.sections.find((section) => section.kind === 'FAQ');
      if (faq?.kind !== 'FAQ') throw new Error('no FAQ');
      expect(faq.items.length).toBeGreaterThanOrEqual(15);
      expect(faq.items.length).toBeLessThanOrEqual(25);
      expect(new Set(faq.items.map((item) => item.group)).size).toBeGreaterThanOrEqual(4);
    });

    it('answers the business-development menu linking its eight children, each a page of its own', async () => {
      const menu = valueOf(await server.call<CmsPage>('GET', cmsPaths.content(cmsPageCodes.businessDevelopmentMenu), {}));
      const links = menu.sections.flatMap((section) => (section.kind === 'LINKS' ? section.items.map((item) => item.href) : []));
      expect(links).toEqual(businessDevelopmentChildren.map((child) => `/pengembangan-usaha/${child}`));
      for (const child of businessDevelopmentChildren) {
        const answer = await server.call<CmsPage>('GET', cmsPaths.content(cmsPageCodes.businessDevelopmentChild(child)));
        expect({ child, status: answer.status }).toEqual({ child, status: 200 });
      }
    });

    it('lists the published content pages for /pages', async () => {
      const pages = valueOf(await server.call<CmsPageLink[]>('GET', `${cmsPaths.commonPages}?language=en`));
      expect(pages.map((page) => page.code)).toEqual(
        expect.arrayContaining(['about-seller-center', 'shipping-policy', 'return-policy', 'prohibited-products']),
      );
      await draftPage('unpublished-page', 'PAGE');
      const again = valueOf(await server.call<CmsPageLink[]>('GET', cmsPaths.commonPages));
      expect(again.map((page) => page.code)).not.toContain('unpublished-page');
    });

    it.each([
      ['an unknown CMS code', cmsPaths.content('no-such-page')],
      ['an unknown content page', cmsPaths.commonPage('no-such-page')],
      ['an unknown text', cmsPaths.activeText('no-such-text')],
      ['a CMS page asked as a content page', cmsPaths.commonPage(cmsPageCodes.startSelling)],
      ['a text asked as a CMS page', cmsPaths.content(cmsPageCodes.sellerAgreement)],
    ])('answers %s with 404 CMS_PAGE_NOT_FOUND', async (_name, path) => {
      const answer = await server.call('GET', path);
      expect([answer.status, answer.body.errorCode]).toEqual([404, 'CMS_PAGE_NOT_FOUND']);
    });

    it('answers an unpublished page with 404 CMS_PAGE_NOT_FOUND', async () => {
      await draftPage('draft-only-page', 'PAGE');
      const answer = await server.call('GET', cmsPaths.commonPage('draft-only-page'));
      expect([answer.status, answer.body.errorCode]).toEqual([404, 'CMS_PAGE_NOT_FOUND']);
    });

    it.each([
      ['an over-long code', cmsPaths.content('a'.repeat(101))],
      ['upper-case letters', cmsPaths.content('Seller-Center')],
      ['punctuation', cmsPaths.commonPage('about..seller')],
      ['a script tag', `/backend/py-common/${encodeURIComponent('<script>alert(1)</script>')}`],
      ['a malformed text code', cmsPaths.activeText('seller agreement')],
    ])('answers %s with 400 CMS_CODE_INVALID', async (_name, path) => {
      const answer = await server.call('GET', path);
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'CMS_CODE_INVALID']);
    });

    it('answers a language it does not know with 400 BAD_REQUEST', async () => {
      const answer = await server.call('GET', `${cmsPaths.content(cmsPageCodes.help)}?language=fr`);
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
    });
  });

  describe('§9 the promo on the start selling page', () => {
    const promoShown = async () => {
      const page = valueOf(await server.call<CmsPage>('GET', cmsPaths.content(cmsPageCodes.startSelling)));
      return page.sections.some((section) => section.kind === 'PROMO' && section.text.includes('Rp5 juta') && section.text.includes('Rp100 ribu'));
    };

    it('shows the promo inside its window and hides it before and after', async () => {
      expect(await promoShown()).toBe(true);
      server.clock.advance(31 * day);
      expect(await promoShown()).toBe(false);
      server.clock.advance(-62 * day);
      expect(await promoShown()).toBe(false);
      server.clock.advance(31 * day);
      expect(await promoShown()).toBe(true);
    });
  });

  describe('staff editing (INTERNAL_CMS-CONTENT)', () => {
    it('refuses the staff calls with 403 PE403001 to an internal user without INTERNAL_CMS-CONTENT, and to a seller', async () => {
      const lacking = await createTestUser(server, { mode: 'INTERNAL', codes: internalAccessibilityCodes.filter((code) => code !== 'INTERNAL_CMS-CONTENT') });
      const seller = await server.signIn(demo.seller.username, demo.seller.password);
      for (const cookie of [lacking.cookie, seller]) {
        for (const [method, path, body] of [
          ['GET', cmsPaths.pages, undefined],
          ['GET', cmsPaths.page(cmsPageCodes.help), undefined],
          ['PUT', cmsPaths.page(cmsPageCodes.help), { version: 1, content: simpleContent('a', 'b') }],
          ['POST', cmsPaths.publish(cmsPageCodes.help), { version: 1 }],
          ['GET', cmsPaths.revisions(cmsPageCodes.help), undefined],
        ] as const) {
          const answer = await server.call(method, path, { cookie, body });
          expect({ path, status: answer.status, code: answer.body.errorCode }).toEqual({ path, status: 403, code: 'PE403001' });
        }
      }
      const signedOut = await server.call('GET', cmsPaths.pages);
      expect(signedOut.status).toBe(401);
    });

    it('lists every page with its status and version', async () => {
      const list = valueOf(await server.call<CmsPageSummary[]>('GET', cmsPaths.pages, { cookie: await internal() }));
      const help = list.find((page) => page.code === cmsPageCodes.help);
      expect(help).toMatchObject({ kind: 'CMS', status: 'PUBLISHED', version: 1, titleEn: 'Seller help', changed: false });
      expect(list.length).toBeGreaterThanOrEqual(20);
    });

    it('saves a draft visitors do not see until it is published, then unpublishes it, each change a revision', async () => {
      const cookie = await internal();
      const code = 'staff-edited-page';
      await draftPage(code, 'PAGE', simpleContent('Versi satu', 'Version one'));
      expect((await server.call('GET', cmsPaths.commonPage(code))).status).toBe(404);

      const saved = valueOf(
        await server.call<CmsStaffPage>('PUT', cmsPaths.page(code), { cookie, body: { version: 1, content: simpleContent('Versi dua', 'Version two') } }),
      );
      expect([saved.version, saved.status, saved.draft.en.title, saved.updatedBy]).toEqual([2, 'DRAFT', 'Version two', demo.internal.username]);
      const preview = valueOf(await server.call<CmsPage>('GET', `${cmsPaths.preview(code)}?language=en`, { cookie }));
      expect(preview.title).toBe('Version two');
      expect((await server.call('GET', cmsPaths.commonPage(code))).status).toBe(404);

      const published = valueOf(await server.call<CmsStaffPage>('POST', cmsPaths.publish(code), { cookie, body: { version: 2 } }));
      expect([published.version, published.status, published.changed]).toEqual([3, 'PUBLISHED', false]);
      expect(valueOf(await server.call<CmsPage>('GET', `${cmsPaths.commonPage(code)}?language=en`)).title).toBe('Version two');

      // An edit after publishing stays a draft: visitors keep reading the published version.
      await server.call('PUT', cmsPaths.page(code), { cookie, body: { version: 3, content: simpleContent('Versi tiga', 'Version three') } });
      expect(valueOf(await server.call<CmsPage>('GET', `${cmsPaths.commonPage(code)}?language=en`)).title).toBe('Version two');

      const unpublished = valueOf(await server.call<CmsStaffPage>('POST', cmsPaths.unpublish(code), { cookie, body: { version: 4 } }));
      expect([unpublished.version, unpublished.status]).toEqual([5, 'DRAFT']);
      const gone = await server.call('GET', cmsPaths.commonPage(code));
      expect([gone.status, gone.body.errorCode]).toEqual([404, 'CMS_PAGE_NOT_FOUND']);

      const revisions = valueOf(await server.call<CmsRevision[]>('GET', cmsPaths.revisions(code), { cookie }));
      expect(revisions.map((revision) => [revision.version, revision.action, revision.by, revision.titleEn])).toEqual([
        [5, 'UNPUBLISH', demo.internal.username, 'Version three'],
        [4, 'EDIT', demo.internal.username, 'Version three'],
        [3, 'PUBLISH', demo.internal.username, 'Version two'],
        [2, 'EDIT', demo.internal.username, 'Version two'],
      ]);
      expect(revisions.every((revision) => revision.at === server.clock.now().getTime())).toBe(true);
    });

    it('refuses an edit or a publication from an older version with 409 CMS_PAGE_VERSION_CONFLICT, keeping the newer one', async () => {
      const cookie = await internal();
      const code = 'raced-page';
      await draftPage(code);
      const first = await server.call('PUT', cmsPaths.page(code), { cookie, body: { version: 1, content: simpleContent('Pertama', 'First') } });
      expect(first.status).toBe(200);
      const second = await server.call('PUT', cmsPaths.page(code), { cookie, body: { version: 1, content: simpleContent('Kedua', 'Second') } });
      expect([second.status, second.body.errorCode]).toEqual([409, 'CMS_PAGE_VERSION_CONFLICT']);
      const stalePublish = await server.call('POST', cmsPaths.publish(code), { cookie, body: { version: 1 } });
      expect([stalePublish.status, stalePublish.body.errorCode]).toEqual([409, 'CMS_PAGE_VERSION_CONFLICT']);
      const detail = valueOf(await server.call<CmsStaffPage>('GET', cmsPaths.page(code), { cookie }));
      expect([detail.version, detail.draft.en.title, detail.status]).toEqual([2, 'First', 'DRAFT']);
    });

    it('answers an unknown page with 404 and a malformed code with 400', async () => {
      const cookie = await internal();
      const unknown = await server.call('PUT', cmsPaths.page('no-such-page'), { cookie, body: { version: 1, content: simpleContent('a', 'b') } });
      expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'CMS_PAGE_NOT_FOUND']);
      const malformed = await server.call('GET', cmsPaths.page('NOT_A_CODE'), { cookie });
      expect([malformed.status, malformed.body.errorCode]).toEqual([400, 'CMS_CODE_INVALID']);
    });

    it('strips script, handlers and javascript: links from what is saved, and from what is read whatever reached the table', async () => {
      const cookie = await internal();
      const code = 'scripted-page';
      await draftPage(code, 'PAGE');
      const hostile: CmsBilingualContent = {
        id: {
          title: 'Judul<script>alert(1)</script>',
          description: '&lt;script&gt;alert(2)&lt;/script&gt;Deskripsi',
          sections: [
            { kind: 'HERO', heading: '<img src=x onerror=alert(3)>Halo', text: 'Teks', ctaLabel: 'Klik', ctaHref: 'javascript:alert(4)' },
            {
              kind: 'RICH_TEXT',
              html: '<p onclick="alert(5)">Isi <a href="javascript:alert(6)">tautan</a></p><script>alert(7)</script><iframe src="https://evil.test"></iframe>',
            },
            { kind: 'LINKS', heading: 'Tautan', items: [{ title: 'Satu', text: 'x', href: 'data:text/html,<script>alert(8)</script>' }] },
          ],
        },
        en: simpleContent('x', 'Title').en,
      };
      const saved = valueOf(await server.call<CmsStaffPage>('PUT', cmsPaths.page(code), { cookie, body: { version: 1, content: hostile } }));
      const [row] = await server.database.db.select().from(cmsPages).where(eq(cmsPages.code, code));
      for (const stored of [JSON.stringify(row.draft), JSON.stringify(saved.draft)]) {
        expect(stored).not.toMatch(/<script|alert|onerror|onclick|javascript:|iframe|data:text/i);
      }
      expect(saved.draft.id.title).toBe('Judul');
      expect(saved.draft.id.description).toBe('Deskripsi');
      expect(saved.draft.id.sections[0]).toEqual({ kind: 'HERO', heading: 'Halo', text: 'Teks', ctaLabel: 'Klik' });
      expect(saved.draft.id.sections[1]).toEqual({ kind: 'RICH_TEXT', html: '<p>Isi <a target="_blank" rel="noopener noreferrer">tautan</a></p>' });

      // Content written around the server (an import, an old row) is cleaned on the way out too.
      await server.database.db.update(cmsPages).set({ status: 'PUBLISHED', published: hostile }).where(eq(cmsPages.code, code));
      const read = valueOf(await server.call<CmsPage>('GET', cmsPaths.commonPage(code)));
      expect(JSON.stringify(read)).not.toMatch(/<script|alert|onerror|onclick|javascript:|iframe|data:text/i);
      expect(read.title).toBe('Judul');
    });
  });

  describe('the crawler side (cmsPublicPages)', () => {
    const pages = () => cmsPublicPages({ cms: new CmsService(new CmsRepository(server.database.db), server.clock) });

    it('lists every published §2.2 path, and no unpublished one', async () => {
      const paths = (await pages().list()).map((entry) => entry.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/mulai-berjualan',
          '/layanan-pendukung',
          '/bantuan',
          '/pengembangan-usaha',
          ...businessDevelopmentChildren.map((child) => `/pengembangan-usaha/${child}`),
          '/intellectual-property-protection',
          '/pages',
          '/pages/shipping-policy',
          '/pages/seller-agreement',
          '/pages/seller-international-agreement',
          '/pages/seller-privacy-policy',
          '/agreement',
        ]),
      );
      await draftPage('hidden-content-page', 'PAGE');
      expect((await pages().list()).map((entry) => entry.path)).not.toContain('/pages/hidden-content-page');
    });

    it('renders a page as escaped semantic HTML with the text the page shows, in its language', async () => {
      const id = await pages().render('/bantuan', 'id');
      expect(id?.title).toBe('Bantuan Penjual');
      expect(id?.bodyHtml).toMatch(/^<h1>Bantuan Penjual<\/h1>/);
      expect(id?.bodyHtml).toContain('<dt>Bagaimana cara mendaftar sebagai penjual?</dt>');
      const en = await pages().render('/pengembangan-usaha/bliklan', 'en');
      expect(en?.bodyHtml).toContain('<h1>Bliklan – Business development</h1>');
      expect(en?.lastModified).toBeInstanceOf(Date);
      const index = await pages().render('/pages', 'en');
      // Read in English, a link to another page keeps the language.
      expect(index?.bodyHtml).toContain('<a href="/pages/shipping-policy?lang=en">Shipping policy</a>');
    });

    it('renders null for a path that is not a CMS page or not published, and escapes what it shows', async () => {
      expect(await pages().render('/dashboard', 'id')).toBeNull();
      expect(await pages().render('/pages/no-such-page', 'id')).toBeNull();
      await draftPage('escaped-page', 'PAGE');
      expect(await pages().render('/pages/escaped-page', 'id')).toBeNull();
      await server.database.db
        .update(cmsPages)
        .set({ status: 'PUBLISHED', published: simpleContent('Harga < Rp10.000 & gratis "ongkir"', 'x') })
        .where(eq(cmsPages.code, 'escaped-page'));
      const page = await pages().render('/pages/escaped-page', 'id');
      expect(page?.bodyHtml).toContain('<h1>Harga  Rp10.000 &amp; gratis &quot;ongkir&quot;</h1>');
    });
  });
});

function simpleContent(titleId: string, titleEn: string): CmsBilingualContent {
  const one = (title: string) => ({ title, description: `${title} description`, sections: [{ kind: 'HERO' as const, heading: title, text: 'Text' }] });
  return { id: one(titleId), en: one(titleEn) };
}
