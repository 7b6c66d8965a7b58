import { describe, expect, it } from 'vitest';
import { chunksLoadedBy } from './bundle-budget';

const chunk = (imports: string[], isEntry = false) => ({ code: '', imports, isEntry, facadeModuleId: null, moduleIds: [] });

describe('chunksLoadedBy', () => {
  const chunks = new Map([
    ['entry.js', chunk(['react.js'], true)],
    ['react.js', chunk([])],
    ['sign-in.js', chunk(['button.js', 'react.js'])],
    ['button.js', chunk(['spinner.js'])],
    ['spinner.js', chunk([])],
    ['dashboard.js', chunk(['card.js'])],
    ['card.js', chunk([])],
  ]);

  it('follows static imports from the entry and the route, and nothing else', () => {
    expect([...chunksLoadedBy(chunks, ['sign-in.js'])].sort()).toEqual(['button.js', 'entry.js', 'react.js', 'sign-in.js', 'spinner.js']);
  });

  it('ignores names that are not chunks', () => {
    expect([...chunksLoadedBy(chunks, ['missing.js'])].sort()).toEqual(['entry.js', 'react.js']);
  });
});
