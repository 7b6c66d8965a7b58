import { ApiError, type ApiClient } from '@seller-portal/api-client';
import {
  productCatalogCode,
  productPaths,
  type Language,
  type ProductBulkProcess,
  type ProductBulkUploadAnswer,
  type ProductCategory,
  type ProductDetail,
  type ProductItem,
  type ProductListAnswer,
  type ProductSort,
  type ProductStatusAnswer,
  type ProductTab,
  type ProductUpdateRequest,
} from '@seller-portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export interface ProductListFilters {
  q: string;
  categoryCode: string;
  tab: ProductTab;
  sort: ProductSort;
  page: number;
  size: number;
}

/** One key factory for the product queries; invalidate through it, never with literals. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductListFilters) => [...productKeys.lists(), filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (itemId: string) => [...productKeys.details(), itemId] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
  bulkProcess: (bulkProcessId: string) => [...productKeys.all, 'bulk-process', bulkProcessId] as const,
};

export function productListQuery(client: ApiClient, filters: ProductListFilters) {
  const query: Record<string, string> = { tab: filters.tab, sort: filters.sort, page: String(filters.page), size: String(filters.size) };
  if (filters.q) query.q = filters.q;
  if (filters.categoryCode) query.categoryCode = filters.categoryCode;
  return queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => client.get<ProductListAnswer>(productPaths.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function productDetailQuery(client: ApiClient, itemId: string) {
  return queryOptions({ queryKey: productKeys.detail(itemId), queryFn: ({ signal }) => client.get<ProductDetail>(productPaths.detail(itemId), { signal }) });
}

/** §7 the active categories of catalog 10001 (§9). */
export function categoriesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: productKeys.categories(),
    queryFn: ({ signal }) => client.get<ProductCategory[]>(productPaths.categories, { query: { catalogCode: productCatalogCode, active: 'true' }, signal }),
    staleTime: 10 * 60_000,
  });
}

export function updateProduct(client: ApiClient, itemId: string, request: ProductUpdateRequest): Promise<ProductItem> {
  return client.put<ProductItem>(productPaths.item(itemId), { body: request });
}

export function setProductsActive(client: ApiClient, itemIds: string[], active: boolean): Promise<ProductStatusAnswer> {
  return client.post<ProductStatusAnswer>(productPaths.status, { body: { itemIds, active } });
}

/** Follows a bulk process every second until it has finished (§3 bulk upload modal). */
export function bulkProcessQuery(client: ApiClient, bulkProcessId: string) {
  return queryOptions({
    queryKey: productKeys.bulkProcess(bulkProcessId),
    queryFn: ({ signal }) => client.get<ProductBulkProcess>(productPaths.bulkProcessNotes(bulkProcessId), { signal }),
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'DONE' || query.state.data.status === 'FAILED') ? false : 1_000),
  });
}

interface EnvelopeLike<T> {
  success?: boolean;
  value?: T;
  errorCode?: string;
  errorMessage?: string;
  requestId?: string;
}

/**
 * Sends the filled-in template as multipart (the API client speaks JSON only), with the page's language (the failed
 * rows' file is written in it); rejects with the §8 code as its calls do.
 */
export async function uploadBulkFile({ file, lang }: { file: File; lang: Language }): Promise<ProductBulkUploadAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${productPaths.bulkUpload}?lang=${lang}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    throw new ApiError({ httpStatus: 0, errorCode: 'NETWORK', cause });
  }
  const body = (await response.json().catch(() => null)) as EnvelopeLike<ProductBulkUploadAnswer> | null;
  if (response.ok && body?.success && body.value) return body.value;
  throw new ApiError({
    httpStatus: response.status,
    errorCode: body?.errorCode ?? `HTTP_${response.status}`,
    errorMessage: body?.errorMessage ?? null,
    requestId: body?.requestId ?? null,
    body,
  });
}
