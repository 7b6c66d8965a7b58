import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// waitFor and findBy wait for what a test caused; Testing Library's default second is shorter than a render takes on
// a two-core machine running other checks (a search's three results came after 1 s in a full run).
configure({ asyncUtilTimeout: 5_000 });

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
