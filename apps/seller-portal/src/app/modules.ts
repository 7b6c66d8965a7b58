import { createModuleRegistry, mountedIn } from '@seller-portal/app-runtime';
import { portalFeatures } from './features';

const notFound = async () => ({ Component: (await import('../routes/not-found')).NotFound });

/** The features the portal mounts (those of `features.ts` whose declaration names the portal). */
export const mountedFeatures = portalFeatures.filter((feature) => mountedIn(feature, 'portal'));

/**
 * §1, §2.5 the portal's modules by path prefix: each feature registers its routes when first needed. A path no
 * mounted feature serves is not found; nothing is mounted for a feature that is not built.
 */
export const moduleRegistry = createModuleRegistry(mountedFeatures, { notBuilt: notFound });
