import { adsCalls } from '@seller-portal/contracts/ads';
import { AppError } from '../../http/app-error';
import { route, type RouteDefinition } from '../../http/define-route';
import { hasServiceToken } from '../../http/service-token';
import { requestLanguage } from '../../i18n/server-i18n';
import { signedIn } from '../session';
import type { AdsService } from './service';

// Access, schemas and codes are the declarations' (`adsCalls`); the seller's calls take the ads feature's access.
export function adsRoutes(ads: AdsService, options: { serviceToken: string | null; accountRateLimitPerMinute: number }): RouteDefinition[] {
  const codeLimit = { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 };
  return [
    route.call(adsCalls.overview, (context) => ads.overview(signedIn(context))),
    route.call(adsCalls.history, (context) => ads.history(signedIn(context), context.query)),
    route.call(adsCalls.topUp, { rateLimit: codeLimit }, (context) => ads.topUp(signedIn(context), context.body.amount, requestLanguage(context.request))),
    route.call(adsCalls.topUpVerify, { blankFieldCodes: [['code', 'PMA400003']], rateLimit: codeLimit }, (context) =>
      ads.verifyTopUp(signedIn(context), context.body.code),
    ),
    route.call(adsCalls.products, (context) => ads.products(signedIn(context), context.query.keyword)),
    route.call(adsCalls.campaigns, (context) => ads.campaigns(signedIn(context))),
    route.call(adsCalls.createCampaign, (context) => ads.createCampaign(signedIn(context), context.body)),
    route.call(adsCalls.updateCampaign, (context) => ads.updateCampaign(signedIn(context), context.params.campaignId, context.body)),
    route.call(adsCalls.campaignStatus, (context) => ads.changeStatus(signedIn(context), context.params.campaignId, context.body.action)),
    route.call(adsCalls.campaignResults, (context) => ads.results(signedIn(context), context.params.campaignId)),
    route.call(adsCalls.marketplaceEvents, (context) => {
      if (!hasServiceToken(context.request, options.serviceToken)) throw new AppError('ADS_SERVICE_TOKEN_INVALID');
      return ads.recordEvents(context.params.storeCode, context.body);
    }),
  ];
}
