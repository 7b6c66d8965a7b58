import { AnnouncementBanners } from '@seller-portal/announcements';
import { createModuleRegistry, mountedIn, type FeatureManifest } from '@seller-portal/app-runtime';
import { createDashboardManifest } from '@seller-portal/dashboard';
import { portalFeatures } from './features';

const notFound = async () => ({ Component: (await import('../routes/not-found')).NotFound });

/**
 * §1, §2.5 the portal's modules by path prefix: the dashboard, the §1 modules whose libraries come with later
 * work, and the feature libraries of `features.ts` (each mounted from its manifest). The order is the order of
 * the dashboard's shortcuts. Each registers its routes
 * when first needed; a manifest without pages keeps its routes' metadata (the guard decides) and shows the
 * not-found view, one without routes shows it for every path.
 */
export const portalModules: readonly FeatureManifest[] = [
  // The seller's announcement banners on the dashboard (the announcements library, composed here).
  createDashboardManifest(() => portalModules, { Banners: AnnouncementBanners }),
  { name: 'order', prefixes: ['/order-list'], shortcuts: [{ labelKey: 'orders', to: '/order-list', requires: ['STORE_ORDER'] }] },
  {
    name: 'seller-chat',
    prefixes: ['/conversations'],
    shortcuts: [{ labelKey: 'conversations', to: '/conversations', requires: ['STORE_CONVERSATION'] }],
  },
  { name: 'seller-learning', prefixes: ['/learning'] },
  { name: 'wallet', prefixes: ['/wallet', '/settlements'], shortcuts: [{ labelKey: 'wallet', to: '/wallet', requires: ['STORE_STORE-WALLET_VIEW'] }] },
  {
    name: 'business-partner',
    prefixes: ['/store', '/store-layout', '/store-catalog'],
    shortcuts: [{ labelKey: 'storeInfo', to: '/store/info', requires: ['STORE_MANAGE-STORE_STORE-INFORMATION'] }],
  },
  { name: 'analytics', prefixes: ['/report', '/unsubscribe/analytics', '/ipo'] },
  {
    name: 'bliklan',
    prefixes: ['/bliklan', '/bliklanv2'],
    shortcuts: [
      { labelKey: 'bliklan', to: '/bliklan', requires: ['STORE_PROMO_BLIKLAN'] },
      { labelKey: 'analytics', to: '/bliklanv2', requires: ['STORE_ANALYTICS_INHOUSE-BLIKLAN'] },
    ],
  },
  { name: 'official', prefixes: ['/official', '/officialpages'] },
  { name: 'fbb', prefixes: ['/pengembangan-usaha/fbb'] },
  { name: 'api-integration', prefixes: ['/download'] },
  // /notification and /settings/notification are the notifications library's (features.ts).
  { name: 'user', prefixes: ['/settings'] },
  { name: 'contract', prefixes: ['/contract'] },
  {
    name: 'marketing',
    prefixes: ['/mulai-berjualan', '/layanan-pendukung', '/bantuan', '/pengembangan-usaha', '/intellectual-property-protection', '/pages', '/agreement'],
  },
  ...portalFeatures.filter((feature) => mountedIn(feature, 'portal')),
];

export const moduleRegistry = createModuleRegistry(portalModules, { notBuilt: notFound });
