import { createModuleRegistry } from '@seller-portal/app-runtime';
import { describe, expect, it } from 'vitest';
import { storeVerificationManifest } from './manifest';

describe('the store-verification manifest', () => {
  it('serves /store/verification with its metadata, before and after its chunk loads', async () => {
    const registry = createModuleRegistry([storeVerificationManifest], { notBuilt: async () => ({ Component: () => null }) });
    expect(registry.moduleFor('/store/verification')?.name).toBe('store-verification');
    const routes = await registry.routesOf(storeVerificationManifest);
    expect(routes?.map((route) => [route.path, route.handle])).toEqual(storeVerificationManifest.routes?.map((route) => [route.path, { meta: route.meta }]));
  });
});
