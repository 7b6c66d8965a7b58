import { escapeHtml, linkInLanguage, type PublicPageSource, type RenderedPublicPage } from '../shared/public-pages';
import { serverT, type PageLanguage } from '../../i18n/server-i18n';
import type { Clock } from '../../runtime';
import { articleBodyHtml } from './content-html';
import type { LearningArticleRow, LearningRepository } from './repository';

type Kind = 'NEWS' | 'GUIDE';

/** The learning pages' addresses (the portal's routes): the lists and an article's page of each kind. */
const learningAddresses = {
  home: '/learning',
  NEWS: { list: '/learning/news', article: (slug: string) => `/learning/news/${slug}` },
  GUIDE: { list: '/learning/guide', article: (slug: string) => `/learning/guide/article/${slug}` },
} as const;

const articlePath = /^\/learning\/(?:news|guide\/article)\/[^/]+$/;
/** A slug as the learning module writes them (lower-case words and hyphens): anything else names no article. */
const articleSlug = /^\/learning\/(?:news|guide\/article)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const kindOfPath = (path: string): Kind => (path.startsWith('/learning/news/') ? 'NEWS' : 'GUIDE');

/** How many of the newest items a list page shows a crawler (the page itself loads more as the reader asks). */
const listLength = { home: 6, list: 50 } as const;

/** Seller Learning's public pages as a crawler reads them: the lists and every shown article, in id and en. */
export function learningPublicPages(repository: LearningRepository, clock: Clock): PublicPageSource {
  const newest = async (kind: Kind, size: number) => (await repository.shownArticles(clock.now(), { kind, page: 0, size })).rows;

  const list = async (language: PageLanguage, kind: Kind, size: number) => {
    const rows = await newest(kind, size);
    const items = rows.map(
      (row) =>
        `<li><a href="${escapeHtml(linkInLanguage(learningAddresses[kind].article(row.slug), language))}">${escapeHtml(textOf(row, 'title', language))}</a><p>${escapeHtml(textOf(row, 'summary', language))}</p></li>`,
    );
    return { html: `<ul>${items.join('')}</ul>`, lastModified: latest(rows.map(shownSince)) };
  };

  return {
    owns: (path) => path === learningAddresses.home || path === learningAddresses.NEWS.list || path === learningAddresses.GUIDE.list || articlePath.test(path),

    async list() {
      const articles = await repository.shownArticleAddresses(clock.now());
      const newestOf = (kind?: Kind) => latest(articles.filter((row) => !kind || row.kind === kind).map(shownSince));
      return [
        { path: learningAddresses.home, lastModified: newestOf() },
        { path: learningAddresses.NEWS.list, lastModified: newestOf('NEWS') },
        { path: learningAddresses.GUIDE.list, lastModified: newestOf('GUIDE') },
        ...articles.map((row) => ({ path: learningAddresses[row.kind as Kind].article(row.slug), lastModified: shownSince(row) })),
      ];
    },

    async render(path, language): Promise<RenderedPublicPage | null> {
      const t = serverT(language);
      const text = (key: string) => t(`publicPages.learning.${key}`);
      if (path === learningAddresses.home) {
        const [news, guides] = await Promise.all([list(language, 'NEWS', listLength.home), list(language, 'GUIDE', listLength.home)]);
        return {
          title: text('home.title'),
          description: text('home.description'),
          bodyHtml:
            `<h1>${escapeHtml(text('home.title'))}</h1><p>${escapeHtml(text('home.description'))}</p>` +
            `<h2><a href="${escapeHtml(linkInLanguage(learningAddresses.NEWS.list, language))}">${escapeHtml(text('news.title'))}</a></h2>${news.html}` +
            `<h2><a href="${escapeHtml(linkInLanguage(learningAddresses.GUIDE.list, language))}">${escapeHtml(text('guide.title'))}</a></h2>${guides.html}`,
          lastModified: latest([news.lastModified, guides.lastModified]),
        };
      }
      for (const kind of ['NEWS', 'GUIDE'] as const) {
        if (path !== learningAddresses[kind].list) continue;
        const key = kind === 'NEWS' ? 'news' : 'guide';
        const items = await list(language, kind, listLength.list);
        return {
          title: text(`${key}.title`),
          description: text(`${key}.description`),
          bodyHtml: `<h1>${escapeHtml(text(`${key}.title`))}</h1><p>${escapeHtml(text(`${key}.description`))}</p>${items.html}`,
          lastModified: items.lastModified,
        };
      }
      const slug = articleSlug.exec(path)?.[1];
      if (!slug || slug.length > 100) return null;
      const row = await repository.shownArticle(clock.now(), slug);
      // A news article is read at its news address only, a guide at its guide address.
      if (!row || row.kind !== kindOfPath(path)) return null;
      const title = textOf(row, 'title', language);
      const summary = textOf(row, 'summary', language);
      return {
        title,
        description: summary,
        bodyHtml: `<article><h1>${escapeHtml(title)}</h1><p>${escapeHtml(summary)}</p>${articleBodyHtml(language === 'id' ? row.bodyId : row.bodyEn)}</article>`,
        imageUrl: row.coverImageUrl ?? undefined,
        lastModified: shownSince(row),
      };
    },
  };
}

function textOf(row: LearningArticleRow, field: 'title' | 'summary', language: PageLanguage): string {
  if (field === 'title') return language === 'id' ? row.titleId : row.titleEn;
  return language === 'id' ? row.summaryId : row.summaryEn;
}

/** An article changed for its readers when it was edited, or when its window opened after that. */
function shownSince(row: Pick<LearningArticleRow, 'updatedAt' | 'publishAt'>): Date {
  return row.publishAt && row.publishAt > row.updatedAt ? row.publishAt : row.updatedAt;
}

function latest(dates: (Date | undefined)[]): Date | undefined {
  return dates.reduce<Date | undefined>((newest, date) => (date && (!newest || date > newest) ? date : newest), undefined);
}
