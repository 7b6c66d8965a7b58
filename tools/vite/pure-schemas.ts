import { resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { workspaceRoot } from './workspace-aliases.ts';

const contractsSource = resolve(workspaceRoot, 'libs/contracts/src') + '/';

/**
 * Rewrites top-level `const x = z.…` declarations as `/* @__PURE__ *\/ (() => z.…)()` so a schema
 * nobody imports is dropped from a browser bundle. Without it, zod's builder calls look like side
 * effects and every module that defines a schema drags all of zod (~25 KB gzip) into the first load.
 */
/** `z.…`, or a call chain on another schema (`pageQuerySchema.extend(…)`, `pageSchema(item)`). */
function buildsSchema(init: ts.Expression): boolean {
  if (!ts.isCallExpression(init) && !ts.isPropertyAccessExpression(init)) return false;
  let root: ts.Expression = init;
  while (ts.isCallExpression(root) || ts.isPropertyAccessExpression(root)) root = root.expression;
  return ts.isIdentifier(root) && (root.text === 'z' || /Schema$/.test(root.text));
}

export function markSchemasPure(source: string, fileName = 'schemas.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && buildsSchema(init)) edits.push({ start: init.getStart(file), end: init.getEnd() });
    }
  }
  let result = source;
  // From the end backwards so earlier offsets stay valid.
  for (const { start, end } of edits.reverse()) {
    result = `${result.slice(0, start)}/* @__PURE__ */ (() => ${result.slice(start, end)})()${result.slice(end)}`;
  }
  return result;
}

export interface PureSchemasOptions {
  /** Files whose schema declarations are rewritten; the sources of `@seller-portal/contracts` by default. */
  include?: (id: string) => boolean;
}

/** Vite plugin applying {@link markSchemasPure} to the given files before TypeScript is stripped. */
export function pureSchemas(options: PureSchemasOptions = {}): Plugin {
  const include = options.include ?? ((id: string) => id.startsWith(contractsSource));
  return {
    name: 'seller-portal:pure-schemas',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const path = id.split('?')[0];
      if (!path.endsWith('.ts') || !include(path) || !code.includes('z.')) return null;
      const marked = markSchemasPure(code, path);
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
