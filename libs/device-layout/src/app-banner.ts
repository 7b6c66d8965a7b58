import type { Viewport } from './viewport';

/** A path without its trailing slashes ('/' stays). */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

/** §2.8 download-app banner pages: start selling, support, help, business development, sign-in and register. */
const appBannerPages: readonly RegExp[] = [
  /^\/mulai-berjualan(?:\/.*)?$/,
  /^\/layanan-pendukung(?:\/.*)?$/,
  /^\/bantuan(?:\/.*)?$/,
  /^\/pengembangan-usaha(?:\/.*)?$/,
  /^\/sign-in\/?$/,
  /^\/register\/?$/,
];

/**
 * §2.8 the download-app banner shows on its pages in a phone's browser (not in the apps, not embedded). A module of
 * its own, apart from the other layout rules, so the first page can keep the banner's place without loading them.
 */
export function showsAppBanner(input: { path: string; viewport: Viewport; isApp: boolean; embedded: boolean }): boolean {
  const path = normalizePath(input.path);
  return !input.isApp && !input.embedded && input.viewport === 'mobile' && appBannerPages.some((page) => page.test(path));
}
