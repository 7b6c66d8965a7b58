import { ApiError, networkErrorCode } from './api-error';

interface EnvelopeLike<T> {
  success?: boolean;
  value?: T | null;
  errorCode?: string | null;
  errorMessage?: string | null;
  requestId?: string | null;
}

/**
 * POSTs a multipart form (a file, with its fields) with the session cookie and answers the envelope's value: the API
 * client speaks JSON only, so uploads come here. A failure rejects as the client's calls do, an `ApiError` with the §8
 * code and the envelope as its `body` (some answers list problems in their value).
 */
export async function postForm<T>(url: string, form: FormData, fetchImpl: typeof fetch = fetch): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new ApiError({ httpStatus: 0, errorCode: networkErrorCode, errorMessage: null, cause });
  }
  const body = (await response.json().catch(() => null)) as EnvelopeLike<T> | null;
  if (response.ok && body?.success && body.value) return body.value;
  throw new ApiError({
    httpStatus: response.status,
    errorCode: body?.errorCode ?? `HTTP_${response.status}`,
    errorMessage: body?.errorMessage ?? null,
    requestId: body?.requestId ?? null,
    body,
  });
}
