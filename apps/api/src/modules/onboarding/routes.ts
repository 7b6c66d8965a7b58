import {
  documentsSchema,
  onboardingApiPaths,
  pickupAddressSchema,
  provincesQuerySchema,
  storeDetailsSchema,
  type OnboardingDocuments,
  type PickupAddress,
  type ProvincesQuery,
  type StoreDetails,
} from '@seller-portal/contracts';
import type { Access } from '../../http/access';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { OnboardingService } from './service';

/** §6 a STORE session; the service admits the store's owner only. */
const access: Access = { modes: ['STORE'] };

export function onboardingRoutes(onboarding: OnboardingService): RouteDefinition[] {
  return [
    defineRoute<undefined, ProvincesQuery>({
      method: 'GET',
      url: onboardingApiPaths.provinces,
      access: { modes: 'any' },
      querystring: provincesQuerySchema,
      handler: async (context) => onboarding.provinces(context.query.countryCode),
    }),
    defineRoute({
      method: 'GET',
      url: onboardingApiPaths.state,
      access,
      handler: async (context) => onboarding.state(signedIn(context)),
    }),
    defineRoute<StoreDetails>({
      method: 'PUT',
      url: onboardingApiPaths.storeDetails,
      access,
      body: storeDetailsSchema,
      handler: async (context) => onboarding.saveStoreDetails(signedIn(context), context.body),
    }),
    defineRoute<PickupAddress>({
      method: 'PUT',
      url: onboardingApiPaths.pickupAddress,
      access,
      body: pickupAddressSchema,
      handler: async (context) => onboarding.savePickupAddress(signedIn(context), context.body),
    }),
    defineRoute<OnboardingDocuments>({
      method: 'PUT',
      url: onboardingApiPaths.documents,
      access,
      body: documentsSchema,
      handler: async (context) => onboarding.saveDocuments(signedIn(context), context.body),
    }),
    defineRoute({
      method: 'POST',
      url: onboardingApiPaths.submit,
      access,
      handler: async (context) => onboarding.submit(signedIn(context)),
    }),
  ];
}
