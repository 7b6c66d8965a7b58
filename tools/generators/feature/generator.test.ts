import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const featureGenerator = require('./generator.cjs') as (tree: unknown, options: Record<string, unknown>) => Promise<() => void>;
const root = resolve(import.meta.dirname, '../../..');
const lists = { portal: 'apps/seller-portal/src/app/features.ts', console: 'apps/internal-console/src/app/features.ts' };

/** A tree holding the files the generator edits, as they are in the repository. */
function workspaceTree() {
  const tree = createTreeWithEmptyWorkspace();
  // The repository formats with Prettier; the empty workspace comes with another formatter's settings.
  tree.delete('.oxfmtrc.json');
  for (const file of [
    'tsconfig.base.json',
    '.prettierrc.json',
    lists.portal,
    lists.console,
    'libs/contracts/src/index.ts',
    'libs/contracts/src/vocabulary.ts',
    'libs/i18n/src/i18n/id.json',
    'libs/i18n/src/i18n/en.json',
  ]) {
    if (existsSync(resolve(root, file))) tree.write(file, readFileSync(resolve(root, file), 'utf8'));
  }
  return tree;
}

/** The syntax errors TypeScript finds in a file. */
function syntaxErrors(file: string, text: string): string[] {
  const output = ts.transpileModule(text, { fileName: file, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX } });
  return (output.diagnostics ?? []).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** The manifests an app's list holds, in its order. */
const listed = (text: string) => [...text.matchAll(/^\s*(\w+Manifest),?$/gm)].map(([, name]) => name);

describe('the feature generator, on the repository’s files', () => {
  it('declares the feature in contracts and adds it to both apps’ lists in name order, through the syntax tree', async () => {
    const tree = workspaceTree();
    // The console's list as Prettier folds it onto one line: the generator must not depend on the layout.
    const folded = (tree.read(lists.console, 'utf-8') ?? '').replace(/\[\s*([^\]]*?),?\s*\];/s, (_, body: string) => `[${body.split(/,\s*/).join(', ')}];`);
    tree.write(lists.console, folded);
    await featureGenerator(tree, { name: 'trial-feature', prefix: '/trial', apps: 'portal,console', mode: 'INTERNAL', code: 'INTERNAL_TRIAL' });
    await featureGenerator(tree, { name: 'announcements-archive', apps: 'console', mode: 'INTERNAL' });
    for (const list of Object.values(lists)) {
      const text = tree.read(list, 'utf-8') ?? '';
      expect(syntaxErrors(list, text), list).toEqual([]);
      expect(text).toMatch(/import \{ trialFeatureManifest \} from ['"]@seller-portal\/trial-feature['"];/);
      expect(text).not.toContain('generated features');
      expect(listed(text)).toEqual([...listed(text)].sort());
    }
    expect(listed(tree.read(lists.console, 'utf-8') ?? '')).toContain('announcementsArchiveManifest');
    expect(listed(tree.read(lists.portal, 'utf-8') ?? '')).not.toContain('announcementsArchiveManifest');
    const declaration = tree.read('libs/contracts/src/trial-feature.ts', 'utf-8') ?? '';
    // Quotes and widths are Prettier's; this tree is in memory, without the repository's settings.
    expect(declaration).toContain('export const trialFeatureFeature = /* @__PURE__ */ declareFeature({');
    expect(declaration).toMatch(/access: \{ mode: ['"]INTERNAL['"], codes: \[['"]INTERNAL_TRIAL['"]\] \}/);
    expect(tree.read('libs/contracts/src/index.ts', 'utf-8')).toMatch(/export \* from ['"]\.\/trial-feature['"];/);
    expect(tree.read('libs/contracts/src/vocabulary.ts', 'utf-8')).toMatch(/['"]INTERNAL_MOBILE-CONFIG_UPDATE['"],\n {2}['"]INTERNAL_TRIAL['"],\n/);
    for (const language of ['id', 'en']) {
      expect(JSON.parse(tree.read(`libs/i18n/src/i18n/${language}.json`, 'utf-8') ?? '{}').common.menu.trialFeature).toBe('Trial feature');
    }
    const manifest = tree.read('libs/trial-feature/src/manifest.ts', 'utf-8') ?? '';
    expect(manifest).toContain('defineFeatureManifest(trialFeatureFeature, {');
    expect(manifest).not.toMatch(/mode|permission|shortcuts|i18nNamespace/);
    for (const file of [
      'e2e/seller-portal/trial-feature.spec.ts',
      'e2e/seller-portal/pages/trial-feature.page.ts',
      'e2e/internal-console/trial-feature.spec.ts',
      'e2e/internal-console/pages/trial-feature.page.ts',
      'e2e/accessibility/trial-feature.spec.ts',
      'libs/trial-feature/src/TrialFeaturePage.test.tsx',
      'libs/trial-feature/src/TrialFeaturePage.stories.tsx',
    ]) {
      expect(tree.exists(file), file).toBe(true);
      if (/\.tsx?$/.test(file)) expect(syntaxErrors(file, tree.read(file, 'utf-8') ?? ''), file).toEqual([]);
    }
  });

  it('refuses an unknown app, an existing library and an existing contract file', async () => {
    await expect(featureGenerator(workspaceTree(), { name: 'x-feature', apps: 'kiosk' })).rejects.toThrow('Unknown app "kiosk"');
    const tree = workspaceTree();
    tree.write('libs/ui/package.json', '{}');
    await expect(featureGenerator(tree, { name: 'ui' })).rejects.toThrow('libs/ui exists already.');
    const withContract = workspaceTree();
    withContract.write('libs/contracts/src/feature.ts', '');
    await expect(featureGenerator(withContract, { name: 'feature' })).rejects.toThrow('libs/contracts/src/feature.ts exists already.');
  });
});

/**
 * A copy of the working tree (tracked and new files, no build outputs) sharing the clone's node_modules: what a
 * clean clone holds, without `npm ci`.
 */
function throwAwayWorkspace(): string {
  const copy = mkdtempSync(join(tmpdir(), 'feature-generator-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0');
  for (const file of files) {
    if (!file || !existsSync(resolve(root, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    // A link the repository tracks stays a link.
    if (lstatSync(resolve(root, file)).isSymbolicLink()) symlinkSync(readlinkSync(resolve(root, file)), join(copy, file));
    else copyFileSync(resolve(root, file), join(copy, file));
  }
  symlinkSync(resolve(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // A repository with nothing committed: what the generator adds shows as new, as the docs tests list files through git.
  execFileSync('git', ['init', '-q'], { cwd: copy });
  execFileSync('git', ['add', '-A'], { cwd: copy });
  return copy;
}

// A generated feature in both apps and one in the portal pass lint, typecheck, unit tests and the app builds
// untouched. Minutes, not seconds: it runs Nx in the copy with a cold cache.
describe('the feature generator, in a throw-away workspace', () => {
  it('makes features that pass lint, typecheck, the unit tests and the app builds', { timeout: 30 * 60_000 }, () => {
    const copy = throwAwayWorkspace();
    // Without this test run's NODE_ENV=test and VITEST_*, which would make Vite build React's development bundle.
    const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
    Object.assign(cleanEnv, { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' });
    try {
      const run = (command: string, args: string[]) =>
        execFileSync(command, args, {
          cwd: copy,
          encoding: 'utf8',
          stdio: 'pipe',
          env: cleanEnv,
        });
      run('node', [
        resolve(import.meta.dirname, 'run-generator.cjs'),
        copy,
        JSON.stringify({ name: 'trial-feature', prefix: '/trial', apps: 'portal,console', mode: 'INTERNAL', code: 'INTERNAL_TRIAL' }),
        JSON.stringify({ name: 'store-notes', apps: 'portal' }),
      ]);
      const projects = 'trial-feature,store-notes,contracts,i18n,seller-portal,internal-console,e2e';
      const generated = run('git', ['ls-files', '--others', '--modified', '--exclude-standard']).split('\n').filter(Boolean);
      try {
        run('npx', ['prettier', '--check', ...generated.filter((file) => /\.(ts|tsx|json|cjs|mjs)$/.test(file))]);
        // The docs tests: every export of the new libraries is used or documented in their README.
        run('npx', ['vitest', 'run', '-c', 'tools/vitest.config.ts', 'tools/docs']);
        run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '-p', projects, '--outputStyle=static']);
        // The apps bundle the libraries from their sources; the libraries' own publishable builds are not rerun here.
        run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'seller-portal,internal-console', '--exclude-task-dependencies', '--outputStyle=static']);
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        writeFileSync(join(tmpdir(), 'feature-generator-failure.log'), `${stdout ?? ''}\n${stderr ?? ''}`);
        throw new Error(
          `The generated workspace fails (${join(tmpdir(), 'feature-generator-failure.log')}):\n${(stdout ?? '').slice(-4000)}\n${(stderr ?? '').slice(-2000)}`,
        );
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
