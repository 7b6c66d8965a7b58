import { defineProject } from '../../tools/vitest/define-project.ts';

// Against a real `ws` server on 127.0.0.1, with the `ws` client in the browser's place.
export default defineProject(import.meta.dirname, { environment: 'node' });
