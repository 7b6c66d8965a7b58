const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** scheme://host[:port] as browsers write it in the Origin header (lower-case, default ports left out). */
export function originOf(protocol: string, host: string): string {
  const scheme = protocol.toLowerCase();
  let h = host.toLowerCase();
  if ((scheme === 'http' && h.endsWith(':80')) || (scheme === 'https' && h.endsWith(':443'))) h = h.slice(0, h.lastIndexOf(':'));
  return `${scheme}://${h}`;
}

/**
 * A /backend mutation sent by a page of another site: the browser names that site in Origin. Requests
 * without Origin (same-origin GETs, native apps, curl) are not cross-site form posts and pass. The page's own
 * origins are the one the request was sent to and the configured public one (behind a TLS proxy that is not
 * trusted, the request looks like http while the page is https).
 */
export function isForeignOriginMutation(request: {
  method: string;
  path: string;
  origin: string | undefined;
  ownOrigins: readonly string[];
  /** A WebSocket handshake: a GET that opens a channel carrying the page's cookies both ways, judged like a mutation. */
  upgrade?: boolean;
}): boolean {
  if (!request.upgrade && !mutatingMethods.has(request.method.toUpperCase())) return false;
  if (request.path !== '/backend' && !request.path.startsWith('/backend/')) return false;
  if (request.origin === undefined) return false;
  return !request.ownOrigins.includes(request.origin.toLowerCase());
}

/** Fetch metadata values of a request the page's own origin sent, or the person made (typed address, bookmark). */
const ownFetchSites = new Set(['same-origin', 'none']);

/**
 * A request another site's page made: a link, an `<img>`, a form. For the few GETs that change state (§7 fixes them
 * as GET), which the Origin rule above lets through. Every browser in use sends `Sec-Fetch-Site`, which no page can
 * forge; an older one is judged by Origin, then Referer (origin only across sites under our referrer policy).
 * A request naming none (curl, native apps) passes, as for mutations.
 */
export function isCrossSiteRequest(request: {
  fetchSite: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
  ownOrigins: readonly string[];
}): boolean {
  const own = (origin: string | null) => origin !== null && request.ownOrigins.includes(origin.toLowerCase());
  if (request.fetchSite !== undefined && !ownFetchSites.has(request.fetchSite.toLowerCase())) return true;
  if (request.origin !== undefined && !own(request.origin)) return true;
  if (request.referer && !own(originOfReferer(request.referer))) return true;
  return false;
}

function originOfReferer(referer: string): string | null {
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
