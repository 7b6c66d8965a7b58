import { expect, test } from '@playwright/test';
import { langOfProject } from '../support/accounts';
import { CrawledPage } from './pages/crawler.page';

// Findable: a search engine's crawler, which runs no JavaScript, reads the public pages' text and tags in the page's
// language from the server's first answer.

const guide = {
  path: '/learning/guide/article/verifikasi-identitas-penjual',
  title: { id: 'Verifikasi identitas: dokumen yang diperlukan', en: 'Identity verification: the documents you need' },
  text: {
    id: 'Toko Anda baru dapat menerima pesanan setelah identitas pemiliknya diverifikasi.',
    en: 'Your store can take orders once its owner’s identity is verified.',
  },
};

test('a crawler reads a guide article’s text and tags without JavaScript', async ({ request, baseURL }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const page = await CrawledPage.fetch(request, guide.path, lang);
  expect(page.status).toBe(200);
  expect(page.title).toBe(guide.title[lang]);
  page.expectMetaTags(baseURL ?? '', guide.path, lang);
  expect(page.rootText).toContain(guide.title[lang]);
  expect(page.rootText).toContain(guide.text[lang]);
});

const startSelling = {
  path: '/mulai-berjualan',
  title: { id: 'Mulai Berjualan di Seller Center', en: 'Start selling on Seller Center' },
  text: { id: 'Jualan makin mudah, toko makin ramai', en: 'Selling made simple, a busier store' },
};

test('a crawler reads the start-selling page from the CMS, its text and tags, without JavaScript', async ({ request, baseURL }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const page = await CrawledPage.fetch(request, startSelling.path, lang);
  expect(page.status).toBe(200);
  expect(page.title).toBe(startSelling.title[lang]);
  page.expectMetaTags(baseURL ?? '', startSelling.path, lang);
  expect(page.rootText).toContain(startSelling.text[lang]);
});

test('a crawler reads Seller Learning’s lists as links to the articles', async ({ request, baseURL }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const page = await CrawledPage.fetch(request, '/learning', lang);
  expect(page.status).toBe(200);
  page.expectMetaTags(baseURL ?? '', '/learning', lang);
  expect(page.html).toContain(`href="/learning/news/fitur-chat-balasan-cepat${lang === 'en' ? '?lang=en' : ''}"`);
});

test('a crawler (or a visitor before the app starts) follows the business-development menu in the page’s language', async ({ request }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const page = await CrawledPage.fetch(request, '/pengembangan-usaha', lang);
  expect(page.status).toBe(200);
  expect(page.html).toContain(`href="/pengembangan-usaha/fbb${lang === 'en' ? '?lang=en' : ''}"`);
});

test('an unknown article’s address is a 404 that keeps out of search results', async ({ request }, testInfo) => {
  const page = await CrawledPage.fetch(request, '/learning/guide/article/tidak-ada', langOfProject(testInfo.project.name));
  expect(page.status).toBe(404);
  expect(page.meta('robots')).toBe('noindex');
});

test('robots.txt and sitemap.xml lead a crawler to the public pages', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}${guide.path}</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}${guide.path}?lang=en</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}${startSelling.path}</loc>`);
});
