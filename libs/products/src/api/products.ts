import { postForm, queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { type Language } from '@seller-portal/contracts/core';
import {
  productCalls,
  productCatalogCode,
  productPaths,
  type ProductBulkUploadAnswer,
  type ProductItem,
  type ProductSort,
  type ProductStatusAnswer,
  type ProductStatusRequest,
  type ProductStatusUndoAnswer,
  type ProductTab,
  type ProductUpdateRequest,
} from '@seller-portal/contracts/products';
import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';

export interface ProductListFilters {
  q: string;
  categoryCode: string;
  tab: ProductTab;
  sort: ProductSort;
  page: number;
  size: number;
}

/** The product queries' keys (lists, details, `categories`, `bulk-process`); invalidate through them, never with literals. */
export const productKeys = queryKeysFactory('products');

/** What a mutation's page does with its outcome (a toast, a closed editor); the invalidation is the mutation's own. */
export type MutationReactions<TData, TVariables> = Pick<UseMutationOptions<TData, Error, TVariables>, 'onSuccess' | 'onError'>;

export function productListQuery(client: ApiClient, filters: ProductListFilters) {
  return queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) =>
      client.call(productCalls.list, {
        query: {
          tab: filters.tab,
          sort: filters.sort,
          page: filters.page,
          size: filters.size,
          q: filters.q || undefined,
          categoryCode: filters.categoryCode || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function productDetailQuery(client: ApiClient, itemId: string) {
  return queryOptions({
    queryKey: productKeys.detail(itemId),
    queryFn: ({ signal }) => client.call(productCalls.detail, { params: { itemId }, signal }),
  });
}

/** §7 the active categories of catalog 10001 (§9). */
export function categoriesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: productKeys.named('categories'),
    queryFn: ({ signal }) => client.call(productCalls.categories, { query: { catalogCode: productCatalogCode, active: 'true' }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** An order moved the stock (the realtime socket's events, `useStockEvents`): the lists and details load again. */
export function invalidateProductStock(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: productKeys.details() });
}

/** A new price or stock from the version the seller saw; the store's product queries load again either way. */
export function useUpdateProduct(reactions: MutationReactions<ProductItem, { itemId: string; request: ProductUpdateRequest }> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, request }: { itemId: string; request: ProductUpdateRequest }) =>
      client.call(productCalls.update, { params: { itemId }, body: request }),
    ...reactions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useSetProductsActive(reactions: MutationReactions<ProductStatusAnswer, ProductStatusRequest> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductStatusRequest) => client.call(productCalls.setActive, { body }),
    ...reactions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** Puts back what an activate or deactivate changed, within its undo window; the lists load again either way. */
export function useUndoSetProductsActive(reactions: MutationReactions<ProductStatusUndoAnswer, string> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operationId: string) => client.call(productCalls.undoSetActive, { body: { operationId } }),
    ...reactions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** Follows a bulk process every second until it has finished (§3 bulk upload modal). */
export function bulkProcessQuery(client: ApiClient, bulkProcessId: string) {
  return queryOptions({
    queryKey: productKeys.one('bulk-process', bulkProcessId),
    queryFn: ({ signal }) => client.call(productCalls.bulkProcess, { params: { bulkProcessId }, signal }),
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'DONE' || query.state.data.status === 'FAILED') ? false : 1_000),
  });
}

/** A finished bulk process changed prices and stock: the lists load again. */
export function useBulkProcessFinished(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: productKeys.lists() }), [queryClient]);
}

/**
 * Uploads a filled-in template; the page starts following its process (`bulkProcessQuery`), and the lists load again
 * once it has finished (`useBulkProcessFinished`): the upload itself changes nothing yet.
 */
export function useUploadBulkFile(reactions: MutationReactions<ProductBulkUploadAnswer, { file: File; lang: Language }> = {}) {
  return useMutation({ mutationFn: uploadBulkFile, ...reactions });
}

/**
 * Sends the filled-in template as multipart (the API client speaks JSON only), with the page's language (the failed
 * rows' file is written in it); rejects with the §8 code as its calls do.
 */
export async function uploadBulkFile({ file, lang }: { file: File; lang: Language }): Promise<ProductBulkUploadAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm<ProductBulkUploadAnswer>(`${productPaths.bulkUpload}?lang=${lang}`, form);
}
