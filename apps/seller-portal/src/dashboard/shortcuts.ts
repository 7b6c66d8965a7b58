import { hasAccessibilities, type Session } from '@seller-portal/contracts';

export interface Shortcut {
  /** Name key: `common:menu.<key>` when the shared texts have it, else `dashboard.shortcuts.<key>` of the portal. */
  labelKey: string;
  to: string;
  /** §6 accessibility codes the session must hold, all of them. */
  requires: readonly string[];
}

/** Areas of §2.4 and §2.5 and the §6 codes that open them, in the order the dashboard lists them. */
export const shortcuts: readonly Shortcut[] = [
  { labelKey: 'orders', to: '/order-list', requires: ['STORE_ORDER'] },
  { labelKey: 'conversations', to: '/conversations', requires: ['STORE_CONVERSATION'] },
  { labelKey: 'wallet', to: '/wallet', requires: ['STORE_STORE-WALLET_VIEW'] },
  { labelKey: 'storeInfo', to: '/store/info', requires: ['STORE_MANAGE-STORE_STORE-INFORMATION'] },
  { labelKey: 'rating', to: '/report/performance', requires: ['STORE_REPORT_SELLER-RATING'] },
  { labelKey: 'bliklan', to: '/bliklan', requires: ['STORE_PROMO_BLIKLAN'] },
  { labelKey: 'analytics', to: '/bliklanv2', requires: ['STORE_ANALYTICS_INHOUSE-BLIKLAN'] },
  { labelKey: 'announcement', to: '/announcement', requires: ['INTERNAL_ANNOUNCEMENT'] },
  { labelKey: 'partnersNotification', to: '/partners-notification', requires: ['INTERNAL_NOTIFICATION'] },
  { labelKey: 'apiCenter', to: '/api-center', requires: ['INTERNAL_SELLER-API-CENTER'] },
  { labelKey: 'mobileConfig', to: '/mobile-config', requires: ['INTERNAL_MOBILE-CONFIG_VIEW'] },
];

/** The shortcuts the session's accessibility codes open. */
export function shortcutsFor(session: Pick<Session, 'accessibilities'>): Shortcut[] {
  return shortcuts.filter((shortcut) => hasAccessibilities(session, shortcut.requires));
}
