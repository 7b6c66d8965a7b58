/** errorCode of a call that never got an answer (offline, DNS, refused connection). */
export const networkErrorCode = 'NETWORK';

/** A call that did not count as successful (§5), with what the server said about it (§8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the answer; 0 when there was none. */
  readonly httpStatus: number;
  readonly errorCode: string;
  readonly errorMessage: string | null;
  readonly requestId: string | null;
  /** The parsed answer (the envelope, usually), or null when there was none or it was not JSON. */
  readonly body: unknown;

  constructor(init: { httpStatus: number; errorCode: string; errorMessage?: string | null; requestId?: string | null; body?: unknown; cause?: unknown }) {
    super(init.errorMessage ?? init.errorCode, { cause: init.cause });
    this.httpStatus = init.httpStatus;
    this.errorCode = init.errorCode;
    this.errorMessage = init.errorMessage ?? null;
    this.requestId = init.requestId ?? null;
    this.body = init.body ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function stringField(body: unknown, field: string): string | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The error of an answer that did not count as successful: the envelope's code and message when
 * it has them, otherwise `HTTP_<status>` so every error still has a code to show and look up.
 */
export function errorFromResponse(httpStatus: number, body: unknown): ApiError {
  return new ApiError({
    httpStatus,
    errorCode: stringField(body, 'errorCode') ?? `HTTP_${httpStatus}`,
    errorMessage: stringField(body, 'errorMessage'),
    requestId: stringField(body, 'requestId'),
    body,
  });
}
