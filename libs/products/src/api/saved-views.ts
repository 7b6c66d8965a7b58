import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { productSavedViewCalls } from '@seller-portal/contracts/products';
import type { SavedViewRequest } from '@seller-portal/contracts/saved-views';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const calls = productSavedViewCalls;

/** The product list's saved views; invalidate through them. */
export const productViewKeys = queryKeysFactory('product-views');

export function productViewsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: productViewKeys.all,
    queryFn: ({ signal }) => client.call(calls.list, { signal }),
    staleTime: 60_000,
  });
}

/** Saving, defaulting and deleting a view: each answers or reloads the list of views. */
export function useProductViewMutations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: productViewKeys.all });
  return {
    save: useMutation({ mutationFn: (body: SavedViewRequest) => client.call(calls.create, { body }), onSuccess: reload }),
    setDefault: useMutation({
      mutationFn: (viewId: string | null) => client.call(calls.setDefault, { body: { viewId } }),
      onSuccess: (answer) => queryClient.setQueryData(productViewKeys.all, answer),
    }),
    remove: useMutation({ mutationFn: (viewId: string) => client.call(calls.remove, { params: { viewId } }), onSuccess: reload }),
  };
}
