// Builds one publishable library into libs/<name>/dist: ESM bundle of its own sources (other
// packages stay imports), CSS and JSON inlined, plus .d.ts declarations.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';

const name = process.argv[2];
if (!name) throw new Error('usage: build-lib.mjs <library>');
const root = resolve(import.meta.dirname, '../..');
const libRoot = resolve(root, 'libs', name);
const pkg = JSON.parse(readFileSync(resolve(libRoot, 'package.json'), 'utf8'));
rmSync(resolve(libRoot, 'dist'), { recursive: true, force: true });

// `index` and every further entry point the package exports (`./forms` → `src/forms.ts`), each its own file; `./*`
// exports every folder of `src` with an `index.ts` (contracts' domains: `./orders` → `src/orders/index.ts`, and its
// root entry `src/all/index.ts`).
const entryPoints = existsSync(resolve(libRoot, 'src/index.ts')) ? { index: resolve(libRoot, 'src/index.ts') } : {};
for (const key of Object.keys(pkg.exports ?? {})) {
  if (key === './*') {
    for (const entry of readdirSync(resolve(libRoot, 'src'), { withFileTypes: true })) {
      if (entry.isDirectory() && existsSync(resolve(libRoot, 'src', entry.name, 'index.ts')))
        entryPoints[entry.name] = resolve(libRoot, 'src', entry.name, 'index.ts');
    }
  } else if (key !== '.' && key !== './package.json') entryPoints[key.slice(2)] = resolve(libRoot, `src/${key.slice(2)}.ts`);
}

await build({
  root: libRoot,
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: { entry: entryPoints, formats: ['es'], fileName: (_format, entry) => `${entry}.js`, cssFileName: 'style' },
    rollupOptions: {
      // Everything that is not this library's own source is a dependency of the published package.
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    },
  },
});

const basePaths = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths).map(([path, targets]) => [
    path,
    targets.map((target) => resolve(root, target)),
  ]),
);
const tsconfig = resolve(libRoot, 'tsconfig.lib.json');
writeFileSync(
  tsconfig,
  JSON.stringify({
    extends: './tsconfig.json',
    compilerOptions: {
      noEmit: false,
      emitDeclarationOnly: true,
      declaration: true,
      declarationMap: false,
      outDir: 'dist',
      rootDir: 'src',
      // A package's entry points import each other by their published names (contracts' domains import
      // `@seller-portal/contracts/core`): those stay imports, typed from the sources.
      paths: Object.fromEntries(Object.entries(basePaths).filter(([path]) => path === pkg.name || path.startsWith(`${pkg.name}/`))),
      types: ['node', 'vite/client'],
    },
    include: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.json'],
    // Tests, stories and test helpers are not part of the published package.
    exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.stories.tsx', 'src/testing/**'],
  }),
);
// Declarations only: the typecheck (`nx run <lib>:typecheck`, `npm test`'s typecheck step) checks these sources;
// checking them again here took a third of each library's build.
try {
  execFileSync(resolve(root, 'node_modules/.bin/tsc'), ['-p', tsconfig, '--noCheck'], { stdio: 'inherit', cwd: root });
} finally {
  rmSync(tsconfig);
}
if (!existsSync(resolve(libRoot, pkg.types))) throw new Error(`${name}: no declarations written`);
console.log(`${pkg.name}@${pkg.version} built into libs/${name}/dist`);
