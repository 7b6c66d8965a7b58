import { analyticsPaths, performanceQuerySchema } from '@seller-portal/contracts';
import { featureAccess, type Access } from '../../http/access';
import { storePerformanceFeature } from '@seller-portal/contracts';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { AnalyticsService } from './service';

/** §6: the dashboard and the tasks are every store session's (each part then by its own code)… */
const storeAccess: Access = { modes: ['STORE'] };
/** …the rating, badges and performance need STORE_REPORT_SELLER-RATING, the balances their own codes. */
const ratingAccess = featureAccess(storePerformanceFeature);
const adsAccess: Access = { modes: ['STORE'], accessibilities: ['STORE_PROMO_BLIKLAN'] };
const walletAccess: Access = { modes: ['STORE'], accessibilities: ['STORE_STORE-WALLET_VIEW'] };

export function analyticsRoutes(analytics: AnalyticsService): RouteDefinition[] {
  return [
    route.get(analyticsPaths.dashboardSummary, { access: storeAccess }, async (context) => analytics.dashboard(signedIn(context))),
    route.get(analyticsPaths.tasks, { access: storeAccess }, async (context) => analytics.tasks(signedIn(context))),
    route.get(analyticsPaths.ratingBadgesConfig, { access: ratingAccess }, async (context) => analytics.ratingBadgesConfig(signedIn(context))),
    route.get(analyticsPaths.bliklanBalance, { access: adsAccess }, async (context) => analytics.bliklanBalance(signedIn(context))),
    route.get(analyticsPaths.walletBalance, { access: walletAccess }, async (context) => analytics.walletBalance(signedIn(context))),
    route.get(analyticsPaths.performance, { access: ratingAccess, querystring: performanceQuerySchema }, async (context) =>
      analytics.performance(signedIn(context), context.query),
    ),
  ];
}
