import { describe, expect, it } from 'vitest';
import { cookieAssignment, readCookie } from './cookies';

describe('readCookie', () => {
  it('decodes the value', () => {
    expect(readCookie('x', 'y=1; x=a%20b')).toBe('a b');
  });
  it('answers null for a missing cookie', () => {
    expect(readCookie('x', 'y=1')).toBeNull();
  });
  it('keeps a value that is not URI-encoded as it is', () => {
    expect(readCookie('x', 'x=100%')).toBe('100%');
  });
});

describe('cookieAssignment', () => {
  it('writes a site-wide cookie of so many days', () => {
    expect(cookieAssignment('Partners-Language', 'en', 365)).toBe('Partners-Language=en; path=/; max-age=31536000; SameSite=Lax');
  });
  it('encodes the value', () => {
    expect(cookieAssignment('x', 'a b', 1)).toBe('x=a%20b; path=/; max-age=86400; SameSite=Lax');
  });
});
