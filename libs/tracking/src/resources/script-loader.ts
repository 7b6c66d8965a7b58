/** Marks the script elements this library adds, so each source is added once per document. */
const scriptMarker = 'data-seller-portal-script';

/**
 * A configured script address as an absolute URL, or null when it is missing or not http(s):
 * a `data:` or `javascript:` value from configuration must never become a script.
 */
export function scriptUrl(raw: string | null | undefined, base: string): URL | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/** Adds `<script async src>` for `src` unless this library already added it; returns the element either way. */
export function injectScriptOnce(document: Document, src: string, purpose: string): HTMLScriptElement {
  const existing = findInjectedScript(document, src);
  if (existing) return existing;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(scriptMarker, purpose);
  (document.head ?? document.documentElement).appendChild(script);
  return script;
}

/** The script element this library added for `src`, if any. */
export function findInjectedScript(document: Document, src: string): HTMLScriptElement | null {
  for (const script of document.querySelectorAll<HTMLScriptElement>(`script[${scriptMarker}]`)) {
    if (script.getAttribute('src') === src) return script;
  }
  return null;
}
