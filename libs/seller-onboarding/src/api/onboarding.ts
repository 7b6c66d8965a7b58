import type { ApiClient } from '@seller-portal/api-client';
import {
  onboardingApiPaths,
  type OnboardingDocuments,
  type OnboardingState,
  type OnboardingStep,
  type PickupAddress,
  type Province,
  type StoreDetails,
} from '@seller-portal/contracts';
import { queryOptions } from '@tanstack/react-query';

/** One key factory for the store's onboarding and the provinces its address chooses from. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  ofStore: (storeCode: string) => [...onboardingKeys.all, 'store', storeCode] as const,
  provinces: (countryCode: string) => [...onboardingKeys.all, 'provinces', countryCode] as const,
};

export function onboardingQueryOptions(client: ApiClient, storeCode: string) {
  return queryOptions({
    queryKey: onboardingKeys.ofStore(storeCode),
    queryFn: ({ signal }) => client.get<OnboardingState>(onboardingApiPaths.state, { signal }),
  });
}

export function provincesQueryOptions(client: ApiClient, countryCode = 'ID') {
  return queryOptions({
    queryKey: onboardingKeys.provinces(countryCode),
    queryFn: ({ signal }) => client.get<Province[]>(onboardingApiPaths.provinces, { signal, query: { countryCode } }),
    staleTime: Infinity,
  });
}

export interface StepValues {
  STORE_DETAILS: StoreDetails;
  PICKUP_ADDRESS: PickupAddress;
  DOCUMENTS: OnboardingDocuments;
}

const stepPaths: Record<OnboardingStep, string> = {
  STORE_DETAILS: onboardingApiPaths.storeDetails,
  PICKUP_ADDRESS: onboardingApiPaths.pickupAddress,
  DOCUMENTS: onboardingApiPaths.documents,
};

/** Saves one step; the answer is the whole onboarding as it now stands. */
export function saveStep<S extends OnboardingStep>(client: ApiClient, step: S, values: StepValues[S]): Promise<OnboardingState> {
  return client.put<OnboardingState>(stepPaths[step], { body: values });
}

export function submitOnboarding(client: ApiClient): Promise<OnboardingState> {
  return client.post<OnboardingState>(onboardingApiPaths.submit);
}
