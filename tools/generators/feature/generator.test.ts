import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
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
    'libs/contracts/src/all/index.ts',
    'libs/contracts/src/core/vocabulary.ts',
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
/** The manifests of an app's list (its array, not its imports, where one library may give two). */
const listed = (text: string) => {
  const list = /FeatureManifest\[\] = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/(\w+Manifest)/g)].map(([, name]) => name);
};

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
    const declaration = tree.read('libs/contracts/src/trial-feature/trial-feature.ts', 'utf-8') ?? '';
    // Quotes and widths are Prettier's; this tree is in memory, without the repository's settings.
    expect(declaration).toContain('export const trialFeatureFeature = /* @__PURE__ */ declareFeature({');
    expect(declaration).toMatch(/access: \{ mode: ['"]INTERNAL['"], codes: \[['"]INTERNAL_TRIAL['"]\] \}/);
    // A contracts domain of its own: its entry point, its project, and the package's whole re-exporting it.
    expect(tree.read('libs/contracts/src/trial-feature/index.ts', 'utf-8')).toMatch(/export \* from ['"]\.\/trial-feature['"];/);
    expect(JSON.parse(tree.read('libs/contracts/src/trial-feature/project.json', 'utf-8') ?? '{}').name).toBe('contracts-trial-feature');
    expect(tree.read('libs/contracts/src/all/index.ts', 'utf-8')).toMatch(/export \* from ['"]@seller-portal\/contracts\/trial-feature['"];/);
    // After the last INTERNAL_ code, before the STORE_ ones.
    expect(tree.read('libs/contracts/src/core/vocabulary.ts', 'utf-8')).toMatch(/['"]INTERNAL_[\w-]+['"],\n {2}['"]INTERNAL_TRIAL['"],\n {2}['"]STORE_/);
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
    withContract.write('libs/contracts/src/orders/orders.ts', '');
    await expect(featureGenerator(withContract, { name: 'orders' })).rejects.toThrow('libs/contracts/src/orders/orders.ts exists already.');
  });
});
