import { shellQueryKeys } from '@seller-portal/contracts/core';

/** The page of an article: news under /learning/news, guides under /learning/guide/article. */
export function articlePath(article: { kind: 'NEWS' | 'GUIDE'; slug: string }): string {
  return article.kind === 'NEWS' ? `/learning/news/${article.slug}` : `/learning/guide/article/${article.slug}`;
}

/** The current page with the shell's video modal open on `url` (§2.8: closing it goes back here). */
export function videoModalHref(location: { pathname: string; search: string }, url: string): string {
  const params = new URLSearchParams(location.search);
  params.set(shellQueryKeys.videoModal, url);
  return `${location.pathname}?${params}`;
}

/** The search page's address for a query and its filters (only the filters set). */
export function searchPath(query: { q: string; type?: string; category?: string }, base = '/learning/search'): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.type) params.set('type', query.type);
  if (query.category) params.set('category', query.category);
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
