import { defaultBottomNavbarPaths, type AppConfig, type Session } from '@seller-portal/contracts/core';
import { internalSession, storeSession } from '@seller-portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { channelOf } from './device';
import { detectDeviceType, isAppDevice } from './device-type';
import { hidesHeader, layoutFor, viewportOfWidth, type LayoutInput } from './layout-rules';

const store = storeSession({ customFields: { channelId: 'Web' } });
const internal = internalSession({ customFields: { channelId: 'Web' } });
const config: AppConfig = { 'seller-rebranding-dashboard': 'true', 'seller-bottom-navbar-paths': JSON.stringify(defaultBottomNavbarPaths) };

const userAgents = {
  web: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  app: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MTA-Android/1.174.0',
};

/** The layout at a window width, as the shell computes it from the user agent. */
function layoutAt(width: number, path: string, overrides: Partial<LayoutInput> & { userAgent?: string } = {}) {
  const deviceType = detectDeviceType(overrides.userAgent ?? userAgents.web);
  const session = 'session' in overrides ? overrides.session : store;
  return layoutFor({
    path,
    viewport: viewportOfWidth(width),
    isApp: isAppDevice(deviceType),
    channel: channelOf({ deviceType, session }),
    embedded: false,
    isPublicPage: false,
    session,
    config,
    ...overrides,
  });
}

describe('viewports (§9: mobile ≤ 768, tablet < 960, desktop ≥ 960)', () => {
  it.each([
    [375, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [800, 'tablet'],
    [959, 'tablet'],
    [960, 'desktop'],
    [1280, 'desktop'],
  ])('%i px is %s', (width, viewport) => {
    expect(viewportOfWidth(width)).toBe(viewport);
  });
});

/** y = shown, n = hidden; at 375, 800 and 1280 px. */
const matrix: { page: string; path: string; header: string; footer: string }[] = [
  { page: 'dashboard', path: '/dashboard', header: 'yyy', footer: 'yyy' },
  { page: 'orders', path: '/order-list', header: 'yyy', footer: 'yyy' },
  { page: 'agreement', path: '/agreement', header: 'nyy', footer: 'nyy' },
  { page: 'settlements', path: '/settlements', header: 'nyy', footer: 'nyy' },
  { page: 'settlement documents', path: '/settlements/document', header: 'nyy', footer: 'nyy' },
  { page: 'wallet', path: '/wallet', header: 'nyy', footer: 'yyy' },
  { page: 'notification settings', path: '/settings/notification', header: 'nyy', footer: 'yyy' },
  { page: 'bliklan', path: '/bliklan', header: 'nyy', footer: 'yyy' },
  { page: 'bliklan v2', path: '/bliklanv2', header: 'nyy', footer: 'yyy' },
  { page: 'task', path: '/task', header: 'nyy', footer: 'yyy' },
  { page: 'official upgrade', path: '/official/upgrade', header: 'nyy', footer: 'nyy' },
  { page: 'official renewal', path: '/official/renewal', header: 'nyy', footer: 'nyy' },
  { page: 'ipo (hidden on tablet too)', path: '/ipo', header: 'nny', footer: 'yyy' },
  { page: 'conversations', path: '/conversations', header: 'nyy', footer: 'nyy' },
  { page: 'a chat room', path: '/conversations/C-1_PP-01', header: 'nyy', footer: 'nyy' },
  { page: 'store layout', path: '/store-layout', header: 'yyy', footer: 'nnn' },
  { page: 'store catalog', path: '/store-catalog', header: 'yyy', footer: 'nnn' },
  { page: 'broadcast', path: '/broadcast', header: 'yyy', footer: 'nyy' },
  { page: 'ID capture', path: '/store/verification/identity/capture', header: 'yyy', footer: 'nyy' },
  { page: 'ID capture by QR', path: '/store/verification/identity/capture/qr', header: 'yyy', footer: 'nyy' },
  { page: 'selfie capture', path: '/store/verification/selfie/capture', header: 'yyy', footer: 'nyy' },
  { page: 'notifications', path: '/notification', header: 'yyy', footer: 'nyy' },
  { page: 'the half-native dashboard of the apps', path: '/dashboard/apps', header: 'nnn', footer: 'yyy' },
  { page: 'store information (no rule)', path: '/store/info', header: 'yyy', footer: 'yyy' },
];

describe('header and footer per route and viewport (§2.8)', () => {
  const widths = [375, 800, 1280] as const;
  const rows = matrix.flatMap((row) =>
    widths.map((width, index) => ({
      ...row,
      width,
      header: row.header[index] === 'y',
      footer: row.footer[index] === 'y',
    })),
  );
  it.each(rows)('$page at $width px: header $header, footer $footer', ({ path, width, header, footer }) => {
    const layout = layoutAt(width, path);
    expect(layout.header === 'full' || layout.header === 'public').toBe(header);
    expect(layout.footer).toBe(footer);
  });
});

describe('the way back where §2.8 hides the header', () => {
  const rows = [
    { name: 'settlements on a phone', width: 375, path: '/settlements', options: {}, header: 'back', height: 48 },
    { name: 'the wallet on a phone', width: 375, path: '/wallet/transactions', options: {}, header: 'back', height: 48 },
    { name: 'ipo on a tablet', width: 800, path: '/ipo', options: {}, header: 'back', height: 48 },
    {
      name: 'settlements on a phone while the session is on its way',
      width: 375,
      path: '/settlements',
      options: { session: undefined },
      header: 'back',
      height: 48,
    },
    { name: 'settlements on a desktop: the full header', width: 1280, path: '/settlements', options: {}, header: 'full', height: 177 },
    { name: 'settlements in the app: the app goes back', width: 375, path: '/settlements', options: { userAgent: userAgents.app }, header: 'none', height: 0 },
    { name: 'settlements embedded', width: 375, path: '/settlements', options: { embedded: true }, header: 'none', height: 0 },
    { name: 'settlements signed out (on the way to sign-in)', width: 375, path: '/settlements', options: { session: null }, header: 'none', height: 0 },
    { name: 'the chat on a phone: its bottom navbar', width: 375, path: '/conversations', options: {}, header: 'none', height: 0 },
    { name: 'a chat room on a phone: its own way back', width: 375, path: '/conversations/C-1_PP-01', options: {}, header: 'none', height: 0 },
    { name: "the apps' dashboard opened on the web", width: 375, path: '/dashboard/apps', options: {}, header: 'none', height: 0 },
  ];
  it.each(rows)('$name: $header', ({ width, path, options, header, height }) => {
    const layout = layoutAt(width, path, options);
    expect({ header: layout.header, height: layout.headerHeight }).toEqual({ header, height });
  });
});

describe('header kind and height (§2.7, §9)', () => {
  const rows = [
    { name: 'signed in on a phone', width: 375, path: '/dashboard', options: {}, header: 'full', height: 56 },
    { name: 'signed in on a tablet', width: 800, path: '/dashboard', options: {}, header: 'full', height: 56 },
    { name: 'signed in on a desktop', width: 1280, path: '/dashboard', options: {}, header: 'full', height: 177 },
    { name: 'in the app on a wide screen', width: 1280, path: '/order-list', options: { userAgent: userAgents.app }, header: 'full', height: 56 },
    {
      name: 'a public page with the header, signed out, on a desktop',
      width: 1280,
      path: '/learning/news',
      options: { session: null, isPublicPage: true },
      header: 'public',
      height: 129,
    },
    {
      name: 'a public page with the header, signed out, on a phone',
      width: 375,
      path: '/learning/guide/article',
      options: { session: null, isPublicPage: true },
      header: 'public',
      height: 56,
    },
    {
      name: "Seller Learning's landing page keeps the header, signed out",
      width: 375,
      path: '/learning',
      options: { session: null, isPublicPage: true },
      header: 'public',
      height: 56,
    },
    {
      name: 'a contract page keeps the header',
      width: 1280,
      path: '/contract/margin/7',
      options: { session: null, isPublicPage: true },
      header: 'public',
      height: 129,
    },
    {
      name: 'a public page with the public action header',
      width: 1280,
      path: '/mulai-berjualan',
      options: { session: null, isPublicPage: true, publicActionHeader: true },
      header: 'public',
      height: 129,
    },
    {
      name: 'a public page signed in shows the full header',
      width: 1280,
      path: '/learning/search',
      options: { isPublicPage: true },
      header: 'full',
      height: 177,
    },
    { name: 'sign-in has no shell header', width: 1280, path: '/sign-in', options: { session: null, isPublicPage: true }, header: 'none', height: 0 },
    { name: 'an error page has no shell header', width: 375, path: '/error/500', options: { session: null, isPublicPage: true }, header: 'none', height: 0 },
    { name: 'embedded mode has no header', width: 1280, path: '/conversations', options: { embedded: true }, header: 'none', height: 0 },
    { name: 'a protected page before the session is known', width: 1280, path: '/dashboard', options: { session: null }, header: 'none', height: 0 },
  ];
  it.each(rows)('$name', ({ width, path, options, header, height }) => {
    const layout = layoutAt(width, path, options);
    expect({ header: layout.header, height: layout.headerHeight }).toEqual({ header, height });
  });

  it('embedded mode has no footer either', () => {
    expect(layoutAt(1280, '/conversations', { embedded: true }).footer).toBe(false);
  });
});

describe('the dashboard in the app on a tablet (§2.8)', () => {
  const rows = [
    { name: 'app, tablet, dashboard: forced to mobile', width: 800, path: '/dashboard', userAgent: userAgents.app, viewport: 'mobile' },
    { name: 'app, tablet, half-native dashboard: forced to mobile', width: 800, path: '/dashboard/apps', userAgent: userAgents.app, viewport: 'mobile' },
    { name: 'app, tablet, another page: tablet', width: 800, path: '/order-list', userAgent: userAgents.app, viewport: 'tablet' },
    { name: 'web, tablet, dashboard: tablet', width: 800, path: '/dashboard', userAgent: userAgents.web, viewport: 'tablet' },
    { name: 'app, desktop width, dashboard: desktop', width: 1280, path: '/dashboard', userAgent: userAgents.app, viewport: 'desktop' },
    { name: 'app, phone, dashboard: mobile', width: 375, path: '/dashboard', userAgent: userAgents.app, viewport: 'mobile' },
  ];
  it.each(rows)('$name', ({ width, path, userAgent, viewport }) => {
    expect(layoutAt(width, path, { userAgent }).viewport).toBe(viewport);
  });

  it('the forced mobile dashboard shows the mobile balances bar', () => {
    expect(layoutAt(800, '/dashboard', { userAgent: userAgents.app }).balancesBar).toBe(true);
  });
});

describe('mobile balances bar (§2.8: dashboard, mobile view, seller-rebranding-dashboard)', () => {
  const rows = [
    { name: 'STORE dashboard on a phone with the flag', width: 375, path: '/dashboard', config, session: store, expected: true },
    { name: 'on a tablet', width: 800, path: '/dashboard', config, session: store, expected: false },
    { name: 'on a desktop', width: 1280, path: '/dashboard', config, session: store, expected: false },
    { name: 'another page', width: 375, path: '/order-list', config, session: store, expected: false },
    { name: 'flag false', width: 375, path: '/dashboard', config: { 'seller-rebranding-dashboard': 'false' }, session: store, expected: false },
    { name: 'flag missing', width: 375, path: '/dashboard', config: {}, session: store, expected: false },
    { name: 'an internal session has no balances', width: 375, path: '/dashboard', config, session: internal, expected: false },
    { name: 'its space while the session is on its way', width: 375, path: '/dashboard', config, session: undefined, expected: true },
    { name: 'its space while the config is on its way', width: 375, path: '/dashboard', config: undefined, session: store, expected: true },
    { name: 'signed out', width: 375, path: '/dashboard', config, session: null, expected: false },
  ];
  it.each(rows)('$name → $expected', ({ width, path, config: cfg, session, expected }) => {
    expect(layoutAt(width, path, { config: cfg, session }).balancesBar).toBe(expected);
  });
});

describe('bottom navbar (§2.8: STORE, web channel, mobile view, not in a frame, chat page or a configured path)', () => {
  const appSession: Session = { ...store, customFields: { channelId: 'App' } };
  const rows: Array<{ name: string; width: number; path: string; options: Parameters<typeof layoutAt>[2]; expected: boolean }> = [
    { name: 'STORE on the dashboard on a phone', width: 375, path: '/dashboard', options: {}, expected: true },
    { name: 'the chat page', width: 375, path: '/conversations', options: {}, expected: true },
    { name: 'onboarding', width: 375, path: '/onboarding-v2', options: {}, expected: true },
    { name: 'a trailing slash is the same page', width: 375, path: '/dashboard/', options: {}, expected: true },
    { name: 'a chat room is not the chat page', width: 375, path: '/conversations/C-1', options: {}, expected: false },
    { name: 'the order list', width: 375, path: '/order-list', options: {}, expected: true },
    { name: 'the product list', width: 375, path: '/external/product/active/all', options: {}, expected: true },
    { name: 'the order list without a configured list', width: 375, path: '/order-list', options: { config: {} }, expected: true },
    { name: 'the product list without a configured list', width: 375, path: '/external/product/active/all', options: { config: {} }, expected: true },
    { name: 'an order (a page below the list)', width: 375, path: '/order-list/ORD-1', options: {}, expected: false },
    { name: 'a page outside the list', width: 375, path: '/notification', options: {}, expected: false },
    {
      name: 'the older three-page list leaves the order list out',
      width: 375,
      path: '/order-list',
      options: { config: { 'seller-bottom-navbar-paths': '["/dashboard","/onboarding-v2","/conversations"]' } },
      expected: false,
    },
    { name: 'a tablet', width: 800, path: '/dashboard', options: {}, expected: false },
    { name: 'a desktop', width: 1280, path: '/dashboard', options: {}, expected: false },
    { name: 'in the app (channel App)', width: 375, path: '/dashboard', options: { userAgent: userAgents.app }, expected: false },
    { name: 'a session on the App channel', width: 375, path: '/dashboard', options: { session: appSession }, expected: false },
    { name: 'embedded', width: 375, path: '/conversations', options: { embedded: true }, expected: false },
    { name: 'an internal session', width: 375, path: '/dashboard', options: { session: internal }, expected: false },
    { name: 'signed out', width: 375, path: '/dashboard', options: { session: null }, expected: false },
    {
      name: 'a configured list replaces the default',
      width: 375,
      path: '/order-list',
      options: { config: { 'seller-bottom-navbar-paths': '["/order-list"]' } },
      expected: true,
    },
    {
      name: 'an unparseable list is empty, the chat page still has it',
      width: 375,
      path: '/conversations',
      options: { config: { 'seller-bottom-navbar-paths': 'not json' } },
      expected: true,
    },
    {
      name: 'an unparseable list is empty',
      width: 375,
      path: '/dashboard',
      options: { config: { 'seller-bottom-navbar-paths': 'not json' } },
      expected: false,
    },
  ];
  it.each(rows)('$name → $expected', ({ width, path, options, expected }) => {
    expect(layoutAt(width, path, options).bottomNavbar).toBe(expected);
  });
});

describe('download-app banner pages (§2.8)', () => {
  const publicPage = { session: null, isPublicPage: true };
  const rows = [
    { name: 'sign-in on a phone', width: 375, path: '/sign-in', options: publicPage, expected: true },
    { name: 'register on a phone', width: 375, path: '/register', options: publicPage, expected: true },
    { name: 'start selling', width: 375, path: '/mulai-berjualan', options: publicPage, expected: true },
    { name: 'support', width: 375, path: '/layanan-pendukung', options: publicPage, expected: true },
    { name: 'help', width: 375, path: '/bantuan', options: publicPage, expected: true },
    { name: 'business development', width: 375, path: '/pengembangan-usaha/fbb', options: publicPage, expected: true },
    { name: 'the registration code step', width: 375, path: '/register/otp', options: publicPage, expected: false },
    { name: 'the dashboard', width: 375, path: '/dashboard', options: {}, expected: false },
    { name: 'sign-in on a desktop', width: 1280, path: '/sign-in', options: publicPage, expected: false },
    { name: 'sign-in in the app', width: 375, path: '/sign-in', options: { ...publicPage, userAgent: userAgents.app }, expected: false },
    { name: 'sign-in embedded', width: 375, path: '/sign-in', options: { ...publicPage, embedded: true }, expected: false },
  ];
  it.each(rows)('$name → $expected', ({ width, path, options, expected }) => {
    expect(layoutAt(width, path, options).appBanner).toBe(expected);
  });
});

describe('a header hidden whoever is signed in (the space kept while the session loads)', () => {
  it.each([
    { path: '/conversations', viewport: 'mobile', expected: true },
    { path: '/conversations/42', viewport: 'mobile', expected: true },
    { path: '/conversations', viewport: 'desktop', expected: false },
    { path: '/order-list', viewport: 'mobile', expected: false },
    { path: '/dashboard/apps', viewport: 'desktop', expected: true },
  ] as const)('$path on $viewport → $expected', ({ path, viewport, expected }) => {
    expect(hidesHeader(path, viewport)).toBe(expected);
    // The same rule as the layout's, signed in.
    if (expected)
      expect(layoutFor({ path, viewport, isApp: false, channel: 'Web', embedded: false, isPublicPage: false, session: store, config }).header).toBe('none');
  });
});
