import { declareFeature } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { routePreloads, withRoutePreloads, type BuildManifest } from './route-preloads';

const orders = declareFeature({ name: 'orders', prefixes: ['/order-list'], access: { mode: 'STORE' }, apps: ['portal'] });
const storeReviews = declareFeature({ name: 'store-reviews', prefixes: ['/store-review'], access: { mode: 'INTERNAL' }, apps: ['console'] });
const features = [orders, storeReviews];

/** A portal's manifest as Vite writes it, cut down: the entry, the registry (a shared chunk), the shell, a feature. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_framework-f1.js'],
    dynamicImports: [
      '../../libs/app-runtime/src/app/query-client.ts',
      '../../libs/auth/src/routes/sign-in.ts',
      '../../libs/auth/src/routes/register.ts',
      'src/routes/shell.tsx',
      'src/app/page-overlays.tsx',
      '_module-routing-m1.js',
    ],
  },
  '../../libs/auth/src/routes/sign-in.ts': { file: 'assets/sign-in-a1.js' },
  '../../libs/auth/src/routes/register.ts': { file: 'assets/register-a2.js', imports: ['_FormParts-a3.js', 'index.html'], css: ['assets/FormParts-a3.css'] },
  '_FormParts-a3.js': { file: 'assets/FormParts-a3.js' },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  '_module-routing-m1.js': { file: 'assets/module-routing-m1.js', imports: ['_modules-r1.js', 'index.html', '_framework-f1.js'] },
  '_modules-r1.js': {
    file: 'assets/modules-r1.js',
    imports: ['_schemas-s1.js'],
    dynamicImports: ['../../libs/orders/src/routes.tsx', '../../libs/store-reviews/src/routes.tsx', '../../libs/seller-chat/src/shell-slot.tsx'],
  },
  '../../libs/seller-chat/src/shell-slot.tsx': { file: 'assets/shell-slot-c1.js', imports: ['_schemas-s1.js'] },
  '_schemas-s1.js': { file: 'assets/schemas-s1.js' },
  '../../libs/app-runtime/src/app/query-client.ts': { file: 'assets/query-client-q1.js', imports: ['_query-q2.js'] },
  '_query-q2.js': { file: 'assets/query-q2.js' },
  'src/routes/shell.tsx': { file: 'assets/shell-h1.js', imports: ['_schemas-s1.js', 'index.html'], css: ['assets/shell-h1.css'] },
  'src/app/page-overlays.tsx': { file: 'assets/page-overlays-p1.js' },
  '../../libs/orders/src/routes.tsx': {
    file: 'assets/routes-o1.js',
    dynamicImports: ['../../libs/orders/src/pages/OrderListPage.tsx', '../../libs/orders/src/pages/OrderDetailPage.tsx'],
  },
  '../../libs/orders/src/pages/OrderListPage.tsx': { file: 'assets/OrderListPage-l1.js', imports: ['_date-d1.js'], css: ['assets/OrderListPage-l1.css'] },
  '../../libs/orders/src/pages/OrderDetailPage.tsx': { file: 'assets/OrderDetailPage-l2.js', imports: ['_date-d1.js'] },
  '_date-d1.js': { file: 'assets/date-d1.js' },
  '../../libs/store-reviews/src/routes.tsx': { file: 'assets/routes-v1.js' },
};

describe('the preloads of a signed-in page', () => {
  it('names the router’s lazy chunks and the feature’s chunk with its pages, each with its imports, none the entry loads', () => {
    const { scripts, styles } = routePreloads(manifest, features, '/order-list');
    expect(scripts).toEqual([
      '/assets/module-routing-m1.js',
      '/assets/modules-r1.js',
      '/assets/schemas-s1.js',
      '/assets/shell-h1.js',
      '/assets/query-client-q1.js',
      '/assets/query-q2.js',
      '/assets/page-overlays-p1.js',
      // Every feature's part that the shell draws in the same pass as the page (seller chat's connection).
      '/assets/shell-slot-c1.js',
      '/assets/routes-o1.js',
      '/assets/OrderListPage-l1.js',
      '/assets/date-d1.js',
      '/assets/OrderDetailPage-l2.js',
    ]);
    expect(styles).toEqual(['/assets/shell-h1.css', '/assets/OrderListPage-l1.css']);
    // An order's detail is the same feature's: the same answer, worked out once for the manifest.
    expect(routePreloads(manifest, features, '/order-list/INV-1')).toBe(routePreloads(manifest, features, '/order-list'));
  });

  it('names an account page’s lazy module with its imports and the query client, but nothing for /sign-in (the first load draws it)', () => {
    expect(routePreloads(manifest, features, '/register')).toEqual({
      scripts: ['/assets/register-a2.js', '/assets/FormParts-a3.js', '/assets/query-client-q1.js', '/assets/query-q2.js'],
      styles: ['/assets/FormParts-a3.css'],
    });
    expect(routePreloads(manifest, [], '/register').scripts).toContain('/assets/register-a2.js');
    expect(routePreloads(manifest, features, '/sign-in')).toEqual({ scripts: [], styles: [] });
  });

  it('names nothing for a path no portal feature serves (another app’s feature, an unknown page) or without a manifest entry', () => {
    expect(routePreloads(manifest, features, '/no-such-page')).toEqual({ scripts: [], styles: [] });
    // Without a session no feature's page is drawn (the app goes to /sign-in).
    expect(routePreloads(manifest, [], '/order-list')).toEqual({ scripts: [], styles: [] });
    expect(routePreloads(manifest, features, '/store-review')).toEqual({ scripts: [], styles: [] });
    expect(routePreloads({ '_framework-f1.js': { file: 'assets/framework-f1.js' } }, features, '/order-list')).toEqual({ scripts: [], styles: [] });
  });

  it('writes them at the end of the head, after the entry', () => {
    const html = '<html><head><script type="module" crossorigin src="/assets/index-e1.js"></script></head><body></body></html>';
    expect(withRoutePreloads(html, { scripts: ['/assets/shell-h1.js'], styles: ['/assets/shell-h1.css'] })).toBe(
      '<html><head><script type="module" crossorigin src="/assets/index-e1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/shell-h1.js"><link rel="preload" as="style" crossorigin href="/assets/shell-h1.css">' +
        '</head><body></body></html>',
    );
    expect(withRoutePreloads(html, { scripts: [], styles: [] })).toBe(html);
  });
});
