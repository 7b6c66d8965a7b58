import { defineProject } from './vitest/define-project.ts';

export default defineProject(import.meta.dirname, {
  environment: 'node',
  include: ['**/*.test.ts'],
  testTimeout: 60_000,
});
