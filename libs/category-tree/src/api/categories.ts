import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { categoryTreeCalls, type CategoryDraft, type CategoryMove, type CategoryNames, type KeptCategory } from '@seller-portal/contracts/category-tree';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The kept category tree's query keys; invalidate through them. */
export const categoryTreeKeys = queryKeysFactory('category-tree');

export function categoriesQuery(client: ApiClient) {
  return queryOptions({ queryKey: categoryTreeKeys.lists(), queryFn: ({ signal }) => client.call(categoryTreeCalls.list, { signal }) });
}

/** A change to the tree: add, rename, (de)activate, move or delete. The tree loads again whatever the answer. */
export type CategoryChange =
  | { kind: 'create'; draft: CategoryDraft }
  | { kind: 'rename'; code: string; names: CategoryNames }
  | { kind: 'status'; code: string; active: boolean }
  | { kind: 'move'; code: string; move: CategoryMove }
  | { kind: 'remove'; code: string };

export function useCategoryChange(reactions: { onSuccess?: (answer: KeptCategory | null) => unknown; onError?: (error: Error) => unknown } = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CategoryChange): Promise<KeptCategory | null> => {
      switch (change.kind) {
        case 'create':
          return client.call(categoryTreeCalls.create, { body: change.draft });
        case 'rename':
          return client.call(categoryTreeCalls.rename, { params: { code: change.code }, body: change.names });
        case 'status':
          return client.call(categoryTreeCalls.setStatus, { params: { code: change.code }, body: { active: change.active } });
        case 'move':
          return client.call(categoryTreeCalls.move, { params: { code: change.code }, body: change.move });
        case 'remove':
          return client.call(categoryTreeCalls.remove, { params: { code: change.code } });
      }
    },
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryTreeKeys.lists() }),
  });
}
