import { defineProject } from '../../tools/vitest/define-project.ts';

export default defineProject(import.meta.dirname, {
  environment: 'node',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 30_000,
  extra: {
    hookTimeout: 60_000,
    // Starts a throw-away PostgreSQL for the `postgres` leg of the integration tests.
    globalSetup: ['./test/support/postgres-global-setup.ts'],
    // Files of one worker share the migrated in-memory PGlite template (cloned per file).
    pool: 'forks',
    isolate: false,
  },
});
