import { describe, expect, it } from 'vitest';
import { resolveAfterSignIn, sanitizeRedirectUri, signInPathFor } from './redirect-uri';

const atRoot = { path: '/' };

describe('sanitizeRedirectUri accepts same-origin paths (§5)', () => {
  const rows: { name: string; raw: string; expected: string }[] = [
    { name: 'a plain page', raw: '/dashboard', expected: '/dashboard' },
    { name: 'a deep page', raw: '/conversations/C123_PP-01', expected: '/conversations/C123_PP-01' },
    { name: 'trimmed before use', raw: '  /order-list \n', expected: '/order-list' },
    { name: 'a fragment and an ampersand are kept', raw: '/pages/seller-agreement#part&2', expected: '/pages/seller-agreement#part&2' },
    { name: 'percent escapes are kept', raw: '/learning/search%20video', expected: '/learning/search%20video' },
    { name: 'characters outside the allowed set are stripped', raw: '/dash<script>board', expected: '/dashscriptboard' },
    { name: 'quotes and spaces are stripped', raw: '/store/"info" page', expected: '/store/infopage' },
    { name: 'a query stays the page\u2019s query', raw: '/order-list?status=NEW', expected: '/order-list?status=NEW' },
    {
      name: 'a query is re-encoded, so markup in it stays data',
      raw: '/x?next=<script>alert(1)</script>',
      expected: '/x?next=%3Cscript%3Ealert%281%29%3C%2Fscript%3E',
    },
    { name: 'a query and a hash', raw: '/pages/seller-agreement?lang=en#part-2', expected: '/pages/seller-agreement?lang=en#part-2' },
    { name: 'an empty query is dropped', raw: '/wallet?', expected: '/wallet' },
    { name: 'a colon later in the path is a path', raw: '/learning/guide:basics', expected: '/learning/guide:basics' },
    { name: 'an @ later in the path is a path', raw: '/store/@home', expected: '/store/@home' },
    { name: 'sign-out later in the path is not a prefix', raw: '/help/sign-out-tips', expected: '/help/sign-out-tips' },
    { name: 'a query carried encoded comes back', raw: '/order-list%3Fstatus%3DNEW%26page%3D2', expected: '/order-list?status=NEW&page=2' },
    { name: 'a carried query in lower case', raw: '/order-list%3fstatus%3dNEW', expected: '/order-list?status=NEW' },
    { name: 'a carried query may hold anything: it stays a query', raw: '/x%3Fnext%3D%2F%2Fevil.example', expected: '/x?next=%2F%2Fevil.example' },
    { name: 'a malformed carried query is dropped', raw: '/order-list%3F%E0%A4%A', expected: '/order-list' },
  ];
  it.each(rows)('$name: $raw', ({ raw, expected }) => {
    expect(sanitizeRedirectUri(raw, atRoot)).toBe(expected);
  });
});

describe('sanitizeRedirectUri rejects (§5)', () => {
  const rows: { name: string; raw: string | null | undefined }[] = [
    { name: 'missing', raw: undefined },
    { name: 'null', raw: null },
    { name: 'empty', raw: '' },
    { name: 'blank after trimming', raw: ' \t\n ' },
    { name: 'starts with sign-out', raw: 'sign-out' },
    { name: 'starts with /sign-out', raw: '/sign-out' },
    { name: 'sign-out in capitals', raw: '/SIGN-OUT?x' },
    { name: 'sign-out percent-encoded', raw: '%2Fsign-out' },
    { name: 'the sign-in page (exclusion pattern)', raw: '/sign-in' },
    { name: 'the multi-factor step (exclusion pattern)', raw: '/login-verification' },
    { name: 'a relative path without a leading slash', raw: 'dashboard' },
    // Known open-redirect payloads.
    { name: 'http scheme', raw: 'http://evil.example' },
    { name: 'https scheme', raw: 'https://evil.example/steal' },
    { name: 'scheme in mixed case', raw: 'HtTpS://evil.example' },
    { name: 'scheme after leading whitespace', raw: '  https://evil.example' },
    { name: 'scheme without slashes', raw: 'https:evil.example' },
    { name: 'scheme with one slash', raw: 'http:/evil.example' },
    { name: 'scheme with backslashes', raw: 'https:\\\\evil.example' },
    { name: 'scheme broken by a tab', raw: 'ht\ttps://evil.example' },
    { name: 'scheme broken by a newline', raw: 'https\n://evil.example' },
    { name: 'protocol-relative', raw: '//evil.example' },
    { name: 'triple slash', raw: '///evil.example' },
    { name: 'protocol-relative with a path', raw: '//evil.example/%2f..' },
    { name: 'double backslash', raw: '\\\\evil.example' },
    { name: 'slash then backslash', raw: '/\\evil.example' },
    { name: 'backslash then slash', raw: '\\/evil.example' },
    { name: 'slash, backslash, slash', raw: '/\\/evil.example' },
    { name: 'slash, tab, slash', raw: '/\t/evil.example' },
    { name: 'slash, newline, slash', raw: '/\n/evil.example' },
    { name: 'slash, space, slash', raw: '/ /evil.example' },
    { name: 'slash, zero-width space, slash', raw: '/\u200b/evil.example' },
    { name: 'encoded double slash', raw: '%2F%2Fevil.example' },
    { name: 'encoded second slash', raw: '/%2Fevil.example' },
    { name: 'encoded second slash in lower case', raw: '/%2fevil.example' },
    { name: 'encoded backslash', raw: '/%5Cevil.example' },
    { name: 'encoded double backslash', raw: '%5C%5Cevil.example' },
    { name: 'double-encoded double slash', raw: '%252F%252Fevil.example' },
    { name: 'triple-encoded double slash', raw: '%25252F%25252Fevil.example' },
    { name: 'encoded tab between slashes', raw: '/%09/evil.example' },
    { name: 'encoded newline between slashes', raw: '/%0A/evil.example' },
    { name: 'encoded scheme', raw: '%68%74%74%70%73%3A%2F%2Fevil.example' },
    { name: 'javascript:', raw: 'javascript:alert(1)' },
    { name: 'javascript: in mixed case', raw: 'JaVaScRiPt:alert(document.domain)' },
    { name: 'javascript: broken by a tab', raw: 'java\tscript:alert(1)' },
    { name: 'javascript: after a control character', raw: '\u0001javascript:alert(1)' },
    { name: 'javascript: percent-encoded', raw: '%6A%61%76%61%73%63%72%69%70%74:alert(1)' },
    { name: 'data: URL', raw: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' },
    { name: 'vbscript:', raw: 'vbscript:msgbox(1)' },
    { name: 'a userinfo host', raw: '@evil.example' },
    { name: 'an ideographic full stop host', raw: '〱evil.example' },
    { name: 'a bare host', raw: 'evil.example' },
    { name: 'only disallowed characters', raw: '<>"' },
    { name: 'an encoded ? before the path', raw: '%3F//evil.example' },
    { name: 'an encoded ? hiding a scheme', raw: '%3Fjavascript:alert(1)' },
    { name: 'fullwidth solidi', raw: '\uff0f\uff0fevil.example' },
    { name: 'a leading tab before double slashes', raw: '\t//evil.example' },
    { name: 'a backslash-encoded double slash mix', raw: '/%5C/evil.example' },
    { name: 'sign-out behind a carried query marker', raw: '/sign-out%3Fx%3D1' },
  ];
  it.each(rows)('$name', ({ raw }) => {
    expect(sanitizeRedirectUri(raw, atRoot)).toBeNull();
  });
});

describe('sanitizeRedirectUri applies only at the root (§5)', () => {
  const rows = [
    { path: '/', expected: '/wallet' },
    { path: '/sign-in', expected: null },
    { path: '/dashboard', expected: null },
  ];
  it.each(rows)('at $path', ({ path, expected }) => {
    expect(sanitizeRedirectUri('/wallet', { path })).toBe(expected);
  });
});

describe('resolveAfterSignIn (§2.9)', () => {
  const rows = [
    { name: 'a safe redirectUri', raw: '/order-list', expected: '/order-list' },
    { name: 'no redirectUri', raw: null, expected: '/dashboard' },
    { name: 'another site', raw: '//evil.example/steal', expected: '/dashboard' },
    { name: 'sign-out', raw: '/sign-out', expected: '/dashboard' },
  ];
  it.each(rows)('$name → $expected', ({ raw, expected }) => {
    expect(resolveAfterSignIn(raw)).toBe(expected);
  });
});

describe('signInPathFor (§2.9: a 401 sends the user to sign-in with redirectUri)', () => {
  const rows = [
    { name: 'a page', location: { pathname: '/dashboard', search: '' }, expected: '/sign-in?redirectUri=%2Fdashboard' },
    { name: 'a page with a query', location: { pathname: '/order-list', search: '?page=2' }, expected: '/sign-in?redirectUri=%2Forder-list%3Fpage%3D2' },
    { name: 'the root', location: { pathname: '/', search: '' }, expected: '/sign-in' },
  ];
  it.each(rows)('$name', ({ location, expected }) => {
    expect(signInPathFor(location)).toBe(expected);
  });
});

describe('a page with its query survives the round trip through sign-in (§2.9, §5)', () => {
  it.each([
    ['/dashboard?tab=summary', '/dashboard?tab=summary'],
    ['/order-list?status=NEW&page=2', '/order-list?status=NEW&page=2'],
    // The same query, in the standard form encoding.
    ['/learning/search?keyword=foto%20produk', '/learning/search?keyword=foto+produk'],
    ['/conversations/C-1_PP-01', '/conversations/C-1_PP-01'],
  ])('%s', (target, landing) => {
    const [pathname, query] = target.split('?');
    const signIn = new URL(signInPathFor({ pathname, search: query ? `?${query}` : '' }), 'https://seller.example');
    expect(resolveAfterSignIn(signIn.searchParams.get('redirectUri'))).toBe(landing);
  });
});
