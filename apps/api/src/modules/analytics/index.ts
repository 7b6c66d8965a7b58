import type { ServerModule } from '../server-module';
import { seedAnalyticsDemo } from './demo';
import { analyticsRoutes } from './routes';
import { AnalyticsService } from './service';

export { analyticsDemo } from './demo';

/**
 * The seller's figures (§2.5 dashboard and `/report/performance`, §7 "History and analytics"): the dashboard summary,
 * the tasks that need the seller, the rating and badges, the ads and wallet balances, and store performance over a
 * period. Chats come from seller chat, announcements to acknowledge from the announcements module, the rating from the
 * customers' product reviews (the products module), shipping figures from the orders module, balances from the ledger,
 * pickup schedules that cannot work from the pickup-points module.
 */
export const analyticsModule: ServerModule = {
  name: 'analytics',
  tables: {},
  create: ({ clock, services }) => {
    const analytics = new AnalyticsService(
      services.ledger,
      services.chat,
      services.orders,
      services.announcements,
      services.products,
      clock,
      services.pickupPoints,
    );
    return { routes: () => analyticsRoutes(analytics) };
  },
  seedDemo: seedAnalyticsDemo,
};
