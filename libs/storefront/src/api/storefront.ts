import { postForm, queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import {
  storefrontBannerField,
  storefrontCalls,
  storefrontPaths,
  type StorefrontBannerImage,
  type StorefrontCatalog,
  type StorefrontCatalogRequest,
  type StorefrontSection,
  type StorefrontState,
} from '@seller-portal/contracts/storefront';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The storefront's queries (the builder's state, the catalog, a store's public page); invalidate through them. */
export const storefrontKeys = queryKeysFactory('storefront');

export function storefrontStateQuery(client: ApiClient) {
  return queryOptions({ queryKey: storefrontKeys.one('state', {}), queryFn: ({ signal }) => client.call(storefrontCalls.state, { signal }) });
}

export function storefrontCatalogQuery(client: ApiClient) {
  return queryOptions({ queryKey: storefrontKeys.one('catalog', {}), queryFn: ({ signal }) => client.call(storefrontCalls.catalog, { signal }) });
}

export function publicStorefrontQuery(client: ApiClient, storeCode: string) {
  return queryOptions({
    queryKey: storefrontKeys.detail(storeCode),
    queryFn: ({ signal }) => client.call(storefrontCalls.publicStorefront, { params: { storeCode }, signal }),
    retry: false,
  });
}

interface Reactions<TData> {
  onSuccess?: (data: TData) => unknown;
  onError?: (error: Error) => unknown;
}

/** Every change of the builder answers the whole state: it replaces the cached one, the public page loads again. */
function useStateMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<StorefrontState>, reactions: Reactions<StorefrontState>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (state) => {
      queryClient.setQueryData(storefrontStateQuery(client).queryKey, state);
      await queryClient.invalidateQueries({ queryKey: storefrontKeys.details() });
      await reactions.onSuccess?.(state);
    },
    onError: reactions.onError,
  });
}

/** The draft's sections replaced (a section added, edited, removed or moved). */
export function useSaveDraft(reactions: Reactions<StorefrontState> = {}) {
  const client = useApiClient();
  return useStateMutation((sections: StorefrontSection[]) => client.call(storefrontCalls.saveDraft, { body: { sections } }), reactions);
}

export function usePublish(reactions: Reactions<StorefrontState> = {}) {
  const client = useApiClient();
  return useStateMutation(() => client.call(storefrontCalls.publish, {}), reactions);
}

export function useDiscardDraft(reactions: Reactions<StorefrontState> = {}) {
  const client = useApiClient();
  return useStateMutation(() => client.call(storefrontCalls.discardDraft, {}), reactions);
}

/** The catalog's choice saved; the builder's preview reads it too. */
export function useSaveCatalog(reactions: Reactions<StorefrontCatalog> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StorefrontCatalogRequest) => client.call(storefrontCalls.saveCatalog, { body }),
    onSuccess: async (catalog) => {
      queryClient.setQueryData(storefrontCatalogQuery(client).queryKey, catalog);
      await queryClient.invalidateQueries({ queryKey: storefrontKeys.all });
      await reactions.onSuccess?.(catalog);
    },
    onError: reactions.onError,
  });
}

/** Sends a banner image as multipart (the API client speaks JSON only); rejects with the §8 code as its calls do. */
export async function uploadBannerImage(file: File): Promise<StorefrontBannerImage> {
  const form = new FormData();
  form.append(storefrontBannerField, file, file.name);
  return postForm<StorefrontBannerImage>(storefrontPaths.bannerImages, form);
}

export function useUploadBannerImage(reactions: Reactions<StorefrontBannerImage> = {}) {
  return useMutation({ mutationFn: uploadBannerImage, onSuccess: reactions.onSuccess, onError: reactions.onError });
}
