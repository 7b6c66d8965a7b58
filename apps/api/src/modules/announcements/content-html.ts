import sanitizeHtml from 'sanitize-html';

/**
 * What announcement content may hold: headings, paragraphs, lists, links, images and bold/italic/underline. Links
 * open in a new tab without giving it the portal's window (rel noopener noreferrer).
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'img', 'strong', 'b', 'em', 'i', 'u', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
};

/** Elements that run code or embed another document: content holding one is refused, not silently cut. */
const activeTags = new Set(['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'applet', 'base', 'meta', 'link', 'form']);

const scriptUrl = /^\s*(javascript|vbscript):/i;

export type SanitizedContent = { ok: true; html: string } | { ok: false };

/**
 * Cleans announcement HTML before it is stored. Content that held a script, another active element, an event
 * handler or a `javascript:` URL is refused whole (the author sees why) instead of being stored with the code cut.
 */
export function sanitizeAnnouncementHtml(html: string): SanitizedContent {
  let unsafe = false;
  const html_ = sanitizeHtml(html, {
    ...allowed,
    onOpenTag: (name, attribs) => {
      if (activeTags.has(name.toLowerCase())) unsafe = true;
      for (const [attribute, value] of Object.entries(attribs)) {
        if (/^on/i.test(attribute)) unsafe = true;
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attribute) && scriptUrl.test(decodeEntities(value))) unsafe = true;
      }
    },
  });
  return unsafe ? { ok: false } : { ok: true, html: html_ };
}

/** Whether sanitised HTML says anything: text, or at least an image. */
export function hasVisibleContent(html: string): boolean {
  return (
    /<img\b/i.test(html) ||
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

/** The parser hands attribute values decoded already; browsers also ignore control characters inside a scheme. */
function decodeEntities(value: string): string {
  return [...value].filter((c) => c.charCodeAt(0) > 0x1f).join('');
}
