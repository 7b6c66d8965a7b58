import { sellerFeedbackCookies } from '@seller-portal/contracts/education';

/** §3 the two seller feedback event cookies: how long this browser remembers a survey it showed, or sent. */
export const feedbackCookieDays = { shown: 7, submitted: 90 } as const;

/** The event codes a cookie value lists (comma-separated). */
export function eventsOf(cookieValue: string | null | undefined): string[] {
  return (cookieValue ?? '')
    .split(',')
    .map((code) => decodeURIComponent(code.trim()))
    .filter(Boolean);
}

/** The cookie value with `eventCode` added (once, at most 20 codes: the oldest go). */
export function withEvent(cookieValue: string | null | undefined, eventCode: string): string {
  const events = eventsOf(cookieValue).filter((code) => code !== eventCode);
  return [...events, eventCode].slice(-20).map(encodeURIComponent).join(',');
}

/**
 * Whether to ask the server about a survey for this event: not when this browser sent it (the server would refuse
 * it anyway) or showed it lately and the seller closed it without answering.
 */
export function mayOffer(eventCode: string, cookies: { shown: string | null; submitted: string | null }): boolean {
  return !eventsOf(cookies.submitted).includes(eventCode) && !eventsOf(cookies.shown).includes(eventCode);
}

function readCookie(name: string): string | null {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair ? pair.slice(name.length + 1) : null;
}

export function feedbackCookies(): { shown: string | null; submitted: string | null } {
  return { shown: readCookie(sellerFeedbackCookies.shown), submitted: readCookie(sellerFeedbackCookies.submitted) };
}

export function rememberEvent(kind: keyof typeof sellerFeedbackCookies, eventCode: string): void {
  const name = sellerFeedbackCookies[kind];
  document.cookie = `${name}=${withEvent(readCookie(name), eventCode)}; Path=/; Max-Age=${feedbackCookieDays[kind] * 86_400}; SameSite=Lax`;
}
