import type { Plugin } from 'vite';

/** Redoc's bundled style loader giving a `<style>` element its nonce: webpack's own `nc`, which nothing sets in time. */
export const redocNonceLine = 'var t=r.nc;t&&e.setAttribute("nonce",t)';
const withPageNonce = 'var t=r.nc||document.querySelector(\'meta[property="csp-nonce"]\')?.nonce;t&&e.setAttribute("nonce",t)';
const redocBundle = /[\\/]node_modules[\\/]redoc[\\/]bundles[\\/]redoc(\.browser)?\.lib\.js$/;

/**
 * Redoc's bundle adds its CSS as `<style>` elements as soon as it is evaluated, with the nonce of its webpack runtime,
 * which Redoc sets only once it renders: the page's Content-Security-Policy refuses them. This gives them the page's
 * nonce instead, read where the server writes it (`<meta property="csp-nonce">`, see libs/ui's `cspNonce`). A Redoc without that line fails the build,
 * so an upgrade is looked at rather than the pages silently refused their styles.
 */
export function redocStyleNonce(): Plugin {
  return {
    name: 'seller-portal:redoc-style-nonce',
    apply: 'build',
    transform(code, id) {
      if (!redocBundle.test(id)) return null;
      if (!code.includes(redocNonceLine)) this.error(`Redoc's style loader no longer reads "${redocNonceLine}": see tools/vite/redoc-style-nonce.ts`);
      return { code: code.replace(redocNonceLine, withPageNonce), map: null };
    },
  };
}
