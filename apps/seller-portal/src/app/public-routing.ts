import { createModuleRegistry, mountedIn, type PatchRoutesArgs } from '@seller-portal/app-runtime';
import { learningManifest } from '@seller-portal/learning';
import { publicPagesManifest } from '@seller-portal/public-pages';

/** The features whose pages are all public (§2.2, §2.5 Seller Learning): a visitor without a session needs only these. */
export const publicFeatures = [learningManifest, publicPagesManifest].filter((feature) => mountedIn(feature, 'portal'));

const publicRegistry = createModuleRegistry(publicFeatures);
const patched = new Set<string>();

/**
 * §2.2, §2.7 for a browser where nobody has signed in (the router asks here instead of the module registry): a public
 * feature's routes go under the public frame (`routes/public.tsx`, added under the root with the first of them), so the
 * visit loads neither the registry nor the signed-in shell and its slots; any other path goes to the registry under
 * the guarded shell, as with a session.
 */
export async function patchRoutes(args: PatchRoutesArgs): Promise<void> {
  const module = publicRegistry.moduleFor(args.path.split(/[?#]/)[0]);
  if (!module) return (await import('./module-routing')).patchRoutes(args);
  if (patched.has(module.name)) return;
  const routes = await publicRegistry.routesOf(module);
  if (!routes || patched.has(module.name)) return;
  if (patched.size) args.patch('public', routes);
  else args.patch('root', [{ id: 'public', lazy: () => import('../routes/public'), children: routes }]);
  patched.add(module.name);
}
