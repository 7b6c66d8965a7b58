import DOMPurify, { type Config } from 'dompurify';

/**
 * What announcement content may hold: the blocks and marks the editor writes (headings, paragraphs, lists,
 * quotes, code, links, images). Everything else — scripts, styles, frames, forms, event handlers — is dropped.
 */
const config: Config = {
  ALLOWED_TAGS: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 's', 'u', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr'],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'start'],
  // http(s), mailto and tel links, and same-site paths; no javascript:, data: or other schemes.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify of its own, so its link hook never changes what another caller of the shared instance gets. */
function instance() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // DOMPurify lets images keep data: addresses; content images come from http(s) or this site only.
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'src' && !/^(?:https?:|\/(?!\/))/i.test(data.attrValue.trim())) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // A link in content opens apart from the portal, which it can neither reach nor learn the address of.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image without a (safe) source is nothing to show.
    if (node.tagName === 'IMG' && !node.getAttribute('src')) node.remove();
  });
  return purifier;
}

/** Rich text (HTML) reduced to what the viewer shows: no script, no event handlers, links with rel="noopener noreferrer". */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return instance().sanitize(html, config) as string;
}

/** Whether rich text has anything to read (text or an image), as a required field means it. */
export function hasRichTextContent(html: string | null | undefined): boolean {
  if (!html) return false;
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}
