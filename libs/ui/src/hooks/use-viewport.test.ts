import { describe, expect, it } from 'vitest';
import { viewportOf } from './use-viewport';

describe('viewportOf (§9)', () => {
  it.each([
    [320, 'mobile'],
    [540, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [959, 'tablet'],
    [960, 'desktop'],
    [1440, 'desktop'],
  ] as const)('%i px is %s', (width, expected) => {
    expect(viewportOf(width)).toBe(expected);
  });
});
