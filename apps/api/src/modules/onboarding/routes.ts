import { onboardingCalls } from '@seller-portal/contracts/onboarding';
import { route, type RouteDefinition } from '../../http/define-route';
import { requestLanguage } from '../../i18n/server-i18n';
import { signedIn } from '../session';
import type { OnboardingService } from './service';

// Access (a STORE session; the service admits the store's owner only) and schemas are the calls' (`onboardingCalls`).
export function onboardingRoutes(onboarding: OnboardingService): RouteDefinition[] {
  return [
    route.call(onboardingCalls.provinces, async (context) => onboarding.provinces(context.query.countryCode)),
    route.call(onboardingCalls.state, async (context) => onboarding.state(signedIn(context))),
    route.call(onboardingCalls.saveStoreDetails, async (context) => onboarding.saveStoreDetails(signedIn(context), context.body)),
    route.call(onboardingCalls.savePickupAddress, async (context) => onboarding.savePickupAddress(signedIn(context), context.body)),
    route.call(onboardingCalls.saveDocuments, async (context) => onboarding.saveDocuments(signedIn(context), context.body)),
    route.call(onboardingCalls.submit, async (context) => onboarding.submit(signedIn(context))),
    route.call(onboardingCalls.postliveDownload, async (context) => {
      const pdf = await onboarding.postliveDocument(signedIn(context), context.params.id, requestLanguage(context.request));
      return context.reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="postlive-${context.params.id}.pdf"`)
        .send(Buffer.from(pdf));
    }),
  ];
}
