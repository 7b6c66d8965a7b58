import { analyticsCalls } from '@seller-portal/contracts/analytics';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { AnalyticsReportSubscriptions } from './report-links';
import type { AnalyticsService } from './service';

// Access (the dashboard's tasks action, store performance's code, the balances' codes), schemas and codes are the
// calls' (`analyticsCalls` in contracts).

export function analyticsRoutes(analytics: AnalyticsService, reports: AnalyticsReportSubscriptions): RouteDefinition[] {
  return [
    route.call(analyticsCalls.dashboardSummary, (context) => analytics.dashboard(signedIn(context))),
    route.call(analyticsCalls.tasks, (context) => analytics.tasks(signedIn(context))),
    route.call(analyticsCalls.ratingBadgesConfig, (context) => analytics.ratingBadgesConfig(signedIn(context))),
    route.call(analyticsCalls.bliklanBalance, (context) => analytics.bliklanBalance(signedIn(context))),
    route.call(analyticsCalls.walletBalance, (context) => analytics.walletBalance(signedIn(context))),
    route.call(analyticsCalls.performance, (context) => analytics.performance(signedIn(context), context.query)),
    route.call(analyticsCalls.reportUnsubscribe, (context) => reports.unsubscribe(context.query.encodedBusinessPartnerCode)),
    route.call(analyticsCalls.reportResubscribe, (context) => reports.resubscribe(context.body.encodedBusinessPartnerCode)),
  ];
}
