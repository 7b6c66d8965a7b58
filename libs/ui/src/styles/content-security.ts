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
 * The nonce for the libraries that read webpack's global one when they add a `<style>` element: the dialogs' scroll
 * lock (react-remove-scroll, through get-nonce) and styled-components (Redoc). Called where those load, so the first
 * page carries none of it; zod's parsing without generated code is set at build time (tools/vite/zod-jitless.ts).
 */
export function shareNonceWithStyleLibraries(): void {
  const page = globalThis as { __webpack_nonce__?: string };
  page.__webpack_nonce__ ??= cspNonce();
}
