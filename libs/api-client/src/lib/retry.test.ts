import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetryQuery } from './retry';

const failure = (httpStatus: number) => new ApiError({ httpStatus, errorCode: httpStatus === 0 ? 'NETWORK' : `HTTP_${httpStatus}` });

describe('shouldRetryQuery', () => {
  const rows = [
    { name: 'a lost connection, first failure', count: 0, error: failure(0), retry: true },
    { name: 'a 503, second failure', count: 1, error: failure(503), retry: true },
    { name: 'a 500 after two retries', count: 2, error: failure(500), retry: false },
    { name: 'too many requests', count: 0, error: failure(429), retry: true },
    { name: 'not signed in', count: 0, error: failure(401), retry: false },
    { name: 'no access', count: 0, error: failure(403), retry: false },
    { name: 'an invalid request', count: 0, error: failure(400), retry: false },
    { name: 'a programming error', count: 0, error: new TypeError('x'), retry: false },
  ];
  it.each(rows)('$name', ({ count, error, retry }) => {
    expect(shouldRetryQuery(count, error)).toBe(retry);
  });
});
