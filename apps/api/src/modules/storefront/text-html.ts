import sanitizeHtml from 'sanitize-html';

/** What a storefront's text may hold: headings, paragraphs, lists, links and emphasis (no images: banners are for those). */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'u', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }) },
};

/** Elements that run code or embed another document: a text holding one is refused, not silently cut. */
const activeTags = new Set(['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'applet', 'base', 'meta', 'link', 'form', 'style']);
const scriptUrl = /^\s*(javascript|vbscript|data):/i;

/** A storefront's rich text cleaned before it is stored; null when it held a script, a handler or a script URL. */
export function sanitizeStorefrontHtml(html: string): string | null {
  let unsafe = false;
  const clean = sanitizeHtml(html, {
    ...allowed,
    onOpenTag: (name, attribs) => {
      if (activeTags.has(name.toLowerCase())) unsafe = true;
      for (const [attribute, value] of Object.entries(attribs)) {
        if (/^on/i.test(attribute)) unsafe = true;
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attribute) && scriptUrl.test([...value].filter((c) => c.charCodeAt(0) > 0x1f).join('')))
          unsafe = true;
      }
    },
  });
  return unsafe ? null : clean;
}
