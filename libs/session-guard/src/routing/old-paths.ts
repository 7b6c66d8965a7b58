/**
 * §2.1 old paths and where they live now; the query (a reset token) travels along. /create-password is not
 * among them: it is a page of its own (the account pages serve it).
 */
export const oldPathRedirects: readonly { from: string; to: string }[] = [
  { from: 'forgot-password', to: '/forgot-password/v2' },
  { from: 'reset-password', to: '/reset-password/v2' },
];

/** The target of an old path with the current query and hash kept. */
export function redirectKeepingQuery(to: string, location: { search: string; hash?: string }): string {
  return `${to}${location.search}${location.hash ?? ''}`;
}
