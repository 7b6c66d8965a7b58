import { postForm, queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import {
  storeInfoCalls,
  storeInfoPaths,
  storeLogoField,
  type StoreDataChangeRequest,
  type StoreInfo,
  type StoreProfileRequest,
} from '@seller-portal/contracts/store-info';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The store information query's keys (one detail per store); invalidate through them. */
export const storeInfoKeys = queryKeysFactory('store-info');

export function storeInfoQuery(client: ApiClient, storeCode: string) {
  return queryOptions({ queryKey: storeInfoKeys.detail(storeCode), queryFn: ({ signal }) => client.call(storeInfoCalls.store, { signal }) });
}

/** Sends the resized logo as multipart (the API client speaks JSON only); rejects with the §8 code as its calls do. */
export async function uploadLogo(logo: Blob): Promise<StoreInfo> {
  const form = new FormData();
  form.append(storeLogoField, logo, logo.type === 'image/png' ? 'logo.png' : logo.type === 'image/webp' ? 'logo.webp' : 'logo.jpg');
  return postForm<StoreInfo>(storeInfoPaths.logo, form);
}

/** Every save answers the store's information as it now stands: it becomes the page's data. */
function useKeepAnswer() {
  const queryClient = useQueryClient();
  return (info: StoreInfo) => queryClient.setQueryData(storeInfoKeys.detail(info.code), info);
}

export function useSaveProfile() {
  const client = useApiClient();
  const keep = useKeepAnswer();
  return useMutation({ mutationFn: (body: StoreProfileRequest) => client.call(storeInfoCalls.saveProfile, { body }), onSuccess: keep });
}

export function useUploadLogo() {
  const keep = useKeepAnswer();
  return useMutation({ mutationFn: uploadLogo, onSuccess: keep });
}

export function useRequestDataChange() {
  const client = useApiClient();
  const keep = useKeepAnswer();
  return useMutation({ mutationFn: (body: StoreDataChangeRequest) => client.call(storeInfoCalls.requestDataChange, { body }), onSuccess: keep });
}
