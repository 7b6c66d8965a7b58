import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const featureGenerator = require('./generator.cjs') as (tree: unknown, options: Record<string, unknown>) => Promise<() => void>;
const root = resolve(import.meta.dirname, '../../..');

/** A tree holding the files the generator edits, as they are in the repository. */
function workspaceTree() {
  const tree = createTreeWithEmptyWorkspace();
  for (const file of ['tsconfig.base.json', 'apps/seller-portal/src/app/features.ts', 'apps/internal-console/src/app/features.ts']) {
    tree.write(file, readFileSync(resolve(root, file), 'utf8'));
  }
  return tree;
}

describe('the feature generator', () => {
  it('writes a library mounted from its manifest alone: portal and console lists, path alias, texts in both languages', async () => {
    const tree = workspaceTree();
    await featureGenerator(tree, {
      name: 'trial-feature',
      prefix: '/trial',
      apps: 'portal,console',
      mode: 'INTERNAL',
      permission: 'INTERNAL_TRIAL',
      pages: true,
    });
    const files = [
      'project.json',
      'package.json',
      'README.md',
      'src/index.ts',
      'src/manifest.ts',
      'src/manifest.test.ts',
      'src/routes.tsx',
      'src/TrialFeaturePage.tsx',
      'src/TrialFeaturePage.stories.tsx',
      'src/i18n/id.json',
      'src/i18n/en.json',
    ];
    for (const file of files) expect(tree.exists(`libs/trial-feature/${file}`), file).toBe(true);
    const manifest = tree.read('libs/trial-feature/src/manifest.ts', 'utf-8') ?? '';
    expect(manifest).toContain("prefixes: ['/trial']");
    expect(manifest).toContain("apps: ['portal', 'console']");
    expect(manifest).toContain("mode: 'INTERNAL', permission: 'INTERNAL_TRIAL'");
    expect(manifest).toContain("load: () => import('./routes')");
    expect(JSON.parse(tree.read('libs/trial-feature/project.json', 'utf-8') ?? '{}').tags).toEqual(['type:feature', 'scope:web', 'publishable']);
    expect(JSON.parse(tree.read('tsconfig.base.json', 'utf-8') ?? '{}').compilerOptions.paths['@seller-portal/trial-feature']).toEqual([
      './libs/trial-feature/src/index.ts',
    ]);
    for (const list of ['apps/seller-portal/src/app/features.ts', 'apps/internal-console/src/app/features.ts']) {
      const text = tree.read(list, 'utf-8') ?? '';
      expect(text).toContain("import { trialFeatureManifest } from '@seller-portal/trial-feature';");
      expect(text).toMatch(/ {2}trialFeatureManifest,\n\];/);
    }
  });

  it('without pages, a manifest whose routes show the not-found view', async () => {
    const tree = workspaceTree();
    await featureGenerator(tree, { name: 'later-feature', apps: 'portal', pages: false });
    expect(tree.exists('libs/later-feature/src/routes.tsx')).toBe(false);
    expect(tree.read('libs/later-feature/src/manifest.ts', 'utf-8')).not.toContain('load:');
    expect(tree.read('apps/internal-console/src/app/features.ts', 'utf-8')).not.toContain('laterFeature');
  });

  it('refuses an unknown app and an existing library', async () => {
    await expect(featureGenerator(workspaceTree(), { name: 'x-feature', apps: 'kiosk' })).rejects.toThrow('Unknown app "kiosk"');
    const tree = workspaceTree();
    tree.write('libs/ui/package.json', '{}');
    await expect(featureGenerator(tree, { name: 'ui' })).rejects.toThrow('libs/ui exists already.');
  });
});
