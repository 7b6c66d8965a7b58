import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest, isForeignOriginMutation, originOf } from './csrf';

const own = 'https://seller.example.com';

describe('CSRF origin rule', () => {
  it.each([
    ['a POST from another site is refused', 'POST', '/backend/main/session/switch', 'https://evil.example', true],
    ['a POST from the literal origin null is refused', 'POST', '/backend/main/authentication/sign-out', 'null', true],
    ['a PUT from another site is refused', 'PUT', '/backend/x', 'https://evil.example', true],
    ['a PATCH from another site is refused', 'PATCH', '/backend/x', 'https://evil.example', true],
    ['a DELETE from another site is refused', 'DELETE', '/backend/x', 'https://evil.example', true],
    ['another scheme of the same host is another site', 'POST', '/backend/x', 'http://seller.example.com', true],
    ['another port is another site', 'POST', '/backend/x', 'https://seller.example.com:8443', true],
    ['a POST from the own origin passes', 'POST', '/backend/x', own, false],
    ['the Origin is compared without regard to case', 'POST', '/backend/x', 'HTTPS://Seller.Example.com', false],
    ['a POST without Origin passes (native apps, curl)', 'POST', '/backend/x', undefined, false],
    ['a GET from another site passes (reads change nothing)', 'GET', '/backend/x', 'https://evil.example', false],
    ['a POST outside /backend is not checked', 'POST', '/elsewhere', 'https://evil.example', false],
    ['a path that only starts like backend is not /backend', 'POST', '/backendish', 'https://evil.example', false],
    ['the configured public origin passes (behind a TLS proxy the request itself looks like http)', 'POST', '/backend/x', 'https://portal.example', false],
  ])('%s', (_, method, path, origin, refused) => {
    expect(isForeignOriginMutation({ method, path, origin, ownOrigins: [own, 'https://portal.example'] })).toBe(refused);
  });

  it.each([
    ['a WebSocket handshake from another site is refused (cross-site WebSocket hijacking)', 'https://evil.example', true],
    ['a WebSocket handshake from the own origin passes', own, false],
    ['a WebSocket handshake without Origin passes (native clients)', undefined, false],
  ])('%s', (_, origin, refused) => {
    expect(isForeignOriginMutation({ method: 'GET', path: '/backend/realtime', origin, ownOrigins: [own], upgrade: true })).toBe(refused);
  });

  it.each([
    ['https', 'seller.example.com', 'https://seller.example.com'],
    ['https', 'seller.example.com:443', 'https://seller.example.com'],
    ['http', '127.0.0.1:80', 'http://127.0.0.1'],
    ['http', '127.0.0.1:4200', 'http://127.0.0.1:4200'],
    ['http', 'Localhost:4200', 'http://localhost:4200'],
  ])('the own origin of %s://%s is %s', (protocol, host, origin) => {
    expect(originOf(protocol, host)).toBe(origin);
  });

  it.each([
    ['a link or <img> on another site (Sec-Fetch-Site cross-site) is refused', 'cross-site', undefined, undefined, true],
    ['a sibling subdomain (same-site) is another origin and refused', 'same-site', undefined, undefined, true],
    ["the page's own fetch (same-origin) passes", 'same-origin', undefined, `${own}/dashboard`, false],
    ['an address the person typed (none) passes', 'none', undefined, undefined, false],
    ['fetch metadata is compared without regard to case', 'Cross-Site', undefined, undefined, true],
    ['without fetch metadata, a foreign Origin is refused', undefined, 'https://evil.example', undefined, true],
    ['without fetch metadata, the origin null (a sandboxed frame) is refused', undefined, 'null', undefined, true],
    ['without fetch metadata, a foreign Referer is refused', undefined, undefined, 'https://evil.example/page', true],
    ['a Referer that is no http(s) address is refused', undefined, undefined, 'about:blank', true],
    ['a Referer of another port of our host is refused', undefined, undefined, 'https://seller.example.com:8443/x', true],
    ['a foreign Referer is refused even beside a forged same-origin claim', 'same-origin', undefined, 'https://evil.example/', true],
    ['our own Referer passes', undefined, undefined, `${own}/order-list?x=1`, false],
    ['the configured public origin passes', undefined, 'https://portal.example', 'https://portal.example/', false],
    ['a request naming no site at all (curl, native apps) passes', undefined, undefined, undefined, false],
    ['an empty Referer is no Referer', undefined, undefined, '', false],
  ])('a state-changing GET: %s', (_, fetchSite, origin, referer, refused) => {
    expect(isCrossSiteRequest({ fetchSite, origin, referer, ownOrigins: [own, 'https://portal.example'] })).toBe(refused);
  });
});
