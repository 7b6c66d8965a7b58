import type { z } from 'zod';
import type { ServerErrorCode } from './account-errors';
import type { AccessibilityCode, SessionModeType } from './vocabulary';

/**
 * Call declarations: one object per server call, in its domain's contract, read by the server (its route: method,
 * path, schemas, access), by the web client (the request and answer types) and by the OpenAPI document.
 */

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call (§6): anyone (`public`: a call that needs no session, or proves itself with a token of its own,
 * named by `credential`), or a session of one of `modes` holding every code of `accessibilities` and one of `anyOf`.
 * `modes: 'any'` admits every signed-in session.
 */
export type CallAccess =
  { public: true } | { modes: readonly SessionModeType[] | 'any'; accessibilities?: readonly AccessibilityCode[]; anyOf?: readonly AccessibilityCode[] };

/** How a public call proves who makes it, when it does (the OpenAPI document's security scheme). */
export type CallCredential = 'customer-token' | 'service-token';

/** An answer that is a file (a PDF, a spreadsheet), not an envelope. */
export interface FileAnswer {
  file: string;
}

/** What every call declaration holds; `defineCall` keeps each one's literal types. */
export interface CallShape {
  method: CallMethod;
  /** The route pattern, parameters as `:name`. */
  path: string;
  /** One line for the API document. */
  summary: string;
  access: CallAccess;
  credential?: CallCredential;
  /** The path parameters' schema; without one each is a string. */
  params?: z.ZodType;
  /** The call's own query (the §7 standard query is every call's and not part of it). */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The envelope's `value` (or `content`, see `answerIn`), or a file. */
  answer: z.ZodType | FileAnswer;
  /** §7 calls answer a list in `content` beside a null `value`. */
  answerIn?: 'value' | 'content';
  /** The §8 codes the call answers with beside the ones every call may (access, bad input, limits, server faults). */
  errors: readonly ServerErrorCode[];
  /** The code a part of the request that fails its schema is refused with; `BAD_REQUEST` when not named. */
  invalid?: { params?: ServerErrorCode; query?: ServerErrorCode; body?: ServerErrorCode };
}

/**
 * The codes any call may answer beside its own: bad input, no session (or one another step ended), no access, a
 * cross-site request, a limit, a body too large or not JSON, a fault of the server, a server that is stopping.
 */
export const everyCallErrors = [
  'BAD_REQUEST',
  'PE403001',
  'PE403002',
  'SESSION_ENDED_PASSWORD_CHANGED',
  'SESSION_ENDED_ELSEWHERE',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PMU500000',
  'SERVICE_UNAVAILABLE',
] as const satisfies readonly ServerErrorCode[];

/** Declares a call, keeping its method, path and schemas as literal types. */
// A declaration no page uses is dropped from that page's bundle with its schemas.
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<const C extends CallShape>(call: C): C {
  return call;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a route pattern names (`/orders/:orderNumber/ship` → `{ orderNumber: string }`). */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

type SchemaOf<C, K extends string> = C extends { [key in K]: infer S extends z.ZodType } ? S : undefined;

/** What a client sends as the call's path parameters, query and body. */
export type CallParams<C extends CallShape> = SchemaOf<C, 'params'> extends z.ZodType ? z.input<SchemaOf<C, 'params'>> : PathParams<C['path']>;
export type CallQuery<C extends CallShape> = SchemaOf<C, 'query'> extends z.ZodType ? z.input<SchemaOf<C, 'query'>> : undefined;
export type CallBody<C extends CallShape> = SchemaOf<C, 'body'> extends z.ZodType ? z.input<SchemaOf<C, 'body'>> : undefined;

/** What the server reads: the same parts once their schemas have parsed them. */
export type ParsedCallParams<C extends CallShape> = SchemaOf<C, 'params'> extends z.ZodType ? z.output<SchemaOf<C, 'params'>> : PathParams<C['path']>;
export type ParsedCallQuery<C extends CallShape> = SchemaOf<C, 'query'> extends z.ZodType ? z.output<SchemaOf<C, 'query'>> : undefined;
export type ParsedCallBody<C extends CallShape> = SchemaOf<C, 'body'> extends z.ZodType ? z.output<SchemaOf<C, 'body'>> : undefined;

/** What the call answers: the envelope's value (or content) as the client reads it; a file is not read as JSON. */
export type CallAnswer<C extends CallShape> = C['answer'] extends z.ZodType ? z.output<C['answer']> : never;
/** What the server's handler of the call gives back to be sent. */
export type CallAnswerInput<C extends CallShape> = C['answer'] extends z.ZodType ? z.input<C['answer']> : unknown;

export function isFileAnswer(answer: CallShape['answer']): answer is FileAnswer {
  return typeof (answer as FileAnswer).file === 'string';
}

/**
 * A declared call as the first page makes it: its method and path, typed by its declaration (`C`), without the
 * schemas, so no schema library loads with /sign-in. A `CallRef<typeof authCalls.signIn>` whose method or path
 * differs from the declaration's does not compile.
 */
export interface CallRef<C extends CallShape> {
  readonly method: C['method'];
  readonly path: C['path'];
  readonly answerIn?: C['answerIn'];
  /** The declaration's types only; never set. */
  readonly declaration?: C;
}

/** The `CallRef`s of a set of declarations, each typed by its own (`CallRefs<Pick<typeof chatCalls, 'send'>>`). */
export type CallRefs<T extends Record<string, CallShape>> = { readonly [K in keyof T]: CallRef<T[K]> };

/** A GET call a page makes as it first draws, with no parameters or query of its own. */
export interface FirstCall {
  readonly method: 'GET';
  readonly path: string;
  readonly access: CallAccess;
}

/**
 * The calls a page makes as it first draws (`page`: its path, '/dashboard'). The server preloads those the session may
 * make from the page's document, so their answers are on their way before the app has started; the web client takes a
 * preloaded answer for the same call (`@seller-portal/api-client`).
 */
export interface PageFirstCalls {
  readonly page: string;
  readonly calls: readonly FirstCall[];
}

/** The call's path with its parameters filled in, each encoded. */
export function callPath<C extends CallShape>(call: C | CallRef<C>, params: CallParams<C>): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return call.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${call.method} ${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
