import { cookieNames } from '@seller-portal/contracts/core';

/**
 * §3 `exit-popup-closed`: a visitor who closed the start selling page's exit-intent popup is not asked again for 30
 * days (a month is long enough not to nag, short enough to ask again a visitor who came back to think it over).
 */
export const exitPopupClosedDays = 30;

function hasCookie(cookieString: string, name: string): boolean {
  return cookieString.split(';').some((part) => part.split('=')[0]?.trim() === name);
}

/**
 * The popup invites newcomers only: not after it was closed (`exit-popup-closed`), and not in a browser that ever
 * signed in (`ever-logged-in` this browser session, `has-login-history` for 365 days: §3's reading of a seller).
 */
export function exitPopupApplies(cookieString: string): boolean {
  return ![cookieNames.exitPopupClosed, cookieNames.everLoggedIn, cookieNames.loginHistory].some((name) => hasCookie(cookieString, name));
}

/** Desktop exit intent: the pointer leaves the document through the top edge (towards the tabs and the address bar). */
export function isExitIntent(event: Pick<MouseEvent, 'clientY' | 'relatedTarget'>): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** The cookie the page reads next time (written by the browser: it holds no secret). */
export function exitPopupClosedCookie(secure: boolean): string {
  return `${cookieNames.exitPopupClosed}=true; Max-Age=${exitPopupClosedDays * 24 * 60 * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
