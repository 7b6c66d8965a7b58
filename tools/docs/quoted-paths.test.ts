import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The documents that describe the workspace and must not point at files that are gone. */
const documents = ['README.md', 'docs/architecture.md', 'apps/api/README.md'];

/** Top-level folders of the workspace: a quoted path starting with one of them names a file or folder here. */
const workspaceRoots = ['apps/', 'libs/', 'tools/', 'e2e/', 'docs/', '.ci/'];

/**
 * Paths quoted in code spans (`libs/ui/src/...`), without globs or placeholders: `<area>`, `*`, `…` and `{...}`
 * describe a shape, not one file; build outputs (`dist/`) exist only after a build. A trailing `:line` or `#anchor`
 * is dropped.
 */
function quotedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, span] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const candidate = span
      .trim()
      .split(/\s+/)[0]
      .replace(/[:#].*$/, '')
      .replace(/[.,;]$/, '');
    if (!workspaceRoots.some((prefix) => candidate.startsWith(prefix))) continue;
    if (/[<>*…{}$]/.test(candidate) || /(^|\/)dist(\/|$)/.test(candidate)) continue;
    paths.add(candidate);
  }
  return [...paths];
}

describe('paths quoted in the documentation exist', () => {
  it('finds quoted paths and skips shapes', () => {
    expect(
      quotedPaths('see `libs/ui/src/index.ts`, `apps/api/src/modules/<area>/` and `libs/*/README.md`, `tools/x.ts:12`, `apps/api/dist/main.mjs`.'),
    ).toEqual(['libs/ui/src/index.ts', 'tools/x.ts']);
  });

  it.each(documents)('%s', (document) => {
    const missing = quotedPaths(readFileSync(resolve(root, document), 'utf8')).filter((path) => !existsSync(resolve(root, path)));
    expect(missing).toEqual([]);
  });
});
