import type { SignInResult } from '@seller-portal/contracts/accounts';
import type { Session } from '@seller-portal/contracts/core';
import { sanitizeRedirectUri, sessionDetour } from '@seller-portal/session-guard';
import { withRedirectUri } from './root-landing';

// The first page's landing rule is in root-landing.ts: this module loads once a sign-in has succeeded.
export { rootLanding } from './root-landing';

export interface Landing {
  to: string;
  /** A page of another app (the portal, seen from the console): a full page load. */
  fullPageLoad: boolean;
  /** §4.2 step 2 clears the phone/email-verification flag. */
  clearPnvFlag?: boolean;
}

export interface LandingInput {
  next: SignInResult['next'];
  /** The session as re-read after sign-in (null on the multi-factor step). */
  session: Session | null | undefined;
  redirectUri: string | null;
  /** The app's landing rule for a plain sign-in. */
  afterSignIn: (redirectUri: string | null) => string;
  /** Set when the app is not the portal: its router lives under this basename. */
  standalone?: { basename: string };
}

/** Apps served beside the portal under their own basename: the portal's router cannot show their pages. */
export const otherAppBasenames: readonly string[] = ['/console'];

/** A page of another app, reached with a full page load (the console's page after the portal's multi-factor step). */
export function isOtherAppPath(path: string): boolean {
  return otherAppBasenames.some((basename) => path === basename || path.startsWith(`${basename}/`) || path.startsWith(`${basename}?`));
}

/**
 * Where the user goes after the sign-in call: the multi-factor step keeping redirectUri; a §4.2 detour
 * (choose a session, verification); otherwise the app's landing. The multi-factor and detour pages
 * belong to the portal, so a standalone app reaches them with a full page load that returns to it.
 */
export function landingAfterSignIn({ next, session, redirectUri, afterSignIn, standalone }: LandingInput): Landing {
  const target = afterSignIn(redirectUri);
  // What the portal's pages carry back: for the console, its own page under its basename.
  const comeBack = standalone ? `${standalone.basename}${target}` : redirectUri;
  if (next === 'MULTI_FACTOR') return { to: withRedirectUri('/login-verification', comeBack), fullPageLoad: Boolean(standalone) };
  const detour = session ? sessionDetour(session, { path: '/', redirectUri: comeBack }) : null;
  if (detour) return { to: detour.to, fullPageLoad: Boolean(standalone), clearPnvFlag: detour.clearPnvFlag };
  // Back to another app after the portal's multi-factor step: its page, by a full page load.
  const comeBackPage = standalone ? null : sanitizeRedirectUri(redirectUri, { path: '/' });
  if (comeBackPage && isOtherAppPath(comeBackPage)) return { to: comeBackPage, fullPageLoad: true };
  return { to: target, fullPageLoad: false };
}
