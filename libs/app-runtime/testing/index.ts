import { expect } from 'vitest';
import { createModuleRegistry, type FeatureManifest } from '../src/routing/feature-modules';

/**
 * §2.6 a feature's manifest as the portal and the console mount it: `path` belongs to the feature, and its routes,
 * once its chunk has loaded, carry the metadata the manifest declared before.
 */
export async function expectManifestServes(manifest: FeatureManifest, path: string): Promise<void> {
  const registry = createModuleRegistry([manifest], { notBuilt: async () => ({ Component: () => null }) });
  expect(registry.moduleFor(path)?.name).toBe(manifest.name);
  const routes = await registry.routesOf(manifest);
  expect(routes?.map((route) => [route.path, route.handle])).toEqual(manifest.routes?.map((route) => [route.path, { meta: route.meta }]));
}
