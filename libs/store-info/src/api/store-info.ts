import { ApiError, queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
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

interface EnvelopeLike<T> {
  success?: boolean;
  value?: T | null;
  errorCode?: string;
  errorMessage?: string | null;
  requestId?: string | null;
}

/** Sends the resized logo as multipart (the API client speaks JSON only); rejects with the §8 code as its calls do. */
export async function uploadLogo(logo: Blob): Promise<StoreInfo> {
  const form = new FormData();
  form.append(storeLogoField, logo, logo.type === 'image/png' ? 'logo.png' : logo.type === 'image/webp' ? 'logo.webp' : 'logo.jpg');
  let response: Response;
  try {
    response = await fetch(storeInfoPaths.logo, { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new ApiError({ httpStatus: 0, errorCode: 'NETWORK', cause });
  }
  const body = (await response.json().catch(() => null)) as EnvelopeLike<StoreInfo> | null;
  if (response.ok && body?.success && body.value) return body.value;
  throw new ApiError({
    httpStatus: response.status,
    errorCode: body?.errorCode ?? `HTTP_${response.status}`,
    errorMessage: body?.errorMessage ?? null,
    requestId: body?.requestId ?? null,
    body,
  });
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
