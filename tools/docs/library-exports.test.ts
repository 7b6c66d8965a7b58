import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Every source file of the workspace that git knows (tracked or new), without build outputs. */
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'libs', 'e2e', 'tools'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs)$|__tmpl__$/.test(file) && !file.includes('/dist/') && existsSync(resolve(root, file)));

const nameOf = (specifier: string) =>
  specifier
    .trim()
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)
    .pop()
    ?.trim() ?? '';

/** The names each library's `index.ts` exports, with whether each is a type. */
function exportsOf(library: string): { name: string; type: boolean }[] {
  const index = readFileSync(resolve(root, 'libs', library, 'src/index.ts'), 'utf8');
  return [...index.matchAll(/export (type )?\{([^}]*)\}/g)].flatMap(([, typeOnly, body]) =>
    body
      .split(',')
      .filter((specifier) => specifier.trim())
      .map((specifier) => ({ name: nameOf(specifier), type: Boolean(typeOnly) || /^\s*type\s/.test(specifier) })),
  );
}

/** Per library, the names other projects import (or re-export) from it. */
const importedFrom = new Map<string, Set<string>>();
for (const file of sources) {
  const text = readFileSync(resolve(root, file), 'utf8');
  for (const [, body, library] of text.matchAll(/(?:import|export) (?:type )?\{([^}]*)\} from '@seller-portal\/([a-z0-9-]+)(?:\/[a-z]+)?'/g)) {
    if (file.startsWith(`libs/${library}/`)) continue;
    const names = importedFrom.get(library) ?? new Set<string>();
    for (const specifier of body.split(','))
      if (specifier.trim())
        names.add(
          specifier
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
        );
    importedFrom.set(library, names);
  }
}

const libraries = readdirSync(resolve(root, 'libs')).filter(
  (library) => existsSync(resolve(root, 'libs', library, 'src/index.ts')) && existsSync(resolve(root, 'libs', library, 'README.md')),
);

describe('a library exports what other projects use or its README documents', () => {
  it.each(libraries)('%s', (library) => {
    const readme = readFileSync(resolve(root, 'libs', library, 'README.md'), 'utf8');
    // Types describe the exported functions and components; a value nobody imports and nobody documents stays inside.
    const unused = exportsOf(library)
      .filter(({ name, type }) => !type && !importedFrom.get(library)?.has(name) && !new RegExp(`\x60[^\x60\\n]*\\b${name}\\b`).test(readme))
      .map(({ name }) => name);
    expect(unused).toEqual([]);
  });
});
