import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

/** Every source file of the server (tests excluded), as a path relative to src/. */
function sourceFiles(folder: string = src): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(src, path)] : [];
  });
}

const files = sourceFiles();
const known = new Set(files);

/** The files of src/ a file imports (import, export … from, import()), through the TypeScript compiler's own reading. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(src, file), 'utf8'), true, true);
  return (
    importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(src, resolve(src, dirname(file), specifier)))
      // Outside src/ (the package's own package.json, its version) is no layer of the server.
      .filter((base) => !base.startsWith('..'))
      .map((base) => [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => known.has(candidate)) ?? base)
  );
}

const graph = new Map(files.map((file) => [file, importsOf(file)]));

/**
 * Where a file sits. The lower layers (db/, http/, config/, i18n/, runtime.ts) serve every module; a module is a folder of
 * modules/; `framework` is what modules are built with (modules/server-module.ts); `composition` is the rest of
 * src/ (the module list, the app, the server), which gathers the modules.
 */
function layerOf(file: string): { kind: 'lower' | 'module' | 'framework' | 'composition'; name: string } {
  const [top, second] = file.split('/');
  // runtime.ts: the injected clock and randomness.
  if (['db', 'http', 'config', 'i18n', 'runtime.ts'].includes(top)) return { kind: 'lower', name: top };
  if (top === 'modules' && file === 'modules/server-module.ts') return { kind: 'framework', name: 'server-module' };
  if (top === 'modules' && file.split('/').length > 2) return { kind: 'module', name: second };
  return { kind: 'composition', name: file };
}

describe('the server layers point one way', () => {
  it('db/, http/, config/ and i18n/ import no module and nothing of the composition', () => {
    const upward = [...graph].flatMap(([file, imports]) =>
      layerOf(file).kind === 'lower' ? imports.filter((target) => layerOf(target).kind !== 'lower').map((target) => `${file} → ${target}`) : [],
    );
    expect(upward, 'a lower layer is given what it needs by its caller (a parameter, a registry) instead').toEqual([]);
  });

  it('modules and the module framework import nothing of the composition (the module list, app-settings, the app)', () => {
    const upward = [...graph].flatMap(([file, imports]) =>
      ['module', 'framework'].includes(layerOf(file).kind)
        ? imports.filter((target) => layerOf(target).kind === 'composition').map((target) => `${file} → ${target}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it("the production server reads none of the test server's decorations (test/support/test-server.ts declares them for every file)", () => {
    const readers = files.filter((file) =>
      /\b(app|server\.app)\.(accounts|realtime|jobs|jobRunner|notifications)\b/.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(readers, 'a service reaches the server through composeApp, not as a decoration of the app').toEqual([]);
  });

  it('no two modules import each other, directly or around a loop', () => {
    // Module → module edges, each with one file import that makes it, for the message.
    const edges = new Map<string, Map<string, string>>();
    for (const [file, imports] of graph) {
      const from = layerOf(file);
      if (from.kind !== 'module') continue;
      for (const target of imports) {
        const to = layerOf(target);
        if (to.kind !== 'module' || to.name === from.name) continue;
        const out = edges.get(from.name) ?? new Map<string, string>();
        if (!out.has(to.name)) out.set(to.name, `${file} → ${target}`);
        edges.set(from.name, out);
      }
    }
    expect(cyclesOf(edges)).toEqual([]);
  });
});

/** Every loop of the module graph (one per strongly connected component), spelled with the import making each step. */
function cyclesOf(edges: Map<string, Map<string, string>>): string[] {
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => {
    const members = new Set(component);
    const steps = component.flatMap((from) => [...(edges.get(from) ?? [])].filter(([to]) => members.has(to)).map(([, via]) => via));
    return `${[...component].sort().join(' ↔ ')}: ${steps.sort().join('; ')}`;
  });
}
