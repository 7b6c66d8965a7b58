import { createModuleRegistry } from '@seller-portal/app-runtime';
import { describe, expect, it } from 'vitest';
import { sellerEducationManifest } from './manifest';

describe('the seller-education manifest', () => {
  it('serves no path: its tour and surveys show over the pages of other features', () => {
    const registry = createModuleRegistry([sellerEducationManifest], { notBuilt: async () => ({ Component: () => null }) });
    expect(registry.moduleFor('/dashboard')).toBeNull();
    expect(sellerEducationManifest.routes ?? []).toEqual([]);
  });
});
