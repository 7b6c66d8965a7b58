import { sanitizeRedirectUri } from '@seller-portal/session-guard';

export function withRedirectUri(path: string, redirectUri: string | null): string {
  return redirectUri ? `${path}?${new URLSearchParams({ redirectUri }).toString()}` : path;
}

/**
 * The portal's landing after a sign-in (or a session switch, a verified contact): the root, keeping the safe
 * redirectUri. Startup then routes the new session by §4.2 (redirectUri, agreement, onboarding, reminders,
 * dashboard) and runs its steps, as §4.1 says it does whenever the path becomes '/'.
 */
export function rootLanding(redirectUri: string | null): string {
  return withRedirectUri('/', sanitizeRedirectUri(redirectUri, { path: '/' }));
}
