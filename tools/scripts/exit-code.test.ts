import { describe, expect, it } from 'vitest';
import { exitCodeOf } from './exit-code.mjs';

describe('npm start exit code', () => {
  it.each<[string, number | null, NodeJS.Signals | null, number]>([
    ['a clean stop', 0, null, 0],
    ['a failed start', 1, null, 1],
    ['killed with -9', null, 'SIGKILL', 137],
    ['terminated without handling it', null, 'SIGTERM', 143],
    ['interrupted without handling it', null, 'SIGINT', 130],
  ])('%s → %i', (_name, code, signal, expected) => {
    expect(exitCodeOf(code, signal)).toBe(expected);
  });
});
