import type { Session } from '@seller-portal/contracts/core';
import { sanitizeRedirectUri } from './redirect-uri';

export interface RouteContext {
  /** The current pathname. */
  path: string;
  /** The raw redirectUri query value, if any. */
  redirectUri?: string | null;
  /** Whether the current page is public (§2.7). */
  isPublicPage?: boolean;
}

export interface RouteDecision {
  /** Where to navigate (replacing the current entry). */
  to: string;
  /** §4.2 step 2: the phone/email-verification flag is cleared when needVerification sends the user away. */
  clearPnvFlag?: boolean;
}

/** `path?redirectUri=…` carrying a page with its query. */
export function withRedirectUri(path: string, redirectUri: string | null): string {
  return redirectUri ? `${path}?${new URLSearchParams({ redirectUri }).toString()}` : path;
}

/** The redirectUri a detour should carry so the user comes back: the safe query value at '/', else the page itself. */
export function carriedRedirectUri({ path, redirectUri }: RouteContext): string | null {
  return path === '/' ? sanitizeRedirectUri(redirectUri, { path }) : path;
}

/** §4.2 step 1: no mode but switchable: choose a session first, carrying redirectUri. */
export function switchSessionDetour(session: Session, context: RouteContext): RouteDecision | null {
  return !session.mode && session.switchableMode && context.path !== '/switch-session'
    ? { to: withRedirectUri('/switch-session', carriedRedirectUri(context)) }
    : null;
}

/** §4.2 step 2: needVerification outside public pages: /sign-out for onboarding V2, else /register/otp; clears the pnv flag. */
export function verificationDetour(session: Session, { path, isPublicPage }: RouteContext): RouteDecision | null {
  if (!session.customFields.needVerification || isPublicPage) return null;
  const to = session.customFields.onboardingFlow === 'V2' ? '/sign-out' : '/register/otp';
  return path === to ? null : { to, clearPnvFlag: true };
}

/**
 * The §4.2 detours alone (choose a session, verification): where a freshly signed-in user must go
 * before the page they asked for, or null when nothing stands in the way.
 */
export function sessionDetour(session: Session, context: RouteContext): RouteDecision | null {
  return switchSessionDetour(session, context) ?? verificationDetour(session, context);
}
