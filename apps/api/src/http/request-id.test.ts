import { describe, expect, it } from 'vitest';
import { pickRequestId, trustedProxyCheck } from './request-id';

const generate = () => 'generated';

describe('request id', () => {
  it.each([
    ['echoes a timestamp sent by the client (§7)', '/backend/main/session?requestId=1732181234567', '1732181234567'],
    ['finds it among the standard query values', '/x?storeId=10001&channelId=Web&clientId=partners-main-ui&requestId=abc-1', 'abc-1'],
    ['generates one without a query', '/backend/main/session', 'generated'],
    ['generates one for an empty value', '/x?requestId=', 'generated'],
    ['generates one for a value with a line break', '/x?requestId=a%0Ab', 'generated'],
    ['generates one for an over-long value', `/x?requestId=${'a'.repeat(129)}`, 'generated'],
  ])('%s', (_, url, id) => {
    expect(pickRequestId({ url }, generate)).toBe(id);
  });

  it.each([
    ["takes a trusted proxy's X-Request-Id", { url: '/x', header: 'nginx-7f3a', fromTrustedProxy: true }, 'nginx-7f3a'],
    ['ignores it from any other client', { url: '/x', header: 'forged', fromTrustedProxy: false }, 'generated'],
    ["prefers the §7 client's own requestId", { url: '/x?requestId=17', header: 'nginx-7f3a', fromTrustedProxy: true }, '17'],
    ['ignores a header with a line break', { url: '/x', header: 'a\nb', fromTrustedProxy: true }, 'generated'],
    ['ignores a header sent twice', { url: '/x', header: ['a', 'b'], fromTrustedProxy: true }, 'generated'],
  ])('%s', (_, sources, id) => {
    expect(pickRequestId(sources, generate)).toBe(id);
  });
});

describe('trusted proxy check', () => {
  it.each([
    ['nothing when TRUST_PROXY is false', false, '127.0.0.1', false],
    ['everything when it is true', true, '203.0.113.9', true],
    ['a named address', '127.0.0.1', '127.0.0.1', true],
    ['…and no other', '127.0.0.1', '127.0.0.2', false],
    ['an IPv4 peer of a dual-stack socket', '127.0.0.1', '::ffff:127.0.0.1', true],
    ['a subnet', '10.0.0.0/8, 192.168.1.1', '10.20.30.40', true],
    ['loopback by name, IPv6 too', 'loopback', '::1', true],
    ['uniquelocal by name', 'uniquelocal', '172.20.1.1', true],
    ['no address', '127.0.0.1', undefined, false],
  ])('trusts %s', (_, trustProxy, address, trusted) => {
    expect(trustedProxyCheck(trustProxy)(address)).toBe(trusted);
  });
});
