import { defineProject } from './vitest/define-project';

export default defineProject(import.meta.dirname, {
  environment: 'node',
  include: ['**/*.test.ts'],
  testTimeout: 60_000,
});
