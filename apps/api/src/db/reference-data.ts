import {
  accessibilityCodes,
  configKeys,
  defaultBottomNavbarPaths,
  type AccessibilityCode,
  type AppConfig,
  type SessionModeType,
} from '@seller-portal/contracts';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from './open-database';
import { accessibilities, menus } from './schema';

interface MenuDefinition {
  code: string;
  /** i18n key the web apps translate (menu.*). */
  name: string;
  url?: string;
  module?: string;
  /** Shown when the session holds any of these. */
  anyOf?: AccessibilityCode[];
  subs?: MenuDefinition[];
}

/** §3 session menus per mode. The web apps own the texts of the `menu.*` keys. */
export const menuDefinitions: Record<SessionModeType, MenuDefinition[]> = {
  STORE: [
    { code: 'dashboard', name: 'menu.dashboard', url: '/dashboard', module: 'analytics' },
    { code: 'orders', name: 'menu.orders', url: '/order-list', module: 'order', anyOf: ['STORE_ORDER'] },
    {
      code: 'chat',
      name: 'menu.chat',
      url: '/conversations',
      module: 'seller-chat',
      anyOf: ['STORE_CONVERSATION', 'STORE_CONVERSATION_VIEW-ONLY', 'STORE_CONVERSATION_WRITE'],
    },
    { code: 'products', name: 'menu.products', url: '/external/product/active/all', module: 'product', anyOf: ['STORE_PRODUCT'] },
    {
      code: 'finance',
      name: 'menu.finance',
      subs: [
        { code: 'wallet', name: 'menu.wallet', url: '/wallet', module: 'wallet', anyOf: ['STORE_STORE-WALLET_VIEW'] },
        { code: 'settlements', name: 'menu.settlements', url: '/settlements', module: 'wallet', anyOf: ['STORE_STORE-WALLET_VIEW'] },
      ],
    },
    {
      code: 'promotion',
      name: 'menu.promotion',
      subs: [{ code: 'bliklan', name: 'menu.bliklan', url: '/bliklan', module: 'bliklan', anyOf: ['STORE_PROMO_BLIKLAN'] }],
    },
    {
      code: 'store',
      name: 'menu.store',
      subs: [
        {
          code: 'store-info',
          name: 'menu.storeInfo',
          url: '/store/info',
          module: 'business-partner',
          anyOf: ['STORE_MANAGE-STORE_STORE-INFORMATION'],
        },
        {
          code: 'pickup-points',
          name: 'menu.pickupPoints',
          url: '/store/address',
          module: 'business-partner',
          anyOf: ['STORE_MANAGE-STORE_STORE-INFORMATION'],
        },
        { code: 'fbb', name: 'menu.fbb', url: '/pengembangan-usaha/fbb', module: 'fbb', anyOf: ['STORE_FBB-CENTER'] },
      ],
    },
    {
      code: 'performance',
      name: 'menu.performance',
      url: '/report/performance',
      module: 'analytics',
      anyOf: ['STORE_REPORT_SELLER-RATING'],
    },
    { code: 'learning', name: 'menu.learning', url: '/learning', module: 'seller-learning' },
  ],
  INTERNAL: [
    { code: 'announcement', name: 'menu.announcement', url: '/announcement', module: 'announcement', anyOf: ['INTERNAL_ANNOUNCEMENT'] },
    {
      code: 'partners-notification',
      name: 'menu.partnersNotification',
      url: '/partners-notification',
      module: 'partners-notification',
      anyOf: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_ADMIN'],
    },
    { code: 'api-center', name: 'menu.apiCenter', url: '/api-center', module: 'api-center', anyOf: ['INTERNAL_SELLER-API-CENTER'] },
    {
      code: 'mobile-config',
      name: 'menu.mobileConfig',
      url: '/mobile-config',
      module: 'mobile-config',
      anyOf: ['INTERNAL_MOBILE-CONFIG_VIEW'],
    },
  ],
  VENDOR: [
    { code: 'dashboard', name: 'menu.dashboard', url: '/dashboard', module: 'analytics' },
    { code: 'learning', name: 'menu.learning', url: '/learning', module: 'seller-learning' },
  ],
};

/** §3 application config the server starts with; operators' later edits are kept (insert-if-missing). */
export const defaultAppConfig: AppConfig = {
  [configKeys.chatAllowedErrorTrackers]: JSON.stringify({ allowedErrorTrackers: [] }),
  [configKeys.delayResources]: JSON.stringify({ timeout: 6000, isDelayFirebase: false, isDelayComponent: false }),
  [configKeys.onboardingV2]: JSON.stringify({ enabled: true }),
  [configKeys.externalModulePaths]: '[]',
  [configKeys.showIdVerification]: 'true',
  [configKeys.noReloadAfterSessionSwitch]: 'true',
  [configKeys.rebrandingDashboard]: 'true',
  [configKeys.resizeImage]: 'true',
  [configKeys.appGaTracker]: 'false',
  [configKeys.appTrackerMapperJs]: '{}',
  [configKeys.surveyWeb]: 'false',
  [configKeys.surveyApp]: 'false',
  // §2.8 the bottom navbar paths: every page the bar links to (a database seeded with the older three is moved on by
  // the migration bottom_navbar_covers_its_pages while it still holds them).
  [configKeys.bottomNavbarPaths]: JSON.stringify(defaultBottomNavbarPaths),
};

function flattenMenus(modeType: SessionModeType, list: MenuDefinition[], parentCode: string | null) {
  return list.flatMap((menu, position): (typeof menus.$inferInsert)[] => [
    {
      modeType,
      code: menu.code,
      parentCode,
      nameKey: menu.name,
      url: menu.url ?? null,
      module: menu.module ?? null,
      requiredAccessibilities: menu.anyOf ?? [],
      position,
    },
    ...flattenMenus(modeType, menu.subs ?? [], menu.code),
  ]);
}

/** Data every installation needs (not demo data): accessibility codes, menus, default config. Idempotent. */
export async function syncReferenceData(db: AppDatabase): Promise<void> {
  const modeOfCode = (code: string): SessionModeType => (code.startsWith('STORE_') ? 'STORE' : code.startsWith('INTERNAL_') ? 'INTERNAL' : 'VENDOR');
  const menuRows = (Object.keys(menuDefinitions) as SessionModeType[]).flatMap((mode) => flattenMenus(mode, menuDefinitions[mode], null));
  await db.transaction(async (tx) => {
    await tx
      .insert(accessibilities)
      .values(accessibilityCodes.map((code) => ({ code, modeType: modeOfCode(code) })))
      .onConflictDoUpdate({ target: accessibilities.code, set: { modeType: sql`excluded.mode_type` } });
    await tx
      .insert(menus)
      .values(menuRows)
      .onConflictDoUpdate({
        target: [menus.modeType, menus.code],
        set: {
          parentCode: sql`excluded.parent_code`,
          nameKey: sql`excluded.name_key`,
          url: sql`excluded.url`,
          module: sql`excluded.module`,
          requiredAccessibilities: sql`excluded.required_accessibilities`,
          position: sql`excluded.position`,
        },
      });
  });
}
