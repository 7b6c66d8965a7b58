import type { CmsBilingualContent, CmsContent, CmsSection } from '@seller-portal/contracts/education';
import sanitizeHtml from 'sanitize-html';

/** Rich text may hold headings, paragraphs, lists, links and emphasis; links open in a new tab without the page's window. */
const richText: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'u', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
};

/** Plain text: every tag goes, and the text of script and style with it. */
const plain: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/**
 * A plain text as it may be kept: no markup at all, entities read back as text. Stripped until nothing changes, so an
 * escaped tag (`&lt;script&gt;`) cannot turn into a real one once decoded.
 */
export function plainText(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    const next = decodeEntities(sanitizeHtml(current, plain));
    if (next === current) break;
    current = next;
  }
  return current.replace(/[<>]/g, '').trim();
}

function decodeEntities(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A link kept only when it is a path of the portal or an http(s)/mailto address; anything else (javascript:, data:) is dropped. */
export function safeHref(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const href = value.trim();
  if (/^\/(?!\/)/.test(href) || /^(https?:\/\/|mailto:)/i.test(href)) return href;
  return undefined;
}

function section(value: CmsSection): CmsSection {
  const items = (list: { title: string; text: string; href?: string }[]) =>
    list.map((item) => ({ title: plainText(item.title), text: plainText(item.text), ...optional('href', safeHref(item.href)) }));
  switch (value.kind) {
    case 'HERO':
      return {
        kind: 'HERO',
        heading: plainText(value.heading),
        text: plainText(value.text),
        ...optional('ctaLabel', value.ctaLabel === undefined ? undefined : plainText(value.ctaLabel)),
        ...optional('ctaHref', safeHref(value.ctaHref)),
        ...optional('imageUrl', value.imageUrl !== undefined && /^(https:\/\/|\/(?!\/))/.test(value.imageUrl.trim()) ? value.imageUrl.trim() : undefined),
      };
    case 'FEATURES':
    case 'STEPS':
    case 'LINKS':
      return { kind: value.kind, heading: plainText(value.heading), items: items(value.items) };
    case 'FAQ':
      return {
        kind: 'FAQ',
        heading: plainText(value.heading),
        items: value.items.map((item) => ({ group: plainText(item.group), question: plainText(item.question), answer: plainText(item.answer) })),
      };
    case 'CTA':
      return { kind: 'CTA', heading: plainText(value.heading), text: plainText(value.text), label: plainText(value.label), href: safeHref(value.href) ?? '/' };
    case 'RICH_TEXT':
      return {
        kind: 'RICH_TEXT',
        ...optional('heading', value.heading === undefined ? undefined : plainText(value.heading)),
        html: sanitizeHtml(value.html, richText),
      };
    case 'PROMO':
      return { kind: 'PROMO', heading: plainText(value.heading), text: plainText(value.text), shownFrom: value.shownFrom, shownUntil: value.shownUntil };
  }
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** A page's content in one language with nothing that runs code: applied when it is saved and again when it is read. */
export function sanitisedContent(content: CmsContent): CmsContent {
  return { title: plainText(content.title), description: plainText(content.description), sections: content.sections.map(section) };
}

export function sanitisedBilingual(content: CmsBilingualContent): CmsBilingualContent {
  return { id: sanitisedContent(content.id), en: sanitisedContent(content.en) };
}
