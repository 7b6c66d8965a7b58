import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from '../vite/workspace-aliases.ts';

/**
 * Pairs are chosen so that no import would also close a cycle (the rule reports a cycle instead of the tag).
 * The layering of DESIGN.md is a lint error, not a convention: each row feeds the real
 * ESLint configuration an import from one project's source into another and checks the verdict.
 */
const cases: Array<{ name: string; from: string; importPath: string; allowed: boolean }> = [
  { name: 'a feature may use ui', from: 'libs/auth', importPath: '@seller-portal/ui', allowed: true },
  { name: 'a feature may use data libraries', from: 'libs/auth', importPath: '@seller-portal/session-guard', allowed: true },
  { name: 'the server may use contracts', from: 'apps/api', importPath: '@seller-portal/contracts/core', allowed: true },
  { name: 'an app may compose features', from: 'apps/seller-portal', importPath: '@seller-portal/auth', allowed: true },
  { name: 'features never import each other', from: 'libs/auth', importPath: '@seller-portal/announcements', allowed: false },
  { name: 'a util never imports ui', from: 'libs/formatting', importPath: '@seller-portal/ui', allowed: false },
  { name: 'a data library never imports a feature', from: 'libs/chat-core', importPath: '@seller-portal/announcements', allowed: false },
  { name: 'ui never imports data libraries', from: 'libs/ui', importPath: '@seller-portal/api-client', allowed: false },
  { name: 'the server never imports browser libraries', from: 'apps/api', importPath: '@seller-portal/ui', allowed: false },
  { name: 'shared code never imports browser libraries', from: 'libs/formatting', importPath: '@seller-portal/api-client', allowed: false },
];

/**
 * The probes are files that do not exist, so no tsconfig holds them: the rules that need types are left out here
 * (the real files are linted with them), the import rules under test need none.
 */
const withoutTypes = {
  languageOptions: { parserOptions: { projectService: false, project: null } },
  rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/switch-exhaustiveness-check': 'off' },
} as const;

describe('module boundaries (DESIGN.md layering)', () => {
  let eslint: ESLint;

  beforeAll(() => {
    // The rule reads the cached project graph; compute it so the rule can never be skipped silently.
    execFileSync(resolve(workspaceRoot, 'node_modules/.bin/nx'), ['show', 'projects'], {
      cwd: workspaceRoot,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: 'ignore',
    });
    eslint = new ESLint({ cwd: workspaceRoot, overrideConfig: withoutTypes });
  });

  it.each(cases)('$name', async ({ from, importPath, allowed }) => {
    const filePath = resolve(workspaceRoot, from, 'src/boundary-probe.ts');
    const [result] = await eslint.lintText(`import * as probe from '${importPath}';\nexport const used = probe;\n`, {
      filePath,
    });
    const skipped = result.messages.some((m) => /No cached ProjectGraph/.test(m.message));
    expect(skipped).toBe(false);
    const violations = result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries');
    if (allowed) expect(violations).toEqual([]);
    else expect(violations.map((v) => v.message).join('\n')).toMatch(/can only depend on libs tagged with/);
  });
});

/** Imports the structure rules refuse whatever the tags: deep imports, primitives past the design system, and SQL outside repositories. */
const restricted: Array<{ name: string; file: string; importPath: string; allowed: boolean }> = [
  { name: 'a library through its entry point', file: 'libs/auth/src/probe.ts', importPath: '@seller-portal/ui', allowed: true },
  { name: 'a workspace-only entry point', file: 'libs/auth/src/probe.test.ts', importPath: '@seller-portal/contracts/testing', allowed: true },
  { name: "another library's files", file: 'libs/auth/src/probe.ts', importPath: '@seller-portal/ui/src/components/Button', allowed: false },
  { name: "another library's src folder", file: 'apps/seller-portal/src/probe.ts', importPath: '@seller-portal/session-guard/src', allowed: false },
  { name: 'a further entry point of the design system', file: 'libs/shell/src/probe.tsx', importPath: '@seller-portal/ui/overlays', allowed: true },
  { name: 'Radix in a feature', file: 'libs/shell/src/probe.tsx', importPath: '@radix-ui/react-dialog', allowed: false },
  { name: 'Radix in an app', file: 'apps/seller-portal/src/probe.tsx', importPath: '@radix-ui/react-dialog', allowed: false },
  { name: 'Radix in the design system', file: 'libs/ui/src/components/dialog/probe.tsx', importPath: '@radix-ui/react-dialog', allowed: true },
  { name: 'drizzle in a repository', file: 'apps/api/src/modules/contacts/repository.ts', importPath: 'drizzle-orm', allowed: true },
  { name: "a module's own tables in its repository", file: 'apps/api/src/modules/password/repository.ts', importPath: './schema', allowed: true },
  { name: "the shared directory's tables in a repository", file: 'apps/api/src/modules/password/repository.ts', importPath: '../../db/schema', allowed: true },
  { name: "another module's tables in a repository", file: 'apps/api/src/modules/password/repository.ts', importPath: '../auth/schema', allowed: false },
  { name: 'the schema in db/', file: 'apps/api/src/db/seed-probe.ts', importPath: '../db/schema', allowed: true },
  { name: 'drizzle in a service', file: 'apps/api/src/modules/contacts/service.ts', importPath: 'drizzle-orm', allowed: false },
  { name: 'the schema in routes', file: 'apps/api/src/modules/contacts/routes.ts', importPath: '../../db/schema', allowed: false },
  { name: "a module's own tables in its service", file: 'apps/api/src/modules/auth/service.ts', importPath: './schema', allowed: false },
  { name: "a module's tables in its descriptor", file: 'apps/api/src/modules/auth/index.ts', importPath: './schema', allowed: true },
  { name: 'another module through its index', file: 'apps/api/src/modules/auth/service.ts', importPath: '../session', allowed: true },
  { name: "another module's file", file: 'apps/api/src/modules/auth/service.ts', importPath: '../session/service', allowed: false },
  { name: 'what is truly shared', file: 'apps/api/src/modules/auth/service.ts', importPath: '../shared/opaque-token', allowed: true },
  { name: 'the edge of the server', file: 'apps/api/src/modules/auth/routes.ts', importPath: '../../http/define-route', allowed: true },
];

describe('restricted imports', () => {
  const eslint = new ESLint({ cwd: workspaceRoot, overrideConfig: withoutTypes });
  it.each(restricted)('$name', async ({ file, importPath, allowed }) => {
    const [result] = await eslint.lintText(`import * as probe from '${importPath}';\nexport const used = probe;\n`, {
      filePath: resolve(workspaceRoot, file),
    });
    const violations = result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
    expect(violations.length === 0).toBe(allowed);
  });
});
