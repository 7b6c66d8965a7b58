import { createModuleRegistry } from '@seller-portal/app-runtime';
import { describe, expect, it } from 'vitest';
import { mobileConfigsManifest } from './manifest';

describe('the mobile-configs manifest', () => {
  it('serves /mobile-config with its metadata, before and after its chunk loads', async () => {
    const registry = createModuleRegistry([mobileConfigsManifest], { notBuilt: async () => ({ Component: () => null }) });
    expect(registry.moduleFor('/mobile-config')?.name).toBe('mobile-configs');
    const routes = await registry.routesOf(mobileConfigsManifest);
    expect(routes?.map((route) => [route.path, route.handle])).toEqual(mobileConfigsManifest.routes?.map((route) => [route.path, { meta: route.meta }]));
  });
});
