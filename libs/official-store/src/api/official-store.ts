import { ApiError, postForm, queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { requestDefaults } from '@seller-portal/contracts/core';
import {
  officialStoreCalls,
  officialStoreDocumentField,
  officialStorePaths,
  type OfficialStoreApplicationRequest,
  type OfficialStoreDecisionRequest,
  type OfficialStoreDocument,
  type OfficialStoreDocumentKind,
  type OfficialStoreReviewDetail,
  type OfficialStoreReviewListQuery,
  type OfficialStoreStatus,
} from '@seller-portal/contracts/official-store';
import { sessionKeys } from '@seller-portal/session-guard';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The official store's query keys (the seller's status, the review's lists and details); invalidate through them. */
export const officialStoreKeys = queryKeysFactory('official-store');

export function officialStatusQuery(client: ApiClient) {
  return queryOptions({ queryKey: officialStoreKeys.named('status'), queryFn: ({ signal }) => client.call(officialStoreCalls.status, { signal }) });
}

export function reviewListQuery(client: ApiClient, query: OfficialStoreReviewListQuery) {
  return queryOptions({ queryKey: officialStoreKeys.list(query), queryFn: ({ signal }) => client.call(officialStoreCalls.reviewList, { query, signal }) });
}

export function reviewDetailQuery(client: ApiClient, applicationId: string) {
  return queryOptions({
    queryKey: officialStoreKeys.detail(applicationId),
    queryFn: ({ signal }) => client.call(officialStoreCalls.reviewDetail, { params: { applicationId }, signal }),
  });
}

/**
 * POST a brand document as multipart. The API client speaks JSON, so the form is sent here with the session cookie,
 * and its failures become `ApiError`s like any other call's, carrying the envelope.
 */
export async function uploadDocument(kind: OfficialStoreDocumentKind, file: File, fetchImpl: typeof fetch = fetch): Promise<OfficialStoreDocument> {
  const form = new FormData();
  form.append(officialStoreDocumentField, file, file.name);
  const url = `${officialStorePaths.documentUpload(kind)}?${new URLSearchParams({ ...requestDefaults, requestId: String(Date.now()) })}`;
  return postForm<OfficialStoreDocument>(url, form, fetchImpl);
}

/** The reasons an OFFICIAL_STORE_NOT_ELIGIBLE answer lists, if any. */
export function ineligibleReasonsOf(error: unknown): string[] {
  const value = error instanceof ApiError ? (error.body as { value?: { reasons?: unknown } } | null)?.value : null;
  return Array.isArray(value?.reasons) ? value.reasons.filter((reason): reason is string => typeof reason === 'string') : [];
}

interface Reactions<TData> {
  onSuccess?: (data: TData) => unknown;
  onError?: (error: Error) => unknown;
}

export function useUploadDocument() {
  return useMutation({ mutationFn: (input: { kind: OfficialStoreDocumentKind; file: File }) => uploadDocument(input.kind, input.file) });
}

/** Sends the application; the status answered is the page's from then on. */
export function useApply(reactions: Reactions<OfficialStoreStatus> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficialStoreApplicationRequest) => client.call(officialStoreCalls.apply, { body }),
    onSuccess: async (status) => {
      queryClient.setQueryData(officialStoreKeys.named('status'), status);
      await reactions.onSuccess?.(status);
    },
    onError: reactions.onError,
  });
}

/** Approves or rejects; every list and the detail load again, and the session (a reviewer's own store may be the one). */
export function useDecide(applicationId: string, reactions: Reactions<OfficialStoreReviewDetail> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficialStoreDecisionRequest) => client.call(officialStoreCalls.decide, { params: { applicationId }, body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(officialStoreKeys.detail(applicationId), detail);
      await reactions.onSuccess?.(detail);
    },
    onError: reactions.onError,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: officialStoreKeys.lists() }), queryClient.invalidateQueries({ queryKey: sessionKeys.current() })]),
  });
}
