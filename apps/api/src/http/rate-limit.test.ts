import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './rate-limit';

describe('the address a rate limit counts', () => {
  it.each([
    ['IPv4 as it is', '203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6 as its IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['IPv6 by its /64', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['another address of the same /64 alike', '2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['a shortened IPv6 address', '2001:db8::1', '2001:db8:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
  ])('%s', (_, ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});
