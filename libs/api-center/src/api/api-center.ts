import { ApiError, networkErrorCode, type ApiClient } from '@seller-portal/api-client';
import {
  apiCenterPaths,
  apiSpecificationFields,
  requestDefaults,
  type ApiService,
  type ApiSpecification,
  type ApiSpecificationSummary,
  type AuditEntry,
  type Envelope,
  type Page,
} from '@seller-portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** One key factory for the API center's queries; invalidate through it, never with literals. */
export const apiCenterKeys = {
  all: ['api-center'] as const,
  specifications: () => [...apiCenterKeys.all, 'specifications'] as const,
  specification: (id: string) => [...apiCenterKeys.all, 'specification', id] as const,
  services: () => [...apiCenterKeys.all, 'services'] as const,
  histories: () => [...apiCenterKeys.all, 'history'] as const,
  history: (page: number) => [...apiCenterKeys.histories(), page] as const,
};

export function specificationsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: apiCenterKeys.specifications(),
    queryFn: ({ signal }) => client.get<ApiSpecificationSummary[]>(apiCenterPaths.specifications, { signal }),
  });
}

export function servicesQuery(client: ApiClient) {
  return queryOptions({ queryKey: apiCenterKeys.services(), queryFn: ({ signal }) => client.get<ApiService[]>(apiCenterPaths.services, { signal }) });
}

export function specificationQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: apiCenterKeys.specification(id),
    queryFn: ({ signal }) => client.get<ApiSpecification>(apiCenterPaths.specification(id), { signal }),
    // A document does not change once uploaded (a new version is a new upload).
    staleTime: Infinity,
  });
}

export const historyPageSize = 5;

export function historyQuery(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: apiCenterKeys.history(page),
    queryFn: ({ signal }) => client.get<Page<AuditEntry>>(apiCenterPaths.history, { query: { page: String(page), size: String(historyPageSize) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function deleteSpecification(client: ApiClient, id: string): Promise<unknown> {
  return client.delete<unknown>(apiCenterPaths.specification(id));
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
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'POST', body: form, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new ApiError({ httpStatus: 0, errorCode: networkErrorCode, errorMessage: null, cause });
  }
  const body = (await response.json().catch(() => null)) as Envelope<ApiSpecificationSummary> | null;
  if (response.ok && body?.success && body.value) return body.value;
  throw new ApiError({
    httpStatus: response.status,
    errorCode: body?.errorCode ?? `HTTP_${response.status}`,
    errorMessage: body?.errorMessage ?? null,
    requestId: body?.requestId ?? null,
    body,
  });
}

/** The validator's problems an API_SPEC_INVALID answer lists, if any. */
export function problemsOf(error: unknown): string[] {
  const value = error instanceof ApiError ? (error.body as { value?: { problems?: unknown } } | null)?.value : null;
  return Array.isArray(value?.problems) ? value.problems.filter((p): p is string => typeof p === 'string') : [];
}
