import { describe, expect, it } from 'vitest';
import { containsUnsafeText, isUnsafeText } from './unsafe-text';

describe('text no column can hold', () => {
  it.each<[string, string, boolean]>([
    ['plain text', 'seller@demo.test', false],
    ['Indonesian and emoji (a surrogate pair)', 'Toko Makmur 🛒', false],
    ['a NUL', 'seller\u0000@demo.test', true],
    ['a lone high surrogate', 'abc\ud800', true],
    ['a lone high surrogate before a letter', '\ud800x', true],
    ['a lone low surrogate', '\udc00abc', true],
    ['a pair written backwards', '\udc00\ud800', true],
    ['an empty string', '', false],
  ])('%s', (_name, text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
  });

  it.each<[string, unknown, boolean]>([
    ['a flat body', { username: 'a', password: 'b' }, false],
    ['a nested string', { a: { b: ['x', 'y\u0000'] } }, true],
    ['an object key', { ['k\ud800']: 1 }, true],
    ['numbers and booleans', { n: 1, b: true, z: null }, false],
    ['a query object', { to: 'x\udc00' }, true],
  ])('%s', (_name, value, unsafe) => {
    expect(containsUnsafeText(value)).toBe(unsafe);
  });
});
