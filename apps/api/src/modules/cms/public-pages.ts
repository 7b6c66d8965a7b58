import { businessDevelopmentChildren, cmsPageCodes, type CmsPage, type CmsPageKind, type CmsSection } from '@seller-portal/contracts/education';
import { AppError } from '../../http/app-error';
import { escapeHtml, linkInLanguage, type PublicPageSource } from '../shared/public-pages';
import type { CmsService } from './service';

interface PagePlace {
  kind: CmsPageKind;
  code: string;
}

/** The portal paths read from a CMS page, with the page behind each (§2.2). */
const fixedPaths: Record<string, PagePlace> = {
  '/mulai-berjualan': { kind: 'CMS', code: cmsPageCodes.startSelling },
  '/layanan-pendukung': { kind: 'CMS', code: cmsPageCodes.serviceMarketplace },
  '/bantuan': { kind: 'CMS', code: cmsPageCodes.help },
  '/pengembangan-usaha': { kind: 'CMS', code: cmsPageCodes.businessDevelopmentMenu },
  ...Object.fromEntries(
    businessDevelopmentChildren.map((child) => [`/pengembangan-usaha/${child}`, { kind: 'CMS', code: cmsPageCodes.businessDevelopmentChild(child) }]),
  ),
  '/intellectual-property-protection': { kind: 'CMS', code: cmsPageCodes.intellectualProperty },
  '/pages/seller-agreement': { kind: 'TEXT', code: cmsPageCodes.sellerAgreement },
  '/pages/seller-international-agreement': { kind: 'TEXT', code: cmsPageCodes.sellerInternationalAgreement },
  '/pages/seller-privacy-policy': { kind: 'TEXT', code: cmsPageCodes.sellerPrivacyPolicy },
  '/agreement': { kind: 'TEXT', code: cmsPageCodes.sellerAgreement },
};

const pagesIndex = {
  id: { title: 'Halaman Informasi Seller Center', description: 'Kebijakan, perjanjian, dan informasi penting bagi penjual di Seller Center.' },
  en: { title: 'Seller Center information pages', description: 'Policies, agreements and other information for sellers on Seller Center.' },
} as const;

/** Where a portal path's content lives: a fixed §2.2 path, or a content page `/pages/:pageName`. */
function placeOf(path: string): PagePlace | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (fixedPaths[clean]) return fixedPaths[clean];
  const page = /^\/pages\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(clean);
  return page && page[1].length <= 100 ? { kind: 'PAGE', code: page[1] } : null;
}

/**
 * The CMS side of the crawler's HTML (a `PublicPageSource`): `list` gives every published §2.2 path, `render` a path's
 * page (null when the path is not a CMS page or not published) with `bodyHtml` the page's text as plain semantic HTML,
 * escaped, and `owns` the paths whose missing page is a 404.
 */
export function cmsPublicPages(deps: { cms: CmsService }): PublicPageSource {
  const { cms } = deps;
  return {
    // A §2.2 path or a content page's address: one with no published page is a 404, not the app's not-found view.
    owns: (path) => {
      const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return clean === '/pages' || placeOf(clean) !== null;
    },
    async list() {
      const published = await cms.allPublished();
      const byCode = new Map(published.map((page) => [`${page.kind}:${page.code}`, page]));
      const paths: { path: string; lastModified?: Date }[] = [];
      for (const [path, place] of Object.entries(fixedPaths)) {
        const page = byCode.get(`${place.kind}:${place.code}`);
        if (page) paths.push({ path, lastModified: page.publishedAt });
      }
      const contentPages = published.filter((page) => page.kind === 'PAGE');
      if (contentPages.length > 0) {
        const newest = new Date(Math.max(...contentPages.map((page) => page.publishedAt.getTime())));
        paths.push({ path: '/pages', lastModified: newest });
      }
      for (const page of contentPages) paths.push({ path: `/pages/${page.code}`, lastModified: page.publishedAt });
      return paths;
    },

    async render(path, language) {
      const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
      if (clean === '/pages') {
        const links = await cms.publishedList('PAGE', language);
        if (links.length === 0) return null;
        const items = links.map(
          (link) =>
            `<li><a href="${escapeHtml(linkInLanguage(`/pages/${link.code}`, language))}">${escapeHtml(link.title)}</a><p>${escapeHtml(link.description)}</p></li>`,
        );
        return {
          title: pagesIndex[language].title,
          description: pagesIndex[language].description,
          bodyHtml: `<h1>${escapeHtml(pagesIndex[language].title)}</h1><p>${escapeHtml(pagesIndex[language].description)}</p><ul>${items.join('')}</ul>`,
          lastModified: new Date(Math.max(...links.map((link) => link.updatedAt))),
        };
      }
      const place = placeOf(clean);
      if (!place) return null;
      let page: CmsPage;
      try {
        page = await cms.published(place.kind, place.code, language);
      } catch (error) {
        if (error instanceof AppError && error.code === 'CMS_PAGE_NOT_FOUND') return null;
        throw error;
      }
      const hero = page.sections.find((section) => section.kind === 'HERO');
      return {
        title: page.title,
        description: page.description,
        bodyHtml: cmsPageHtml(page, language),
        ...(hero?.kind === 'HERO' && hero.imageUrl ? { imageUrl: hero.imageUrl } : {}),
        lastModified: new Date(page.updatedAt),
      };
    },
  };
}

type Language = 'id' | 'en';

function sectionHtml(section: CmsSection, language: Language): string {
  const link = (href: string, label: string) => `<a href="${escapeHtml(linkInLanguage(href, language))}">${escapeHtml(label)}</a>`;
  switch (section.kind) {
    case 'HERO':
      return `<section><h2>${escapeHtml(section.heading)}</h2><p>${escapeHtml(section.text)}</p>${
        section.ctaLabel && section.ctaHref ? `<p>${link(section.ctaHref, section.ctaLabel)}</p>` : ''
      }</section>`;
    case 'FEATURES':
    case 'LINKS': {
      const items = section.items.map(
        (item) => `<li><h3>${item.href ? link(item.href, item.title) : escapeHtml(item.title)}</h3><p>${escapeHtml(item.text)}</p></li>`,
      );
      return `<section><h2>${escapeHtml(section.heading)}</h2><ul>${items.join('')}</ul></section>`;
    }
    case 'STEPS': {
      const items = section.items.map((item) => `<li><h3>${escapeHtml(item.title)}</h3><p>${escapeHtml(item.text)}</p></li>`);
      return `<section><h2>${escapeHtml(section.heading)}</h2><ol>${items.join('')}</ol></section>`;
    }
    case 'FAQ': {
      const groups = new Map<string, typeof section.items>();
      for (const item of section.items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
      const html = [...groups].map(
        ([group, items]) =>
          `<section><h3>${escapeHtml(group)}</h3><dl>${items.map((item) => `<dt>${escapeHtml(item.question)}</dt><dd>${escapeHtml(item.answer)}</dd>`).join('')}</dl></section>`,
      );
      return `<section><h2>${escapeHtml(section.heading)}</h2>${html.join('')}</section>`;
    }
    case 'CTA':
      return `<section><h2>${escapeHtml(section.heading)}</h2><p>${escapeHtml(section.text)}</p><p>${link(section.href, section.label)}</p></section>`;
    case 'RICH_TEXT':
      // Sanitised by the service's read (the allow-list of `content-sanitiser`): no script, handlers or javascript: links.
      return `<section>${section.heading ? `<h2>${escapeHtml(section.heading)}</h2>` : ''}${section.html}</section>`;
    case 'PROMO':
      return `<aside><h2>${escapeHtml(section.heading)}</h2><p>${escapeHtml(section.text)}</p></aside>`;
  }
}

/** A page as plain semantic HTML: its title as the h1, then each section. */
export function cmsPageHtml(page: Pick<CmsPage, 'title' | 'sections'>, language: Language): string {
  return `<h1>${escapeHtml(page.title)}</h1>${page.sections.map((section) => sectionHtml(section, language)).join('')}`;
}
