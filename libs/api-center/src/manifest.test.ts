import { createModuleRegistry } from '@seller-portal/app-runtime';
import { describe, expect, it } from 'vitest';
import { apiCenterManifest } from './manifest';

describe('the api-center manifest', () => {
  it('serves /api-center with its metadata, before and after its chunk loads', async () => {
    const registry = createModuleRegistry([apiCenterManifest], { notBuilt: async () => ({ Component: () => null }) });
    expect(registry.moduleFor('/api-center')?.name).toBe('api-center');
    const routes = await registry.routesOf(apiCenterManifest);
    expect(routes?.map((route) => [route.path, route.handle])).toEqual(apiCenterManifest.routes?.map((route) => [route.path, { meta: route.meta }]));
  });
});
