import { ApiError, postForm, queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { apiCenterCalls, apiCenterPaths, apiSpecificationFields, type ApiSpecificationSummary } from '@seller-portal/contracts/api-center';
import { requestDefaults } from '@seller-portal/contracts/core';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

/** The API center's keys (lists, details, `services`, `history`); invalidate through them, never with literals. */
export const apiCenterKeys = queryKeysFactory('api-center');

type Reactions<TData, TVariables> = Pick<UseMutationOptions<TData, Error, TVariables>, 'onSuccess' | 'onError'>;

export function specificationsQuery(client: ApiClient) {
  return queryOptions({ queryKey: apiCenterKeys.lists(), queryFn: ({ signal }) => client.call(apiCenterCalls.specifications, { signal }) });
}

export function servicesQuery(client: ApiClient) {
  return queryOptions({ queryKey: apiCenterKeys.named('services'), queryFn: ({ signal }) => client.call(apiCenterCalls.services, { signal }) });
}

export function specificationQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: apiCenterKeys.detail(id),
    queryFn: ({ signal }) => client.call(apiCenterCalls.specification, { params: { id }, signal }),
    // A document does not change once uploaded (a new version is a new upload).
    staleTime: Infinity,
  });
}

export const historyPageSize = 5;

export function historyQuery(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: apiCenterKeys.one('history', page),
    queryFn: ({ signal }) => client.call(apiCenterCalls.history, { query: { page, size: historyPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Deleting changes the list, the services' counts and the history: the whole API center loads again. */
export function useDeleteSpecification(reactions: Reactions<null, string> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(apiCenterCalls.remove, { params: { id } }),
    ...reactions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiCenterKeys.all }),
  });
}

/** An upload adds to the list, the services and the history. */
export function useUploadSpecification(reactions: Reactions<ApiSpecificationSummary, { service: string; file: File }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { service: string; file: File }) => uploadSpecification(input.service, input.file),
    ...reactions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiCenterKeys.all }),
  });
}

/**
 * POST specifications as multipart (the service first, then the file; the server reads them in that order). The
 * API client speaks JSON, so the form is sent here with the session cookie and its failures become `ApiError`s
 * like any other call's, carrying the envelope (an invalid file's problems are in its value).
 */
export async function uploadSpecification(service: string, file: File, fetchImpl: typeof fetch = fetch): Promise<ApiSpecificationSummary> {
  const form = new FormData();
  form.append(apiSpecificationFields.service, service);
  form.append(apiSpecificationFields.file, file, file.name);
  const url = `${apiCenterPaths.specifications}?${new URLSearchParams({ ...requestDefaults, requestId: String(Date.now()) })}`;
  return postForm<ApiSpecificationSummary>(url, form, fetchImpl);
}

/** The validator's problems an API_SPEC_INVALID answer lists, if any. */
export function problemsOf(error: unknown): string[] {
  const value = error instanceof ApiError ? (error.body as { value?: { problems?: unknown } } | null)?.value : null;
  return Array.isArray(value?.problems) ? value.problems.filter((p): p is string => typeof p === 'string') : [];
}
