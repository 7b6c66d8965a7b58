import { errorEnvelope, serverErrorCatalogue, type ErrorCode, type ServerErrorCode } from '@seller-portal/contracts/core';
import { AppError } from './app-error';
import { jsonString } from './json-text';

/** A value already serialized to JSON (the session cache keeps sessions this way). */
export class RawJson {
  constructor(readonly json: string) {}
}

/** The ok envelope as text; `valueJson` is spliced in so cached values are not serialized again. */
export function okEnvelopeJson(valueJson: string, requestId: string | null): string {
  return `{"success":true,"status":"OK","value":${valueJson},"errorCode":null,"errorMessage":null,"requestId":${requestId === null ? 'null' : jsonString(requestId)}}`;
}

/** The ok envelope of the §7 calls that answer `success` and `content` (a list) instead of a value. */
export function okContentEnvelopeJson(contentJson: string, requestId: string | null): string {
  return `{"success":true,"status":"OK","value":null,"content":${contentJson},"errorCode":null,"errorMessage":null,"requestId":${requestId === null ? 'null' : jsonString(requestId)}}`;
}

export function serializeValue(value: unknown): string {
  if (value instanceof RawJson) return value.json;
  return JSON.stringify(value ?? null);
}

const statusNames: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/** The envelope `status` of an error answer: the HTTP status in words, for example UNAUTHORIZED. */
export function statusName(httpStatus: number): string {
  return statusNames[httpStatus] ?? (httpStatus >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}

/** Fastify's own error codes and what each means to a client. */
const frameworkErrorCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'BAD_REQUEST',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

export interface MappedError {
  httpStatus: number;
  code: ServerErrorCode;
  /** Details for the envelope's value (null on most errors). */
  value?: unknown;
  /** True when the error is ours to fix (logged as an error, answered without detail). */
  unexpected: boolean;
}

/**
 * PostgreSQL's answers that say "not now" rather than "wrong": a statement cancelled at its timeout (57014), a lock
 * not granted (55P03), a serialization failure (40001) and a deadlock (40P01). The same call tried again works, so
 * the client is told PMU504000 (§8: the system failed to process the data, refresh and retry), not a 500.
 */
const retryableDatabaseStates = new Set(['57014', '55P03', '40001', '40P01']);

/** The SQLSTATE of a database error, from either driver, also when wrapped (drizzle's query error keeps it as the cause). */
function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** Maps anything thrown to a catalogue code and an HTTP status. Never exposes the error's own message. */
export function mapError(error: unknown): MappedError {
  if (error instanceof AppError) return { httpStatus: error.httpStatus, code: error.code, value: error.value, unexpected: false };
  const sqlState = sqlStateOf(error);
  if (sqlState && retryableDatabaseStates.has(sqlState)) return { httpStatus: 504, code: 'PMU504000', unexpected: false };
  const e = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (typeof e.code === 'string' && e.code in frameworkErrorCodes) {
    const code = frameworkErrorCodes[e.code];
    return { httpStatus: serverErrorCatalogue[code].http, code, unexpected: false };
  }
  const statusCode = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (statusCode === 429) return { httpStatus: 429, code: 'TOO_MANY_REQUESTS', unexpected: false };
  if (statusCode === 404) return { httpStatus: 404, code: 'NOT_FOUND', unexpected: false };
  if (statusCode === 405) return { httpStatus: 405, code: 'METHOD_NOT_ALLOWED', unexpected: false };
  if (statusCode === 413) return { httpStatus: 413, code: 'PAYLOAD_TOO_LARGE', unexpected: false };
  if (statusCode === 415) return { httpStatus: 415, code: 'UNSUPPORTED_MEDIA_TYPE', unexpected: false };
  // Other client errors raised by the framework or a plugin (malformed JSON among them).
  if (statusCode >= 400 && statusCode < 500) return { httpStatus: 400, code: 'BAD_REQUEST', unexpected: false };
  return { httpStatus: 500, code: 'PMU500000', unexpected: true };
}

export function errorEnvelopeFor(mapped: MappedError, requestId: string | null) {
  const envelope = errorEnvelope(statusName(mapped.httpStatus), mapped.code, serverErrorCatalogue[mapped.code].message, requestId);
  return mapped.value === undefined || mapped.value === null ? envelope : { ...envelope, value: mapped.value };
}
