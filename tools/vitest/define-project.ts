import react from '@vitejs/plugin-react';
import { basename } from 'node:path';
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
      setupFiles: options.setupFiles,
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
