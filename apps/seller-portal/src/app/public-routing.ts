import { createModuleRegistry, mountedIn, type PatchRoutesArgs } from '@seller-portal/app-runtime';
import { learningManifest } from '@seller-portal/learning';
import { publicPagesManifest } from '@seller-portal/public-pages';
import { neverSignedIn } from '@seller-portal/session-guard';

/** The features whose pages are all public (§2.2, §2.5 Seller Learning): a visitor without a session needs only these. */
export const publicFeatures = [learningManifest, publicPagesManifest].filter((feature) => mountedIn(feature, 'portal'));

const publicRegistry = createModuleRegistry(publicFeatures);
const patched = new Set<string>();

/**
 * The router's `patchRoutesOnNavigation`. §2.2, §2.7 in a browser where nobody has signed in, a public feature's routes
 * go under the public frame (`routes/public.tsx`, added under the root with the first of them), so the visit loads
 * neither the registry nor the signed-in shell and its slots; any other path, and every path once somebody has signed
 * in, goes to the registry under the guarded shell. (This module is in the `public` chunk, which a signed-in page's
 * document preloads with `signed-in`: no extra round trip before the registry.)
 */
export async function patchRoutes(args: PatchRoutesArgs): Promise<void> {
  const module = neverSignedIn(document.cookie) ? publicRegistry.moduleFor(args.path.split(/[?#]/)[0]) : undefined;
  if (!module) return (await import('./module-routing')).patchRoutes(args);
  if (patched.has(module.name)) return;
  const routes = await publicRegistry.routesOf(module);
  if (!routes || patched.has(module.name)) return;
  if (patched.size) args.patch('public', routes);
  else args.patch('root', [{ id: 'public', lazy: () => import('../routes/public'), children: routes }]);
  patched.add(module.name);
}
