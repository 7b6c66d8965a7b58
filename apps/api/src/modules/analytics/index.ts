import { dashboardFirstCalls } from '@seller-portal/contracts/analytics';
import type { ServerModule, SettingsOf } from '../server-module';
import { AnalyticsReportSubscriptions } from './report-links';
import { AnalyticsReportRepository } from './repository';
import { analyticsReportOptOuts } from './schema';
import { analyticsSettings } from './settings';
import { seedAnalyticsDemo } from './demo';
import { analyticsRoutes } from './routes';
import { AnalyticsService } from './service';

export { analyticsDemo } from './demo';
export { devAnalyticsReportLinkSecret, encodeAnalyticsReportCode } from './report-links';

/**
 * The seller's figures (§2.5 dashboard and `/report/performance`, §7 "History and analytics"): the dashboard summary,
 * the tasks that need the seller, the rating and badges, the ads and wallet balances, and store performance over a
 * period. Chats come from seller chat, announcements to acknowledge from the announcements module, the rating from the
 * customers' product reviews (the products module), shipping figures from the orders module, balances from the ledger,
 * pickup schedules that cannot work from the pickup-points module. The analytics report emails' signed links stop a
 * store's emails (§2.5 /unsubscribe/analytics).
 */
export const analyticsModule: ServerModule<SettingsOf<typeof analyticsSettings>> = {
  name: 'analytics',
  tables: { analyticsReportOptOuts },
  settings: analyticsSettings,
  create: ({ database, clock, services, own }) => {
    const analytics = new AnalyticsService(
      services.ledger,
      services.chat,
      services.orders,
      services.announcements,
      services.products,
      clock,
      services.pickupPoints,
      (userId, storeCode) => services.staffScope.pickupPointsOf(userId, storeCode),
    );
    const reports = new AnalyticsReportSubscriptions(new AnalyticsReportRepository(database.db), own.linkSecret, clock);
    return { routes: () => analyticsRoutes(analytics, reports), pageFirstCalls: [dashboardFirstCalls] };
  },
  seedDemo: seedAnalyticsDemo,
};
