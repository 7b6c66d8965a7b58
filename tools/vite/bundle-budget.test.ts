import { describe, expect, it } from 'vitest';
import { chunksHolding, chunksLoadedBy, ownChunks } from './bundle-budget';

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

describe('an app of several pages', () => {
  const chunks = new Map([
    ['index.js', chunk(['shared.js'], true)],
    ['demo.js', chunk(['shared.js', 'demo-texts.js'], true)],
    ['shared.js', chunk([])],
    ['demo-texts.js', chunk([])],
  ]);

  it('counts only the given entry, not the other pages’ entries', () => {
    expect([...chunksLoadedBy(chunks, ['index.js'], ['index.js'])].sort()).toEqual(['index.js', 'shared.js']);
    expect([...chunksLoadedBy(chunks, ['index.js'])].sort()).toEqual(['demo-texts.js', 'demo.js', 'index.js', 'shared.js']);
  });
});

describe("a page's own chunks", () => {
  const chunks = new Map([
    ['entry.js', chunk(['react.js'], true)],
    ['react.js', chunk([])],
    ['shell.js', { ...chunk(['react.js', 'ui.js']), facadeModuleId: '/src/shell.tsx' }],
    ['ui.js', chunk([])],
    ['chat.js', { ...chunk(['ui.js', 'list.js']), moduleIds: ['/src/chat/routes.tsx', '/src/chat/Page.tsx'] }],
    ['list.js', chunk([])],
  ]);

  it('finds the chunks holding a module, as their facade or inside', () => {
    expect(chunksHolding(chunks, ['/src/shell.tsx', '/src/chat/Page.tsx'])).toEqual(['shell.js', 'chat.js']);
  });

  it('leaves out what the entry and the shell loaded before', () => {
    const loaded = chunksLoadedBy(chunks, chunksHolding(chunks, ['/src/chat/Page.tsx']));
    const before = chunksLoadedBy(chunks, chunksHolding(chunks, ['/src/shell.tsx']));
    expect([...ownChunks(loaded, before)].sort()).toEqual(['chat.js', 'list.js']);
  });
});
