import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const serverModuleGenerator = require('./generator.cjs') as (tree: unknown, options: Record<string, unknown>) => Promise<(() => void) | undefined>;
const root = resolve(import.meta.dirname, '../../..');

/** A tree holding the files the generator edits, as they are in the repository. */
function workspaceTree() {
  const tree = createTreeWithEmptyWorkspace();
  // The workspace formats with Prettier only: the empty workspace's oxfmt config goes.
  for (const file of tree.children('')) if (file.includes('oxfmt')) tree.delete(file);
  // formatFiles reads a config the tree holds under this name only (it resolves the others on disk).
  tree.write('.prettierrc', readFileSync(resolve(root, '.prettierrc.json'), 'utf8'));
  for (const file of [
    'apps/api/src/modules/all-modules.ts',
    'apps/api/README.md',
    'libs/contracts/src/all/index.ts',
    '.prettierrc.json',
    '.prettierignore',
    'package.json',
  ]) {
    tree.write(file, readFileSync(resolve(root, file), 'utf8'));
  }
  return tree;
}

describe('the server-module generator', () => {
  it('writes a module with its setting, table, demo data, guarded routes, contract and test, and adds it to the module list, the settings table and contracts', async () => {
    const tree = workspaceTree();
    const migrate = await serverModuleGenerator(tree, { name: 'trial-notes', mode: 'INTERNAL', accessibility: 'INTERNAL_ANNOUNCEMENT', migrate: false });
    expect(migrate).toBeUndefined();
    for (const file of ['index.ts', 'settings.ts', 'schema.ts', 'demo.ts', 'repository.ts', 'service.ts', 'routes.ts'])
      expect(tree.exists(`apps/api/src/modules/trial-notes/${file}`), file).toBe(true);
    expect(tree.exists('apps/api/test/trial-notes.test.ts')).toBe(true);
    expect(tree.exists('apps/api/src/modules/trial-notes/module.test.ts')).toBe(false);

    const routes = tree.read('apps/api/src/modules/trial-notes/routes.ts', 'utf-8') ?? '';
    expect(routes).toContain("const access: Access = { modes: ['INTERNAL'], accessibilities: ['INTERNAL_ANNOUNCEMENT'] };");
    expect(tree.read('libs/contracts/src/trial-notes/trial-notes-api.ts', 'utf-8')).toContain("items: '/backend/main/trial-notes'");
    expect(tree.read('apps/api/src/modules/trial-notes/schema.ts', 'utf-8')).toContain("pgTable(\n  'trial_notes_items'");
    // The test signs in a user of the mode and one of another.
    const test = tree.read('apps/api/test/trial-notes.test.ts', 'utf-8') ?? '';
    expect(test).toContain('demo.internal.username');
    expect(test).toContain('demo.seller.username');

    const list = tree.read('apps/api/src/modules/all-modules.ts', 'utf-8') ?? '';
    expect(list).toContain("import { trialNotesModule } from './trial-notes';");
    expect(list).toMatch(/ {2}trialNotesModule,\n\];/);
    expect(tree.read('apps/api/README.md', 'utf-8')).toContain('| `TRIAL_NOTES_LIST_LIMIT` | `100` |');
    expect(tree.read('apps/api/src/modules/trial-notes/settings.ts', 'utf-8')).toContain('TRIAL_NOTES_LIST_LIMIT: z.preprocess(');
    expect(tree.read('libs/contracts/src/trial-notes/index.ts', 'utf-8')).toBe("export * from './trial-notes-api';\n");
    expect(tree.read('libs/contracts/src/all/index.ts', 'utf-8')).toMatch(/export \* from '@seller-portal\/contracts\/trial-notes';\n$/);
  });

  it('refuses a module that exists and a mode that does not', async () => {
    await expect(serverModuleGenerator(workspaceTree(), { name: 'x', mode: 'ADMIN' })).rejects.toThrow('Unknown mode');
    const tree = workspaceTree();
    tree.write('apps/api/src/modules/session/index.ts', '');
    await expect(serverModuleGenerator(tree, { name: 'session' })).rejects.toThrow('exists already');
  });
});
