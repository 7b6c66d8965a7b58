import { describe, expect, it } from 'vitest';
import {
  boundUrlOf,
  clickRequest,
  parseExternalModulePaths,
  planNavigation,
  type NavigationPlan,
  type NavigationRequest,
  type NavigationRules,
} from './navigation';

const rules: NavigationRules = {
  origin: 'https://seller.example',
  isRouted: (pathname) =>
    ['/dashboard', '/order-list', '/conversations', '/sign-in', '/external/product/active/all'].some((p) => pathname === p || pathname.startsWith(`${p}/`)),
  externalModulePaths: ['/product', '/bp-ui'],
  isApp: false,
};
const here = { pathname: '/dashboard', search: '', hash: '' };

describe('planNavigation (§2.10)', () => {
  const rows: { name: string; request: NavigationRequest; rules?: Partial<NavigationRules>; expected: NavigationPlan }[] = [
    {
      name: 'a routed page navigates in the app',
      request: { to: '/order-list?page=2' },
      expected: { kind: 'in-app', to: '/order-list?page=2', replace: false },
    },
    { name: 'replace keeps the history short', request: { to: '/order-list', replace: true }, expected: { kind: 'in-app', to: '/order-list', replace: true } },
    {
      name: 'a full URL of this site is a path',
      request: { to: 'https://seller.example/conversations#top' },
      expected: { kind: 'in-app', to: '/conversations#top', replace: false },
    },
    { name: 'a relative path resolves against the page', request: { to: 'order-list' }, expected: { kind: 'in-app', to: '/order-list', replace: false } },
    { name: 'the same page again is ignored', request: { to: '/dashboard' }, expected: { kind: 'ignore' } },
    {
      name: 'the same page with another query is not a duplicate',
      request: { to: '/dashboard?tab=2' },
      expected: { kind: 'in-app', to: '/dashboard?tab=2', replace: false },
    },
    { name: 'a path with no module is a full page load', request: { to: '/old-page' }, expected: { kind: 'full-load', href: '/old-page', replace: false } },
    {
      name: 'an external module path is a full page load',
      request: { to: '/product/list' },
      expected: { kind: 'full-load', href: '/product/list', replace: false },
    },
    {
      name: 'an external module path only on a segment boundary',
      request: { to: '/products' },
      expected: { kind: 'full-load', href: '/products', replace: false },
    },
    {
      name: 'the external flag is a full page load',
      request: { to: '/order-list', external: true },
      expected: { kind: 'full-load', href: '/order-list', replace: false },
    },
    {
      name: 'external with replace',
      request: { to: '/order-list', external: true, replace: true },
      expected: { kind: 'full-load', href: '/order-list', replace: true },
    },
    {
      name: 'another site is a full page load',
      request: { to: 'https://help.example/seller' },
      expected: { kind: 'full-load', href: 'https://help.example/seller', replace: false },
    },
    {
      name: 'Ctrl/⌘-click opens a new window',
      request: { to: '/order-list', modifierKey: true },
      expected: { kind: 'new-window', href: 'https://seller.example/order-list' },
    },
    { name: 'new tab mode', request: { to: 'https://help.example', newTab: true }, expected: { kind: 'new-window', href: 'https://help.example/' } },
    {
      name: 'Ctrl-click on the current page still opens it',
      request: { to: '/dashboard', modifierKey: true },
      expected: { kind: 'new-window', href: 'https://seller.example/dashboard' },
    },
    { name: 'a javascript: link is never followed', request: { to: 'javascript:alert(1)' }, expected: { kind: 'ignore' } },
    { name: 'a data: link is never followed', request: { to: 'data:text/html,hi' }, expected: { kind: 'ignore' } },
    {
      name: 'an app-native page in the app is a full page load',
      request: { to: '/external/product/active/all' },
      rules: { isApp: true },
      expected: { kind: 'full-load', href: '/external/product/active/all', replace: false },
    },
    {
      name: 'a web-only page in the app opens the not-available modal (§8)',
      request: { to: '/store-layout?tab=2' },
      rules: { isApp: true, isWebOnly: (pathname) => pathname === '/store-layout' },
      expected: { kind: 'not-on-app', href: '/store-layout?tab=2' },
    },
    {
      name: 'a web-only page in the app, even with Ctrl held',
      request: { to: '/store-layout', modifierKey: true },
      rules: { isApp: true, isWebOnly: (pathname) => pathname === '/store-layout' },
      expected: { kind: 'not-on-app', href: '/store-layout' },
    },
    {
      name: 'a web-only page on the web navigates',
      request: { to: '/order-list' },
      rules: { isWebOnly: (pathname) => pathname === '/order-list' },
      expected: { kind: 'in-app', to: '/order-list', replace: false },
    },
    {
      name: 'the same page on the web is routed',
      request: { to: '/external/product/active/all' },
      expected: { kind: 'in-app', to: '/external/product/active/all', replace: false },
    },
  ];
  it.each(rows)('$name', ({ request, rules: extra, expected }) => {
    expect(planNavigation(request, here, { ...rules, ...extra })).toEqual(expected);
  });
});

describe('click helper (§2.10: bound URL or link attribute, modes external, replace, new tab)', () => {
  it.each([
    ['data-url', '<div data-url="/order-list" href="/x" link="/y"></div>', '/order-list'],
    ['href', '<a href="/wallet"></a>', '/wallet'],
    ['link attribute', '<button link="/conversations"></button>', '/conversations'],
    ['nothing bound', '<button></button>', null],
  ])('reads the %s', (_name, html, expected) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(boundUrlOf(holder.firstElementChild)).toBe(expected);
  });

  it.each([
    ['external', {}, { external: true, replace: false, newTab: false, modifierKey: false }],
    ['replace', {}, { external: false, replace: true, newTab: false, modifierKey: false }],
    ['newTab', {}, { external: false, replace: false, newTab: true, modifierKey: false }],
    [undefined, { metaKey: true }, { external: false, replace: false, newTab: false, modifierKey: true }],
    [undefined, { ctrlKey: true }, { external: false, replace: false, newTab: false, modifierKey: true }],
  ] as const)('mode %s with %j', (mode, event, expected) => {
    expect(clickRequest('/x', mode, event)).toEqual({ to: '/x', ...expected });
  });
});

describe('seller-bp-ui-external-module-paths (§3)', () => {
  it.each([
    ['a JSON list of paths', '["/product","/bp-ui"]', ['/product', '/bp-ui']],
    ['unparseable is an empty list', '[/product', []],
    ['not a list is an empty list', '{"path":"/product"}', []],
    ['missing is an empty list', undefined, []],
    ['entries that are not paths are dropped', '["/product", 7, "https://elsewhere.example"]', ['/product']],
  ])('%s', (_name, raw, expected) => {
    expect(parseExternalModulePaths(raw === undefined ? {} : { 'seller-bp-ui-external-module-paths': raw })).toEqual(expected);
  });
});
