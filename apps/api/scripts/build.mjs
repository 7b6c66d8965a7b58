// Bundles the server into dist/main.mjs, and the workbook reader's worker thread into dist/xlsx-worker.mjs beside it
// (the server starts it by that name): our sources and @seller-portal/* libraries (through the tsconfig paths) are
// bundled, every npm package stays an import resolved from node_modules at run time.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const appRoot = resolve(import.meta.dirname, '..');
const dist = resolve(appRoot, 'dist');
rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: { main: resolve(appRoot, 'src/main.ts'), 'xlsx-worker': resolve(appRoot, 'src/modules/products/xlsx-worker.ts') },
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: resolve(appRoot, 'tsconfig.json'),
  sourcemap: true,
  legalComments: 'none',
  // Bundled CommonJS helpers may call require(); ESM output has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});

// Migrations run at start-up from the folder beside the bundle.
cpSync(resolve(appRoot, 'drizzle'), resolve(dist, 'drizzle'), { recursive: true });
console.log('api built into apps/api/dist (main.mjs, xlsx-worker.mjs + drizzle/)');
