import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// A file of a jsdom project may ask for the node environment (`// @vitest-environment node`): nothing to reset there.
const dom = typeof document !== 'undefined';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (dom) cleanup();
});

// The files of a worker share one document (isolate: false): each file leaves it as a fresh one would start.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (!dom) return;
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});
