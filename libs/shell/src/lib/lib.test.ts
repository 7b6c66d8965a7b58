import type { PaletteAction } from '@seller-portal/app-runtime';
import type { SessionMenu } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { appDownloadUrl } from './app-banner';
import { flattenMenus, searchMenus } from './menu-search';
import { byUse, paletteOptions, readRecent, readUses, recentMax, rememberRecent, rememberUse, type PaletteOption } from './palette';
import type { SearchHit } from '@seller-portal/contracts/search';
import { videoSourceOf } from './video';

describe('video modal source (§2.8 ?video-modal)', () => {
  const rows = [
    { name: 'a YouTube id', value: 'dQw4w9WgXcQ', expected: { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' } },
    {
      name: 'a YouTube watch URL',
      value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      expected: { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' },
    },
    {
      name: 'a short YouTube URL',
      value: 'https://youtu.be/dQw4w9WgXcQ',
      expected: { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' },
    },
    { name: 'a Vimeo URL', value: 'https://vimeo.com/76979871', expected: { kind: 'embed', src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' } },
    { name: 'an https video file', value: 'https://cdn.example/edu/intro.mp4', expected: { kind: 'file', src: 'https://cdn.example/edu/intro.mp4' } },
    { name: 'plain http is not played', value: 'http://cdn.example/edu/intro.mp4', expected: null },
    { name: 'javascript: is not played', value: 'javascript:alert(1)', expected: null },
    { name: 'a page is not a video', value: 'https://evil.example/page', expected: null },
    { name: 'a YouTube URL without a valid id', value: 'https://www.youtube.com/watch?v=<script>', expected: null },
    { name: 'empty', value: '', expected: null },
  ];
  it.each(rows)('$name', ({ value, expected }) => {
    expect(videoSourceOf(value)).toEqual(expected);
  });
});

describe('universal search over the session menus', () => {
  const menus: SessionMenu[] = [
    { code: 'dashboard', name: 'menu.dashboard', url: '/dashboard' },
    {
      code: 'finance',
      name: 'menu.finance',
      subs: [
        { code: 'wallet', name: 'menu.wallet', url: '/wallet' },
        { code: 'settlements', name: 'menu.settlements', url: '/settlements' },
      ],
    },
    { code: 'orders', name: 'menu.orders', url: '/order-list' },
  ];
  const labels: Record<string, string> = {
    'menu.dashboard': 'Dasbor',
    'menu.finance': 'Keuangan',
    'menu.wallet': 'Dompet',
    'menu.settlements': 'Penyelesaian dana',
    'menu.orders': 'Pesanan',
  };
  const hits = flattenMenus(menus, (menu) => labels[menu.name]);

  it('flattens the menus with a page, keeping their group', () => {
    expect(hits.map((hit) => [hit.label, hit.group ?? null])).toEqual([
      ['Dasbor', null],
      ['Dompet', 'Keuangan'],
      ['Penyelesaian dana', 'Keuangan'],
      ['Pesanan', null],
    ]);
  });

  it.each([
    ['dom', ['Dompet']],
    ['KEUANGAN', ['Dompet', 'Penyelesaian dana']],
    ['dana peny', ['Penyelesaian dana']],
    ['pesan', ['Pesanan']],
    ['zzz', []],
    ['   ', []],
  ])('"%s" finds %j', (query, labelsFound) => {
    expect(searchMenus(hits, query).map((hit) => hit.label)).toEqual(labelsFound);
  });
});

describe('download link of the app banner', () => {
  it.each([
    ['a configured https page wins', 'Mobileweb', 'Android', 'https://apps.example/seller', 'https://apps.example/seller'],
    [
      'a configured page that is not https is ignored',
      'Mobileweb',
      'Android',
      'javascript:alert(1)',
      'https://play.google.com/store/search?q=seller%20center&c=apps',
    ],
    ['an iPhone goes to the App Store', 'Mobileweb', 'iPhone OS 17', null, 'https://apps.apple.com/id/search?term=seller%20center'],
    ['an Android phone goes to Google Play', 'Mobileweb', 'Linux; Android 14', null, 'https://play.google.com/store/search?q=seller%20center&c=apps'],
  ] as const)('%s', (_name, deviceType, userAgent, configured, expected) => {
    expect(appDownloadUrl(deviceType, userAgent, configured)).toBe(expected);
  });
});

const action = (name: string, id: string): PaletteAction => ({
  key: `${name}:${id}`,
  name,
  title: `${name} ${id}`,
  detail: null,
  run: () => Promise.resolve({ ok: true, message: 'done' }),
});

describe('the palette’s rows', () => {
  const hit = (kind: SearchHit['kind'], id: string, match: SearchHit['match']): SearchHit => ({
    kind,
    id,
    title: id,
    detail: null,
    path: `/${kind}/${id}`,
    match,
  });
  it.each<[string, Parameters<typeof paletteOptions>[0], string[]]>([
    [
      'an exact number above the menus, the other hits after them',
      {
        menus: [{ code: 'orders', label: 'Orders', url: '/order-list' }],
        hits: [hit('product', 'P1', 'prefix'), hit('order', 'ORD-1', 'exact')],
        learningSearch: null,
      },
      ['/order/ORD-1', '/order-list', '/product/P1'],
    ],
    [
      'Seller Learning’s search last, when served',
      { menus: [], hits: [hit('article', 'a', 'fuzzy')], learningSearch: { path: '/learning/search?q=a', title: 'Search' } },
      ['/article/a', '/learning/search?q=a'],
    ],
    [
      'actions after an exact number and before the menus; settings after the menus',
      {
        menus: [{ code: 'orders', label: 'Orders', url: '/order-list' }],
        hits: [hit('order', 'ORD-1', 'exact')],
        actions: [action('orders.accept', 'ORD-1')],
        settings: [{ kind: 'setting', title: 'Password', detail: null, path: '/change-password' }],
        learningSearch: null,
      },
      ['/order/ORD-1', 'action:orders.accept:ORD-1', '/order-list', '/change-password'],
    ],
    [
      'an action on a hit right after that hit, one named by words after the exact hits',
      {
        menus: [{ code: 'orders', label: 'Orders', url: '/order-list' }],
        hits: [hit('product', 'P1', 'prefix'), hit('product', 'P2', 'fuzzy')],
        actions: [{ ...action('products.deactivate', 'P1'), target: { kind: 'product', id: 'P1' } }, action('orders.export', 'month')],
        learningSearch: null,
      },
      ['action:orders.export:month', '/order-list', '/product/P1', 'action:products.deactivate:P1', '/product/P2'],
    ],
    [
      'a notification per row, even two leading to the same page',
      {
        menus: [],
        hits: [
          { ...hit('notification', '1', 'fuzzy'), path: '/notification' },
          { ...hit('notification', '2', 'fuzzy'), path: '/notification' },
        ],
        learningSearch: null,
      },
      ['/notification', '/notification'],
    ],
    [
      'one row per place',
      { menus: [{ code: 'x', label: 'X', url: '/order/ORD-1' }], hits: [hit('order', 'ORD-1', 'exact')], learningSearch: null },
      ['/order/ORD-1'],
    ],
  ])('%s', (_, found, paths) => {
    expect(paletteOptions(found).map((row) => row.path)).toEqual(paths);
  });

  it('puts the kinds of action this person runs most first, the others in their order, and never remembers an action as a recent place', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
    rememberUse('a|S1', 'products.deactivate', storage);
    rememberUse('a|S1', 'products.deactivate', storage);
    rememberUse('a|S1', 'orders.ship', storage);
    const uses = readUses('a|S1', storage);
    expect(uses).toEqual({ 'products.deactivate': 2, 'orders.ship': 1 });
    expect(readUses('a|S2', storage)).toEqual({});
    const ordered = byUse([action('orders.accept', '1'), action('orders.ship', '1'), action('products.deactivate', 'P'), action('orders.export', '')], uses);
    expect(ordered.map((a) => a.name)).toEqual(['products.deactivate', 'orders.ship', 'orders.accept', 'orders.export']);
    rememberRecent('a|S1', { kind: 'action', title: 'x', detail: null, path: 'action:orders.accept:1' }, storage);
    expect(readRecent('a|S1', storage)).toEqual([]);
    kept.set('sp-palette-uses:a|S1', '[1,2]');
    expect(readUses('a|S1', storage)).toEqual({});
  });

  it('keeps recent choices per person and store, newest first, without a search of Seller Learning', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
    const row = (path: string): PaletteOption => ({ kind: 'order', title: path, detail: null, path });
    rememberRecent('a|S1', row('/one'), storage);
    rememberRecent('a|S1', row('/two'), storage);
    rememberRecent('a|S1', row('/one'), storage);
    rememberRecent('a|S1', { kind: 'learning-search', title: 'q', detail: null, path: '/learning/search?q=q' }, storage);
    expect(readRecent('a|S1', storage).map((r) => r.path)).toEqual(['/one', '/two']);
    expect(readRecent('a|S2', storage)).toEqual([]);
    for (let i = 0; i < 10; i++) rememberRecent('a|S1', row(`/n${i}`), storage);
    expect(readRecent('a|S1', storage)).toHaveLength(recentMax);
    kept.set('sp-palette-recent:a|S1', '{"not":"a list"}');
    expect(readRecent('a|S1', storage)).toEqual([]);
    kept.set('sp-palette-recent:a|S1', '[{"kind":"order","title":"x","path":"https://elsewhere.example"}]');
    expect(readRecent('a|S1', storage)).toEqual([]);
  });
});
