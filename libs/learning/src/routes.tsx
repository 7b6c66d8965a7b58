import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** Seller Learning's pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export const routes: FeatureModuleExports['routes'] = [
  { path: 'learning', lazy: async () => ({ Component: (await import('./pages/LandingPage')).LandingPage }) },
  { path: 'learning/news', lazy: async () => ({ Component: (await import('./pages/NewsPage')).NewsPage }) },
  { path: 'learning/news/:slug', lazy: async () => ({ Component: (await import('./pages/ArticlePage')).ArticlePage }) },
  { path: 'learning/guide', lazy: async () => ({ Component: (await import('./pages/GuidePage')).GuidePage }) },
  { path: 'learning/guide/article/:slug', lazy: async () => ({ Component: (await import('./pages/ArticlePage')).ArticlePage }) },
  { path: 'learning/search', lazy: async () => ({ Component: (await import('./pages/SearchPage')).SearchPage }) },
  { path: 'learning/search/video', lazy: async () => ({ Component: (await import('./pages/SearchPage')).VideoSearchPage }) },
];
