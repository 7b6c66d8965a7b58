import { ApiError, queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { type Envelope } from '@seller-portal/contracts/core';
import {
  identityPhotoField,
  storeVerificationApiPaths,
  storeVerificationCalls,
  type IdentityPhotoKind,
  type IdentityReviewDecisionRequest,
  type IdentityReviewOutcome,
  type StoreVerificationStatus,
} from '@seller-portal/contracts/store-verification';
import { sessionKeys } from '@seller-portal/session-guard';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The store's verification status (`status`), the QR tokens (`capture-token`) and what a phone's token opens (`capture-info`). */
export const storeVerificationKeys = queryKeysFactory('store-verification');

/** How often the desktop asks whether the phone has sent the photo. */
export const handOffPollMs = 2_000;

export function statusQueryOptions(client: ApiClient, pollMs: number | false = false) {
  return queryOptions({
    queryKey: storeVerificationKeys.named('status'),
    queryFn: ({ signal }) => client.call(storeVerificationCalls.status, { signal }),
    refetchInterval: pollMs,
  });
}

export function useVerificationStatus(options: { pollMs?: number | false } = {}) {
  return useQuery(statusQueryOptions(useApiClient(), options.pollMs ?? false));
}

/** A new QR token per visit of the QR page: it is single-use and short-lived, so it is never shared or kept. */
export function captureTokenQueryOptions(client: ApiClient, kind: IdentityPhotoKind) {
  return queryOptions({
    queryKey: storeVerificationKeys.one('capture-token', kind),
    queryFn: () => client.call(storeVerificationCalls.captureToken, { body: { kind } }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useCaptureToken(kind: IdentityPhotoKind) {
  return useQuery(captureTokenQueryOptions(useApiClient(), kind));
}

export function useCaptureInfo(kind: IdentityPhotoKind, token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: storeVerificationKeys.one('capture-info', { kind, token }),
    queryFn: ({ signal }) => client.call(storeVerificationCalls.captureTokenInfo, { params: { kind }, query: { token }, signal }),
    retry: false,
  });
}

export interface UploadRequest {
  kind: IdentityPhotoKind;
  photo: Blob;
  /** The phone's QR token; without it the signed-in owner sends. */
  token?: string;
  /** 0–1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

type UploadAnswer = Partial<Envelope<StoreVerificationStatus>> | null;

function parseEnvelope(text: string): UploadAnswer {
  try {
    return JSON.parse(text) as UploadAnswer;
  } catch {
    return null;
  }
}

/**
 * A photo is in (its upload's answer is the status after it): the status is kept, and once both photos are in the
 * fraud status has moved, so the session (and with it the §4.5 modal) is read again.
 */
export function useKeepPhotoStatus() {
  const queryClient = useQueryClient();
  return (status: StoreVerificationStatus, complete: boolean) => {
    queryClient.setQueryData(storeVerificationKeys.named('status'), status);
    if (complete) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  };
}

/**
 * Sends the photo as multipart with XMLHttpRequest (a call declaration carries JSON only, and `client.call` reports
 * no upload progress), the one browser API that reports upload progress. Resolves to
 * the status after it; rejects with an ApiError carrying the §8 code, as the API client's calls do.
 */
export function uploadPhoto({ kind, photo, token, onProgress, signal }: UploadRequest): Promise<StoreVerificationStatus> {
  const path = token ? `${storeVerificationApiPaths.capture(kind)}?token=${encodeURIComponent(token)}` : storeVerificationApiPaths.photo(kind);
  const form = new FormData();
  form.append(identityPhotoField, photo, photo.type === 'image/png' ? 'photo.png' : photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg');
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseEnvelope(request.responseText);
      if (request.status >= 200 && request.status < 300 && body?.success && body.value) return resolve(body.value);
      reject(
        new ApiError({
          httpStatus: request.status,
          errorCode: body?.errorCode ?? `HTTP_${request.status}`,
          errorMessage: body?.errorMessage ?? null,
          requestId: body?.requestId ?? null,
          body,
        }),
      );
    };
    request.onerror = () => reject(new ApiError({ httpStatus: 0, errorCode: 'NETWORK' }));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** §4.5 internal staff's queue of stores whose photos wait for review, oldest first. */
export function reviewQueueQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: storeVerificationKeys.list({ review: true }),
    queryFn: ({ signal }) => client.call(storeVerificationCalls.reviewQueue, { signal }),
  });
}

export function useReviewQueue() {
  return useQuery(reviewQueueQueryOptions(useApiClient()));
}

/**
 * Approves or rejects a store's photos; the queue loads again whatever the answer (a refusal means someone else
 * decided, or the store sent new photos: the queue shows what is true now).
 */
export function useReviewDecision(
  storeCode: string,
  reactions: { onSuccess?: (outcome: IdentityReviewOutcome) => unknown; onError?: (error: Error) => unknown } = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IdentityReviewDecisionRequest) => client.call(storeVerificationCalls.reviewDecision, { params: { storeCode }, body }),
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeVerificationKeys.lists() }),
  });
}
