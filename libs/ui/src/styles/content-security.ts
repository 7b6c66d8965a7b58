/**
 * The page's style nonce, which the server writes into `<meta property="csp-nonce" nonce>` of every HTML document
 * and its Content-Security-Policy: a `<style>` element a library adds is applied only when it carries it. Read from
 * the element's `nonce` property (browsers hide the attribute's value).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/**
 * What the libraries need to keep to the page's policy, before any of them runs: react-remove-scroll (the dialogs'
 * scroll lock, through get-nonce) and styled-components (Redoc) read the nonce from the global `__webpack_nonce__`
 * (the rich-text editor is given it); zod parses without generated code, which the policy refuses (no
 * 'unsafe-eval') and whose probe it would report as a violation. Zod reads that setting from its global config, so
 * the first load does not carry zod for it.
 */
export function keepToContentSecurityPolicy(): void {
  const page = globalThis as { __webpack_nonce__?: string; __zod_globalConfig?: Record<string, unknown> };
  const nonce = cspNonce();
  if (nonce) page.__webpack_nonce__ = nonce;
  // The object zod keeps (or will take), changed in place.
  (page.__zod_globalConfig ??= {}).jitless = true;
}
