import { chatCustomerTokenQueryParam, chatTokenQueryParam } from '@seller-portal/contracts/chat';
import type { FastifyServerOptions } from 'fastify';
import { jsonString } from './json-text';

/**
 * Query parameters whose values sign someone in or prove who they are: never written to a log. Compared
 * lower-cased: the realtime socket's chat and customer tokens, and the dev outbox's key.
 */
const secretQueryParameters = new Set(
  ['token', 'authtoken', 'ticket', 'code', 'password', 'changetoken', chatTokenQueryParam, chatCustomerTokenQueryParam, 'key'].map((name) =>
    name.toLowerCase(),
  ),
);

/** Keys of a database error that carry the statement's values (emails, phone numbers, password hashes). */
const valueKeys = ['params', 'parameters', 'values', 'detail'];

/** A request URL for the access log: the values of secret query parameters replaced by `[redacted]`. */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return equals >= 0 && secretQueryParameters.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}

/** An error for the log without the values of the statement that failed; causes are cleaned the same way. */
export function redactedError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return error;
  const serialized: Record<string, unknown> = { ...(error as object) };
  if (error instanceof Error) Object.assign(serialized, { type: error.name, message: error.message, stack: error.stack });
  for (const key of valueKeys) if (key in serialized) serialized[key] = '[redacted]';
  // Drizzle puts the SQL text and its values in the message ("Failed query: … params: …").
  if (typeof serialized.message === 'string') serialized.message = serialized.message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  if (typeof serialized.stack === 'string') serialized.stack = serialized.stack.replace(/\nparams: [\s\S]*?(\n\s+at |$)/, '\nparams: [redacted]$1');
  if (serialized.cause !== undefined && depth < 5) serialized.cause = redactedError((error as { cause?: unknown }).cause, depth + 1);
  return serialized;
}

/** What the access log reads of a request. */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The request as the access log writes it: method, URL with secret query values redacted, host, client address and port. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Serializers of the server's logger: the access log and error logs carry no secrets and no personal data of a failed statement. */
export const redactingSerializers: NonNullable<Exclude<FastifyServerOptions['logger'], boolean | undefined>>['serializers'] = {
  req: serializeRequest,
  err: (error: Error) => redactedError(error) as { type: string; message: string; stack: string },
};

/** A member of a JSON object as `JSON.stringify` writes it (none for an undefined value), after a comma. */
function jsonMember(name: string, value: string | number | undefined): string {
  if (value === undefined) return '';
  return `,"${name}":${typeof value === 'string' ? jsonString(value) : JSON.stringify(value)}`;
}

/**
 * `JSON.stringify(redactingSerializers.req(request))`, the same text, written without the object and the generic
 * walk over it: the access log writes it for every request (`access-log.ts`).
 */
export function requestLogJson(request: LoggedRequest): string {
  const members =
    jsonMember('method', request.method) +
    jsonMember('url', redactedUrl(request.url)) +
    jsonMember('host', request.host) +
    jsonMember('remoteAddress', request.ip) +
    jsonMember('remotePort', request.socket?.remotePort);
  return `{${members.slice(1)}}`;
}

/** The request's JSON for the access log by a logger's `req` serializer: ours written directly, any other stringified. */
export function requestJsonWriter(serialize: (request: never) => unknown): (request: LoggedRequest) => string {
  if (serialize === serializeRequest) return requestLogJson;
  return (request) => JSON.stringify(serialize(request as never));
}
