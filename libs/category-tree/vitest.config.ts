import { defineProject } from '../../tools/vitest/define-project.ts';

export default defineProject(import.meta.dirname, { environment: 'jsdom' });
