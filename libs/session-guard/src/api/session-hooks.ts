import { useApiClient } from '@seller-portal/api-client';
import { broadcastRefresh } from '@seller-portal/app-runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearSession, sessionKeys, sessionQueryOptions, signOut } from './session';

// The hooks over the session's query: apart from `session.ts`, which the first load takes without TanStack Query.

/** The signed-in session (null when signed out), read and kept fresh through the query cache. */
export function useSession() {
  return useQuery(sessionQueryOptions(useApiClient()));
}

/** Signs out and forgets everything cached for the signed-in user. */
export function useSignOut() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(client),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      clearSession(queryClient);
      // §2.9 every other open tab goes to '/', where the guard finds no session.
      broadcastRefresh();
    },
  });
}
