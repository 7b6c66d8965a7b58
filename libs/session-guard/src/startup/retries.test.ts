import { describe, expect, it, vi } from 'vitest';
import { clearPnvFlag, readPnvFlag, setPnvFlag } from './pnv-flag';
import { tutorialRetries, withRetries } from './startup';

describe('tutorials are retried up to 3 times (§4.2, §8, §9)', () => {
  it.each([
    { name: 'succeeds at once', failures: 0, calls: 1, ok: true },
    { name: 'succeeds on the third retry', failures: 3, calls: 4, ok: true },
    { name: 'gives up after the third retry', failures: 4, calls: 4, ok: false },
  ])('$name', async ({ failures, calls, ok }) => {
    let failed = 0;
    const task = vi.fn(async () => {
      if (failed < failures) {
        failed += 1;
        throw new Error('tutorials unavailable');
      }
      return 'tutorials';
    });
    const outcome = withRetries(task, tutorialRetries);
    if (ok) await expect(outcome).resolves.toBe('tutorials');
    else await expect(outcome).rejects.toThrow('tutorials unavailable');
    expect(task).toHaveBeenCalledTimes(calls);
  });
});

describe('the bsc_check_pnv flag (§3, §4.2)', () => {
  it('is set at a sign-in, read by routing and cleared by the verification detour', () => {
    expect(readPnvFlag()).toBe(false);
    setPnvFlag();
    expect(localStorage.getItem('bsc_check_pnv')).toBe('true');
    expect(readPnvFlag()).toBe(true);
    clearPnvFlag();
    expect(readPnvFlag()).toBe(false);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    [null, false],
  ])('%s reads as %s', (value, expected) => {
    expect(readPnvFlag({ getItem: () => value })).toBe(expected);
  });
});
