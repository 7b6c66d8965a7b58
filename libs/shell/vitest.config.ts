import { defineProject } from '../../tools/vitest/define-project';

export default defineProject(import.meta.dirname, { environment: 'jsdom' });
