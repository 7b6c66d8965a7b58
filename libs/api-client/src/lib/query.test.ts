import { describe, expect, it } from 'vitest';
import { buildQuery, buildUrl, type QueryParams } from './query';

describe('buildQuery (§5: empty, null and empty-array values are dropped)', () => {
  const rows: { name: string; params: QueryParams; expected: string }[] = [
    { name: 'keeps strings, numbers and booleans', params: { a: 'x', b: 2, c: false }, expected: 'a=x&b=2&c=false' },
    { name: 'drops an empty string', params: { a: '', b: 'y' }, expected: 'b=y' },
    { name: 'drops null', params: { a: null, b: 'y' }, expected: 'b=y' },
    { name: 'drops undefined', params: { a: undefined, b: 'y' }, expected: 'b=y' },
    { name: 'drops an empty array', params: { a: [], b: 'y' }, expected: 'b=y' },
    { name: 'repeats the key for an array', params: { a: ['1', 2] }, expected: 'a=1&a=2' },
    { name: 'drops empty items of an array', params: { a: ['', null, 'x', undefined] }, expected: 'a=x' },
    { name: 'drops an array that holds only empty items', params: { a: [null, ''] }, expected: '' },
    { name: 'keeps zero', params: { page: 0 }, expected: 'page=0' },
    { name: 'encodes reserved characters', params: { q: 'a&b=c d' }, expected: 'q=a%26b%3Dc+d' },
  ];
  it.each(rows)('$name', ({ params, expected }) => {
    expect(buildQuery(params).toString()).toBe(expected);
  });
});

describe('buildUrl', () => {
  const rows = [
    { name: 'same origin path with a query', base: '', path: '/backend/x', params: { a: '1' }, expected: '/backend/x?a=1' },
    { name: 'no query left', base: '', path: '/backend/x', params: { a: '' }, expected: '/backend/x' },
    { name: 'base URL with a trailing slash', base: 'http://h/', path: '/backend/x', params: {}, expected: 'http://h/backend/x' },
    { name: 'path that already has a query', base: '', path: '/backend/x?k=v', params: { a: '1' }, expected: '/backend/x?k=v&a=1' },
  ];
  it.each(rows)('$name', ({ base, path, params, expected }) => {
    expect(buildUrl(base, path, params)).toBe(expected);
  });
});
