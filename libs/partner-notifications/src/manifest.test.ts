import { createModuleRegistry } from '@seller-portal/app-runtime';
import { describe, expect, it } from 'vitest';
import { partnerNotificationsManifest } from './manifest';

describe('the partner-notifications manifest', () => {
  it('serves /partners-notification with its metadata, before and after its chunk loads', async () => {
    const registry = createModuleRegistry([partnerNotificationsManifest], { notBuilt: async () => ({ Component: () => null }) });
    expect(registry.moduleFor('/partners-notification')?.name).toBe('partner-notifications');
    const routes = await registry.routesOf(partnerNotificationsManifest);
    expect(routes?.map((route) => [route.path, route.handle])).toEqual(partnerNotificationsManifest.routes?.map((route) => [route.path, { meta: route.meta }]));
  });
});
