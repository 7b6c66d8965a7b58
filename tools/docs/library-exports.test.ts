import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Every source file of the workspace that git knows (tracked or new), without build outputs. */
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'libs', 'e2e', 'tools'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs)$|__tmpl__$/.test(file) && !file.includes('/dist/') && existsSync(resolve(root, file)));

/** Each library's entry points: `index.ts`, and for contracts one per domain (`@seller-portal/contracts/orders`). */
function entryPointsOf(library: string): { entry: string; file: string }[] {
  if (library !== 'contracts') return [{ entry: library, file: resolve(root, 'libs', library, 'src/index.ts') }];
  const src = resolve(root, 'libs/contracts/src');
  return (
    readdirSync(src, { withFileTypes: true })
      // `all` is the root entry, the domains' sum: each name is weighed in its own domain.
      .filter((dirent) => dirent.isDirectory() && dirent.name !== 'all' && existsSync(resolve(src, dirent.name, 'index.ts')))
      .map((dirent) => ({ entry: `contracts/${dirent.name}`, file: resolve(src, dirent.name, 'index.ts') }))
  );
}

/**
 * A contracts schema its own file names only under `typeof` (`type Order = z.infer<typeof orderSchema>`): the
 * material of an exported type, public with it.
 */
function onlyTypeMaterial(symbol: ts.Symbol): boolean {
  const declaration = symbol.declarations?.[0];
  if (!declaration) return false;
  const text = declaration.getSourceFile().text;
  const mentions = text.match(new RegExp(`\\b${symbol.name}\\b`, 'g'))?.length ?? 0;
  const asType = text.match(new RegExp(`typeof ${symbol.name}\\b`, 'g'))?.length ?? 0;
  return asType > 0 && mentions === asType + 1;
}

/**
 * The names an entry point exports, with whether each is only a type: read by the compiler, so `export *` is seen
 * through (contracts' domains re-export their files whole).
 */
function exportsOf(file: string): { name: string; type: boolean }[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) return [];
  return checker.getExportsOfModule(symbol).map((exported) => {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    return { name: exported.name, type: !(target.flags & ts.SymbolFlags.Value) || onlyTypeMaterial(target) };
  });
}

const libraries = readdirSync(resolve(root, 'libs')).filter(
  (library) => entryPointsOf(library).some(({ file }) => existsSync(file)) && existsSync(resolve(root, 'libs', library, 'README.md')),
);
const entryPoints = libraries.flatMap((library) => entryPointsOf(library).map((entryPoint) => ({ library, ...entryPoint })));
// One program for every entry point, resolving the workspace's paths (a type re-exported from another library is
// still a type); only what each exports is read, so no standard library and no checking.
const { paths } = (JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: ts.MapLike<string[]> } })
  .compilerOptions;
const program = ts.createProgram(
  entryPoints.map(({ file }) => file),
  {
    noEmit: true,
    noLib: true,
    types: [],
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    baseUrl: root,
    paths,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
  },
);

/** Per entry point, the names other projects import (or re-export) from it. */
const importedFrom = new Map<string, Set<string>>();
for (const file of sources) {
  const text = readFileSync(resolve(root, file), 'utf8');
  for (const [, body, library, subpath] of text.matchAll(/(?:import|export) (?:type )?\{([^}]*)\} from '@seller-portal\/([a-z0-9-]+)(?:\/([a-z-]+))?'/g)) {
    // contracts' domains are entry points of their own, which other domains use too.
    const entry = library === 'contracts' && subpath ? `contracts/${subpath}` : library;
    if (file.startsWith(`libs/${library}/`) && library !== 'contracts') continue;
    const names = importedFrom.get(entry) ?? new Set<string>();
    for (const specifier of body.split(','))
      if (specifier.trim())
        names.add(
          specifier
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
        );
    importedFrom.set(entry, names);
  }
  // A contracts domain's files share names through relative imports: exported from the file, public with the domain.
  const domain = /^libs\/contracts\/src\/([^/]+)\//.exec(file)?.[1];
  if (!domain) continue;
  for (const [, body] of text.matchAll(/(?:import|export) (?:type )?\{([^}]*)\} from '\.\/[^']+'/g)) {
    const names = importedFrom.get(`contracts/${domain}`) ?? new Set<string>();
    for (const specifier of body.split(','))
      if (specifier.trim())
        names.add(
          specifier
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
        );
    importedFrom.set(`contracts/${domain}`, names);
  }
}

describe('a library exports what other projects use or its README documents', () => {
  it.each(entryPoints.map(({ library, entry, file }) => [entry, library, file]))('%s', (entry, library, file) => {
    const readme = readFileSync(resolve(root, 'libs', library, 'README.md'), 'utf8');
    // Types describe the exported functions and components; a value nobody imports and nobody documents stays inside.
    const unused = exportsOf(file)
      .filter(({ name, type }) => !type && !importedFrom.get(entry)?.has(name) && !new RegExp(`\x60[^\x60\\n]*\\b${name}\\b`).test(readme))
      .map(({ name }) => name);
    expect(unused).toEqual([]);
  });
});
