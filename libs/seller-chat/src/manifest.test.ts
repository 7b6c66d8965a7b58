import { createModuleRegistry } from '@seller-portal/app-runtime';
import { describe, expect, it } from 'vitest';
import { sellerChatManifest } from './manifest';

describe('the seller-chat manifest', () => {
  it('serves /conversations with its metadata, before and after its chunk loads', async () => {
    const registry = createModuleRegistry([sellerChatManifest], { notBuilt: async () => ({ Component: () => null }) });
    expect(registry.moduleFor('/conversations')?.name).toBe('seller-chat');
    const routes = await registry.routesOf(sellerChatManifest);
    expect(routes?.map((route) => [route.path, route.handle])).toEqual(sellerChatManifest.routes?.map((route) => [route.path, { meta: route.meta }]));
  });
});
