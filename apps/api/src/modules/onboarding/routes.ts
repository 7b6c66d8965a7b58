import { documentsSchema, onboardingApiPaths, pickupAddressSchema, provincesQuerySchema, storeDetailsSchema } from '@seller-portal/contracts';
import type { Access } from '../../http/access';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { OnboardingService } from './service';

/** §6 a STORE session; the service admits the store's owner only. */
const access: Access = { modes: ['STORE'] };

export function onboardingRoutes(onboarding: OnboardingService): RouteDefinition[] {
  return [
    route.get(onboardingApiPaths.provinces, { access: { modes: 'any' }, querystring: provincesQuerySchema }, async (context) =>
      onboarding.provinces(context.query.countryCode),
    ),
    route.get(onboardingApiPaths.state, { access }, async (context) => onboarding.state(signedIn(context))),
    route.put(onboardingApiPaths.storeDetails, { access, body: storeDetailsSchema }, async (context) =>
      onboarding.saveStoreDetails(signedIn(context), context.body),
    ),
    route.put(onboardingApiPaths.pickupAddress, { access, body: pickupAddressSchema }, async (context) =>
      onboarding.savePickupAddress(signedIn(context), context.body),
    ),
    route.put(onboardingApiPaths.documents, { access, body: documentsSchema }, async (context) => onboarding.saveDocuments(signedIn(context), context.body)),
    route.post(onboardingApiPaths.submit, { access }, async (context) => onboarding.submit(signedIn(context))),
  ];
}
