import { describe, expect, it } from 'vitest';
import { isForeignOriginMutation, originOf } from './csrf';

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
});
