import { createModuleRegistry, type FeatureModule } from '@seller-portal/session-guard';

/**
 * §1, §2.5 feature modules by path prefix. Each module registers its routes when first needed; one
 * without `load` is not built yet, so its paths show the not-found view. Further modules plug in here
 * (or at runtime through `moduleRegistry.register`).
 */
/** §2.4 internal areas: their routes and metadata register when first visited. */
const internalModules: readonly FeatureModule[] = ['announcement', 'partners-notification', 'api-center', 'mobile-config'].map((name) => ({
  name,
  prefixes: [`/${name}`],
  load: async () => ({ routes: (await import('./internal-module')).internalModuleRoutes(name) }),
}));

export const portalModules: readonly FeatureModule[] = [
  ...internalModules,
  { name: 'dashboard', prefixes: ['/dashboard'], load: () => import('../dashboard/module') },
  { name: 'seller-chat', prefixes: ['/conversations'] },
  { name: 'order', prefixes: ['/order-list'] },
  { name: 'product', prefixes: ['/external/product', '/product-review'] },
  { name: 'seller-learning', prefixes: ['/learning'] },
  { name: 'wallet', prefixes: ['/wallet', '/settlements'] },
  { name: 'bliklan', prefixes: ['/bliklan', '/bliklanv2'] },
  { name: 'business-partner', prefixes: ['/store', '/store-layout', '/store-catalog', '/onboarding-v2'] },
  { name: 'official', prefixes: ['/official', '/officialpages'] },
  { name: 'analytics', prefixes: ['/report', '/unsubscribe/analytics', '/ipo'] },
  { name: 'fbb', prefixes: ['/pengembangan-usaha/fbb'] },
  { name: 'api-integration', prefixes: ['/broadcast', '/download'] },
  { name: 'user', prefixes: ['/settings', '/notification', '/task'] },
  { name: 'contract', prefixes: ['/contract'] },
  {
    name: 'marketing',
    prefixes: ['/mulai-berjualan', '/layanan-pendukung', '/bantuan', '/pengembangan-usaha', '/intellectual-property-protection', '/pages', '/agreement'],
  },
];

export const moduleRegistry = createModuleRegistry(portalModules);
