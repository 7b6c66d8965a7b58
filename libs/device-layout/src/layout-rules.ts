import { configKeys, defaultBottomNavbarPaths, parseStringList, type AppConfig, type Channel, type Session } from '@seller-portal/contracts/core';
import { normalizePath, showsAppBanner } from './app-banner';
import type { Viewport } from './viewport';

export { viewportLimits, viewportOfWidth, windowViewport, type Viewport } from './viewport';

/** §9 header heights and the mobile balances placeholder, in px. */
export const headerHeights = { compact: 56, desktop: 177, public: 129, balances: 64, back: 48 } as const;

/** One §2.8 rule: a page (by path) and the viewports where the header or the footer is hidden. */
interface PageRule {
  name: string;
  pattern: RegExp;
  hideHeader?: readonly Viewport[];
  hideFooter?: readonly Viewport[];
}

const mobile: readonly Viewport[] = ['mobile'];
const everywhere: readonly Viewport[] = ['mobile', 'tablet', 'desktop'];

/** A path and everything below it ("/wallet", "/wallet/…"). */
function section(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:/.*)?$`);
}

/** §2.8 header and footer hiding, per page and viewport. */
export const pageLayoutRules: readonly PageRule[] = [
  { name: 'agreement', pattern: section('/agreement'), hideHeader: mobile, hideFooter: mobile },
  { name: 'settlements', pattern: section('/settlements'), hideHeader: mobile, hideFooter: mobile },
  { name: 'wallet', pattern: section('/wallet'), hideHeader: mobile },
  { name: 'notification settings', pattern: section('/settings/notification'), hideHeader: mobile },
  { name: 'bliklan', pattern: /^\/bliklan(?:v2)?(?:\/.*)?$/, hideHeader: mobile },
  { name: 'task', pattern: section('/task'), hideHeader: mobile },
  { name: 'official upgrade/renewal', pattern: /^\/official\/(?:upgrade|renewal)(?:\/.*)?$/, hideHeader: mobile, hideFooter: mobile },
  { name: 'ipo', pattern: section('/ipo'), hideHeader: ['mobile', 'tablet'] },
  { name: 'conversations', pattern: section('/conversations'), hideHeader: mobile, hideFooter: mobile },
  { name: 'store layout', pattern: section('/store-layout'), hideFooter: everywhere },
  { name: 'store catalog', pattern: section('/store-catalog'), hideFooter: everywhere },
  { name: 'broadcast', pattern: section('/broadcast'), hideFooter: mobile },
  { name: 'ID capture', pattern: section('/store/verification/identity/capture'), hideFooter: mobile },
  { name: 'selfie capture', pattern: section('/store/verification/selfie/capture'), hideFooter: mobile },
  { name: 'notification', pattern: section('/notification'), hideFooter: mobile },
  // §2.5 the half-native dashboard of the apps has no header at all.
  { name: 'dashboard apps', pattern: section('/dashboard/apps'), hideHeader: everywhere },
];

/** §2.7 public pages that still show the header: Seller Learning (its landing page, news, guide and search), and contract pages. */
const publicPagesWithHeader: readonly RegExp[] = [section('/learning'), section('/contract')];

export { defaultBottomNavbarPaths } from '@seller-portal/contracts/core';

const dashboardPage = /^\/dashboard(?:\/apps)?\/?$/;
const chatPage = /^\/conversations\/?$/;
const noBackBar = /^\/(?:conversations|dashboard)(?:\/.*)?$/;

export interface LayoutInput {
  path: string;
  viewport: Viewport;
  /** Inside the Android or iOS app (§4.9). */
  isApp: boolean;
  channel: Channel;
  /** mode=iframe or shown inside a frame. */
  embedded: boolean;
  /** The matched route is public (§2.6). */
  isPublicPage: boolean;
  /** The matched route asks for the public action header (§2.6). */
  publicActionHeader?: boolean;
  session: Session | null | undefined;
  config: AppConfig | undefined;
}

/**
 * `back`: where §2.8 hides the header of a signed-in page on the web (not in the apps, whose own bar goes back), a
 * slim bar with only the way back, so a page opened from the menu is not a dead end.
 */
export type HeaderKind = 'full' | 'public' | 'back' | 'none';

export interface Layout {
  /** The viewport the page is laid out for (the dashboard on an app tablet is mobile). */
  viewport: Viewport;
  header: HeaderKind;
  /** Height of the fixed header, kept free by the sticky header placeholder (§9). */
  headerHeight: number;
  footer: boolean;
  balancesBar: boolean;
  bottomNavbar: boolean;
  /** The page may show the download-app banner (its one-day hide cookie is checked where it renders). */
  appBanner: boolean;
}

function bottomNavbarPaths(config: AppConfig | undefined): readonly string[] {
  const raw = config?.[configKeys.bottomNavbarPaths];
  return raw === undefined ? defaultBottomNavbarPaths : parseStringList(raw).map(normalizePath);
}

/** Whether §2.8 hides the header of a page on a viewport, whoever is signed in. */
export function hidesHeader(path: string, viewport: Viewport): boolean {
  const normalized = normalizePath(path);
  return pageLayoutRules.some((rule) => rule.pattern.test(normalized) && rule.hideHeader?.includes(viewport));
}

/** §2.8 layout of a page: which parts of the chrome show, for the route, the viewport and the session. */
export function layoutFor(input: LayoutInput): Layout {
  const path = normalizePath(input.path);
  // §2.8 the dashboard is forced to the mobile layout on tablets in the app.
  const viewport: Viewport = input.isApp && input.viewport === 'tablet' && dashboardPage.test(path) ? 'mobile' : input.viewport;
  const rules = pageLayoutRules.filter((rule) => rule.pattern.test(path));
  const hiddenBy = (key: 'hideHeader' | 'hideFooter') => rules.some((rule) => rule[key]?.includes(viewport));
  const signedIn = Boolean(input.session);
  // Pages that wear the chrome: signed-in pages, and the public pages of §2.7 that keep the header.
  const chromePage = input.isPublicPage ? Boolean(input.publicActionHeader) || publicPagesWithHeader.some((page) => page.test(path)) : signedIn;

  let header: HeaderKind = 'none';
  if (chromePage && !input.embedded && !hiddenBy('hideHeader')) header = signedIn ? 'full' : 'public';
  // Whether or not the session is here yet (a protected page's bar does not move when it arrives). Not on the chat
  // (its bottom navbar, its rooms' own way back) nor the apps' dashboard (the start itself).
  else if (!input.isPublicPage && input.session !== null && !input.embedded && !input.isApp && hiddenBy('hideHeader') && !noBackBar.test(path)) header = 'back';

  let headerHeight = 0;
  if (header === 'back') headerHeight = headerHeights.back;
  else if (header !== 'none') {
    if (viewport !== 'desktop' || input.isApp) headerHeight = headerHeights.compact;
    else headerHeight = header === 'public' ? headerHeights.public : headerHeights.desktop;
  }

  const isStore = input.session?.mode?.type === 'STORE';
  const mobileView = viewport === 'mobile';
  const footer = chromePage && !input.embedded && !hiddenBy('hideFooter');

  return {
    viewport,
    header,
    headerHeight,
    footer,
    // Until the session and the config are known on a protected page, the bar's space is kept, as the header's is (the
    // dashboard on a phone is a store's, and the flag is on unless the config turns it off): the page does not move.
    balancesBar:
      mobileView &&
      dashboardPage.test(path) &&
      (input.session !== undefined && input.config !== undefined
        ? isStore && input.config[configKeys.rebrandingDashboard] === 'true'
        : !input.isPublicPage && input.session !== null && input.config?.[configKeys.rebrandingDashboard] !== 'false'),
    bottomNavbar:
      isStore && input.channel === 'Web' && mobileView && !input.embedded && (chatPage.test(path) || bottomNavbarPaths(input.config).includes(path)),
    appBanner: showsAppBanner({ path, viewport, isApp: input.isApp, embedded: input.embedded }),
  };
}
