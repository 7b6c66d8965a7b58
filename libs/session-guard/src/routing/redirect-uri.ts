/** Where a user lands after sign-in when there is no usable redirectUri. */
export const defaultAfterSignIn = '/dashboard';

/**
 * §5 exclusion patterns: pages a user must never be sent back to after signing in (they would
 * sign the user out again or loop back into a sign-in step).
 */
export const redirectUriExclusions: readonly RegExp[] = [
  /^\/?sign-out(?:[/?#]|$)/,
  /^\/?sign-in(?:[/?#]|$)/,
  /^\/?login-verification(?:[/?#]|$)/,
  /^\/?reset-session(?:[/?#]|$)/,
  /^\/?confirm-sign-in(?:[/?#]|$)/,
  /^\/?sso\//,
];

// §5: letters, digits and - @ . \ : / # & % _ + survive; everything else is stripped.
const disallowedCharacters = /[^A-Za-z0-9\-@.\\:/#&%_+]/g;
// Whitespace and control characters browsers silently drop inside a URL ("java\tscript:", "/\n/evil").
// eslint-disable-next-line no-control-regex
const invisibleCharacters = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;
// Any scheme ("http:", "javascript:", "data:"): a same-origin path never has one before its first '/'.
const schemePrefix = /^[a-z][a-z0-9+.-]*:/;

/** The forms a browser may read the value as: as written, and after each round of percent-decoding. */
function decodedForms(value: string): string[] {
  const forms = [value];
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A malformed escape: the browser keeps it literally, and that is the form checked already.
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** A prefix that sends the browser elsewhere, or one §5 forbids. */
function hasForbiddenPrefix(form: string): boolean {
  const normalized = form.replace(invisibleCharacters, '').toLowerCase();
  return (
    normalized.startsWith('sign-out') ||
    normalized.startsWith('/sign-out') ||
    schemePrefix.test(normalized) ||
    /^[/\\]{2}/.test(normalized) ||
    // "/" followed by a backslash-like mix ("/\", "/%5c" once decoded) is read as "//" by browsers.
    /^[/\\][\s]*[/\\]/.test(normalized) ||
    redirectUriExclusions.some((pattern) => pattern.test(normalized))
  );
}

function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || /^[/\\]{2}/.test(path)) return false;
  try {
    const probe = 'https://origin.invalid';
    return new URL(path, probe).origin === probe;
  } catch {
    return false;
  }
}

/** A path's query (and hash): a raw '?' or one carried percent-encoded ('%3F') starts it. */
function splitQuery(value: string): { path: string; query: string | null; hash: string } {
  const raw = value.indexOf('?');
  const encoded = value.search(/%3F/i);
  let path = value;
  let rest: string | null = null;
  if (raw >= 0 && (encoded < 0 || raw < encoded)) {
    path = value.slice(0, raw);
    rest = value.slice(raw + 1);
  } else if (encoded >= 0) {
    path = value.slice(0, encoded);
    try {
      rest = decodeURIComponent(value.slice(encoded + 3));
    } catch {
      // A malformed escape cannot be read back: the page without its query is still the page.
      rest = null;
    }
  }
  if (rest === null) {
    const hashAt = path.indexOf('#');
    return hashAt < 0 ? { path, query: null, hash: '' } : { path: path.slice(0, hashAt), query: null, hash: path.slice(hashAt) };
  }
  const hashAt = rest.indexOf('#');
  return hashAt < 0 ? { path, query: rest, hash: '' } : { path, query: rest.slice(0, hashAt), hash: rest.slice(hashAt) };
}

/** The query re-encoded the standard way: whatever it holds stays data of the query. */
function normalizedQuery(query: string | null): string {
  if (!query) return '';
  const normalized = new URLSearchParams(query.replace(invisibleCharacters, '')).toString();
  return normalized ? `?${normalized}` : '';
}

export interface SanitizeOptions {
  /** The path the app is on; a redirectUri applies only at '/' (§5). */
  path: string;
}

/**
 * §5 redirectUri rules: applies only at path '/', non-empty after trimming; rejected when, in any
 * decoded form, it starts with sign-out, a scheme (http(s), javascript: …), double slashes or
 * backslashes, or matches an exclusion pattern; characters outside the allowed set are stripped from the
 * path. A query ('?' raw or carried as '%3F') stays the page's query, re-encoded, so a deep link keeps it.
 * The answer is a same-origin path starting with a single '/', or null when nothing safe is left.
 */
export function sanitizeRedirectUri(raw: string | null | undefined, { path: at }: SanitizeOptions): string | null {
  if (at !== '/' || typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  if (decodedForms(trimmed).some(hasForbiddenPrefix)) return null;

  const { path, query, hash } = splitQuery(trimmed);
  const stripped = path.replace(disallowedCharacters, '');
  // Stripping can join what was apart ("/ /evil" → "//evil"), so the result is checked again.
  if (stripped === '' || decodedForms(stripped).some(hasForbiddenPrefix)) return null;
  if (!isSameOriginPath(stripped)) return null;
  return `${stripped}${normalizedQuery(query)}${hash.replace(disallowedCharacters, '')}`;
}

/** Where to go after a successful sign-in: the safe redirectUri, or the dashboard (§2.9). */
export function resolveAfterSignIn(redirectUri: string | null | undefined): string {
  return sanitizeRedirectUri(redirectUri, { path: '/' }) ?? defaultAfterSignIn;
}

/** `/sign-in?redirectUri=<path+query>` for a visitor who needs a session to see `location` (§2.9, §8). */
export function signInPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}`;
  if (target === '/' || target === '') return '/sign-in';
  return `/sign-in?${new URLSearchParams({ redirectUri: target }).toString()}`;
}
