import { expect, it } from 'vitest';
import { partnerNotificationManualResources } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

it('has the same keys in Indonesian and English', () => {
  expect(keysOf(partnerNotificationManualResources.id).sort()).toEqual(keysOf(partnerNotificationManualResources.en).sort());
});
