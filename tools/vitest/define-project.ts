import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { workspaceAliases, workspaceRoot } from '../vite/workspace-aliases.ts';

interface ProjectTestOptions {
  environment: 'node' | 'jsdom';
  include?: string[];
  setupFiles?: string[];
  testTimeout?: number;
  extra?: ViteUserConfig['test'];
}

/** One Vitest setup for every project: workspace aliases, React, tests beside the code. */
export function defineProject(projectRoot: string, options: ProjectTestOptions) {
  return defineConfig({
    root: projectRoot,
    plugins: options.environment === 'jsdom' ? [react()] : [],
    resolve: { alias: workspaceAliases() },
    test: {
      name: basename(projectRoot),
      environment: options.environment,
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: [...(options.environment === 'jsdom' ? [resolve(workspaceRoot, 'tools/vitest/dom-setup.ts')] : []), ...(options.setupFiles ?? [])],
      // A worker runs its files one after another in one module graph and one document, set up once: a fresh jsdom
      // and React per file took most of the web libraries' test time. Each file still starts from a clean document
      // (dom-setup.ts). A module replaced with vi.mock would stay replaced for the worker's later files: a project
      // whose tests mock modules keeps a fresh module graph per file.
      isolate: mocksModules(projectRoot),
      passWithNoTests: true,
      testTimeout: options.testTimeout ?? 10_000,
      // Hooks start servers, databases and child processes: on a loaded 2-core machine they get the tests' time, not Vitest's 10 s.
      hookTimeout: options.testTimeout ?? 10_000,
      // The JSON report lets `npm test` print one total of passed and failed tests.
      reporters: ['default', ['json', { outputFile: `${workspaceRoot}/tmp/test-reports/${basename(projectRoot)}.json` }]],
      ...options.extra,
    },
  });
}

/** Whether a test file of the project replaces a module (`vi.mock`, `vi.doMock`). */
function mocksModules(folder: string): boolean {
  return readdirSync(folder, { withFileTypes: true }).some((entry) => {
    if (entry.isDirectory()) return !['node_modules', 'dist', 'storybook-static'].includes(entry.name) && mocksModules(join(folder, entry.name));
    return /\.test\.tsx?$/.test(entry.name) && /\bvi\.(mock|doMock)\(/.test(readFileSync(join(folder, entry.name), 'utf8'));
  });
}
