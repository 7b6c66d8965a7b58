import { describe, expect, it } from 'vitest';
import { errorCodeOf } from './error';

describe('error page codes (§2.1: /error children 500, 503, 403, 404, 408; an empty child shows 404)', () => {
  it.each([
    ['/error', 404],
    ['/error/', 404],
    ['/error/500', 500],
    ['/error/503', 503],
    ['/error/403', 403],
    ['/error/404', 404],
    ['/error/408', 408],
    ['/404', 404],
  ])('%s → %i', (path, code) => {
    expect(errorCodeOf(path)).toBe(code);
  });
});
