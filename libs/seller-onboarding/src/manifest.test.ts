import { createModuleRegistry } from '@seller-portal/app-runtime';
import { describe, expect, it } from 'vitest';
import { sellerOnboardingManifest } from './manifest';

describe('the seller-onboarding manifest', () => {
  it('serves /onboarding-v2 with its metadata, before and after its chunk loads', async () => {
    const registry = createModuleRegistry([sellerOnboardingManifest], { notBuilt: async () => ({ Component: () => null }) });
    expect(registry.moduleFor('/onboarding-v2')?.name).toBe('seller-onboarding');
    const routes = await registry.routesOf(sellerOnboardingManifest);
    expect(routes?.map((route) => [route.path, route.handle])).toEqual(sellerOnboardingManifest.routes?.map((route) => [route.path, { meta: route.meta }]));
  });
});
