import { configKeys, parseStringList, type AppConfig } from '@seller-portal/contracts/core';
import { isUnderPrefix } from '../routing/prefixes';

/** §9 back navigation fallback timeout. */
export const backFallbackMs = 500;

/** §2.5 pages the native apps open themselves (product discussion, external products active and in process, return). */
export const appNativePaths: readonly string[] = ['/product-discussion', '/external/product/active', '/external/product/in-process', '/return'];

/** §3 `seller-bp-ui-external-module-paths`: paths served by another frontend; unparseable is an empty list. */
export function parseExternalModulePaths(config: AppConfig | null | undefined): string[] {
  return parseStringList(config?.[configKeys.externalModulePaths]).filter((path) => path.startsWith('/'));
}

export interface NavigationRules {
  /** The page's origin; a URL elsewhere always leaves the app. */
  origin: string;
  /** Whether the router serves a path (a shell route or a registered module). */
  isRouted: (pathname: string) => boolean;
  /** §3 `seller-bp-ui-external-module-paths`: served by another frontend. */
  externalModulePaths: readonly string[];
  /** Inside the apps (§4.9): native pages are opened by the app through a full page load. */
  isApp: boolean;
  /** §8 a page the apps' webview cannot show (its route's `webOnly`); absent: none. */
  isWebOnly?: (pathname: string) => boolean;
}

/** The rules an app sets for its page; the origin comes from the browser at navigation time. */
export type PageNavigationRules = Omit<NavigationRules, 'origin'>;

export interface NavigationRequest {
  /** A path ('/order-list?page=2') or a full URL. */
  to: string;
  /** The external flag (§2.10): always a full page load. */
  external?: boolean;
  replace?: boolean;
  /** Open in a new tab or window. */
  newTab?: boolean;
  /** Ctrl or ⌘ was held on the click (§2.10: a new window). */
  modifierKey?: boolean;
}

export type NavigationPlan =
  | { kind: 'ignore' }
  | { kind: 'in-app'; to: string; replace: boolean }
  | { kind: 'full-load'; href: string; replace: boolean }
  | { kind: 'new-window'; href: string }
  /** §8 inside the apps, a page only the web shows: the 'Not available on app' modal instead. */
  | { kind: 'not-on-app'; href: string };

/**
 * §2.10: inside the apps a page only the web shows is not navigated to (§8 'Not available on app'); Ctrl/⌘ or new tab opens a new window; navigating to where the user already is is ignored;
 * another origin, the external flag, an app-native page in the apps, a path of an external module or a path
 * no route serves is a full page load; everything else navigates in the app.
 */
export function planNavigation(
  request: NavigationRequest,
  current: { pathname: string; search: string; hash: string },
  rules: NavigationRules,
): NavigationPlan {
  let url: URL;
  try {
    url = new URL(request.to, `${rules.origin}${current.pathname}`);
  } catch {
    return { kind: 'ignore' };
  }
  // Only web addresses are followed; a javascript: or data: link is never navigated to.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'ignore' };
  const sameOrigin = url.origin === rules.origin;
  const target = sameOrigin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  if (sameOrigin && rules.isApp && rules.isWebOnly?.(url.pathname)) return { kind: 'not-on-app', href: target };

  if (request.modifierKey || request.newTab) return { kind: 'new-window', href: url.href };
  if (sameOrigin && target === `${current.pathname}${current.search}${current.hash}`) return { kind: 'ignore' };
  const replace = request.replace ?? false;
  const fullLoad =
    !sameOrigin ||
    request.external ||
    (rules.isApp && appNativePaths.some((prefix) => isUnderPrefix(url.pathname, prefix))) ||
    rules.externalModulePaths.some((prefix) => isUnderPrefix(url.pathname, prefix)) ||
    !rules.isRouted(url.pathname);
  return fullLoad ? { kind: 'full-load', href: sameOrigin ? target : url.href, replace } : { kind: 'in-app', to: target, replace };
}

/** §2.10 click helper modes. */
export type ClickMode = 'external' | 'replace' | 'newTab';

/** The URL a clicked element is bound to: its own data-url, href or link attribute. */
export function boundUrlOf(element: Element | null): string | null {
  if (!element) return null;
  return element.getAttribute('data-url') ?? element.getAttribute('href') ?? element.getAttribute('link');
}

/** The request of a click in one of the helper's modes. */
export function clickRequest(to: string, mode: ClickMode | undefined, event: { ctrlKey?: boolean; metaKey?: boolean } = {}): NavigationRequest {
  return {
    to,
    external: mode === 'external',
    replace: mode === 'replace',
    newTab: mode === 'newTab',
    modifierKey: Boolean(event.ctrlKey || event.metaKey),
  };
}
