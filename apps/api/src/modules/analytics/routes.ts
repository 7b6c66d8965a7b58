import { analyticsPaths, performanceQuerySchema } from '@seller-portal/contracts';
import type { z } from 'zod';
import type { Access } from '../../http/access';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { AnalyticsService } from './service';

/** §6: the dashboard and the tasks are every store session's (each part then by its own code)… */
const storeAccess: Access = { modes: ['STORE'] };
/** …the rating, badges and performance need STORE_REPORT_SELLER-RATING, the balances their own codes. */
const ratingAccess: Access = { modes: ['STORE'], accessibilities: ['STORE_REPORT_SELLER-RATING'] };
const adsAccess: Access = { modes: ['STORE'], accessibilities: ['STORE_PROMO_BLIKLAN'] };
const walletAccess: Access = { modes: ['STORE'], accessibilities: ['STORE_STORE-WALLET_VIEW'] };

export function analyticsRoutes(analytics: AnalyticsService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      url: analyticsPaths.dashboardSummary,
      access: storeAccess,
      handler: async (context) => analytics.dashboard(signedIn(context)),
    }),
    defineRoute({
      method: 'GET',
      url: analyticsPaths.tasks,
      access: storeAccess,
      handler: async (context) => analytics.tasks(signedIn(context)),
    }),
    defineRoute({
      method: 'GET',
      url: analyticsPaths.ratingBadgesConfig,
      access: ratingAccess,
      handler: async (context) => analytics.ratingBadgesConfig(signedIn(context)),
    }),
    defineRoute({
      method: 'GET',
      url: analyticsPaths.bliklanBalance,
      access: adsAccess,
      handler: async (context) => analytics.bliklanBalance(signedIn(context)),
    }),
    defineRoute({
      method: 'GET',
      url: analyticsPaths.walletBalance,
      access: walletAccess,
      handler: async (context) => analytics.walletBalance(signedIn(context)),
    }),
    defineRoute<undefined, z.output<typeof performanceQuerySchema>>({
      method: 'GET',
      url: analyticsPaths.performance,
      access: ratingAccess,
      querystring: performanceQuerySchema,
      handler: async (context) => analytics.performance(signedIn(context), context.query),
    }),
  ];
}
