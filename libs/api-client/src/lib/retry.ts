import { isApiError } from './api-error';

/** How many times a failed read is tried again. */
export const maxQueryRetries = 2;

/**
 * Retry rule for reads: a lost connection or a 5xx may pass on another try; an answer about the
 * request itself (4xx: not signed in, no access, invalid) will not, so it is final at once.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxQueryRetries) return false;
  if (!isApiError(error)) return false;
  return error.httpStatus === 0 || error.httpStatus >= 500 || error.httpStatus === 429;
}
