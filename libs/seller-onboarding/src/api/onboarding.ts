import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import {
  onboardingCalls,
  type OnboardingDocuments,
  type OnboardingState,
  type OnboardingStep,
  type PickupAddress,
  type StoreDetails,
} from '@seller-portal/contracts/onboarding';
import { refreshSession } from '@seller-portal/session-guard';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The store's onboarding (a detail per store code) and the provinces its address chooses from (`provinces`). */
export const onboardingKeys = queryKeysFactory('onboarding');

export function onboardingQueryOptions(client: ApiClient, storeCode: string) {
  return queryOptions({
    queryKey: onboardingKeys.detail(storeCode),
    queryFn: ({ signal }) => client.call(onboardingCalls.state, { signal }),
  });
}

export function provincesQueryOptions(client: ApiClient, countryCode = 'ID') {
  return queryOptions({
    queryKey: onboardingKeys.one('provinces', countryCode),
    queryFn: ({ signal }) => client.call(onboardingCalls.provinces, { signal, query: { countryCode } }),
    staleTime: Infinity,
  });
}

export interface StepValues {
  STORE_DETAILS: StoreDetails;
  PICKUP_ADDRESS: PickupAddress;
  DOCUMENTS: OnboardingDocuments;
}

/** Saves one step; the answer is the whole onboarding as it now stands. */
export function saveStep<S extends OnboardingStep>(client: ApiClient, step: S, values: StepValues[S]): Promise<OnboardingState> {
  const call = { STORE_DETAILS: onboardingCalls.saveStoreDetails, PICKUP_ADDRESS: onboardingCalls.savePickupAddress, DOCUMENTS: onboardingCalls.saveDocuments }[
    step
  ];
  // The step names its call, and its values are that call's body.
  return client.call(call as typeof onboardingCalls.saveStoreDetails, { body: values as StoreDetails });
}

/** Saves a step; its answer is the store's onboarding as it now stands, kept as the page's data. */
export function useSaveOnboardingStep<S extends OnboardingStep>(step: S) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: StepValues[S]) => saveStep(client, step, values),
    onSuccess: (state) => queryClient.setQueryData(onboardingKeys.detail(state.storeCode), state),
  });
}

/** Sends the store for review; the session (its onboarding status) and the onboarding are read again. */
export function useSubmitOnboarding() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(onboardingCalls.submit),
    onSuccess: async (state) => {
      await refreshSession(queryClient);
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.detail(state.storeCode) });
    },
  });
}
