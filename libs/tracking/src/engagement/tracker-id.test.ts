import { describe, expect, it } from 'vitest';
import { trackerDebugEnabled, trackerUserId, type TrackerEnvironment } from './tracker-id';

const identity = { storeCode: 'DEMO-60001', userId: 'U-1' };

describe('trackerUserId (§9)', () => {
  const rows: { name: string; environment: TrackerEnvironment; expected: string }[] = [
    { name: 'production id is storeCode, a hyphen, then userId', environment: { production: true, prefix: 'stg' }, expected: 'DEMO-60001-U-1' },
    {
      name: 'outside production the environment prefix and a hyphen come first',
      environment: { production: false, prefix: 'stg' },
      expected: 'stg-DEMO-60001-U-1',
    },
    { name: 'outside production without a prefix the default one is used', environment: { production: false }, expected: 'dev-DEMO-60001-U-1' },
    { name: 'a blank prefix counts as none', environment: { production: false, prefix: '  ' }, expected: 'dev-DEMO-60001-U-1' },
  ];
  it.each(rows)('$name', ({ environment, expected }) => {
    expect(trackerUserId(identity, environment)).toBe(expected);
  });
});

describe('trackerDebugEnabled (§9)', () => {
  it.each([
    ['debug logs are off in production', { production: true }, false],
    ['debug logs are on elsewhere', { production: false, prefix: 'stg' }, true],
  ] as const)('%s', (_name, environment, expected) => {
    expect(trackerDebugEnabled(environment)).toBe(expected);
  });
});
