import { describe, expect, it } from 'vitest';
import en from './en.json';
import id from './id.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('shell texts exist in Indonesian and English', () => {
  it('both languages have the same keys', () => {
    expect(keys(id).sort()).toEqual(keys(en).sort());
  });

  it.each(keys(en))('%s is not blank in either language', (key) => {
    const read = (tree: unknown) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    expect(String(read(en)).trim()).not.toBe('');
    expect(String(read(id)).trim()).not.toBe('');
  });
});
