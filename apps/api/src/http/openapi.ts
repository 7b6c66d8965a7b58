import { everyCallErrors, isFileAnswer, serverErrorCatalogue, type CallShape } from '@seller-portal/contracts/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import apiPackage from '../../package.json';
import { isPublicAccess, type Access } from './access';
import { listRoutes, type RegisteredRoute } from './define-route';

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect). */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  tags: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; description?: string }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  /** Who may call it: `public`, or the session's modes and accessibility codes (§6). */
  'x-access': Access | undefined;
  /** The §8 codes the call declares (beside those every call may answer). */
  'x-error-codes'?: readonly string[];
  /** Whether a call declaration (its answer schema included) stands behind the operation. */
  'x-declared': boolean;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas?: Record<string, JsonSchema>; securitySchemes: Record<string, Record<string, unknown>> };
}

/** The route pattern as OpenAPI writes it: `/orders/:orderNumber` → `/orders/{orderNumber}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The schemas the document's operations refer to (a recursive answer: a category tree), its `components.schemas`. */
type Definitions = Record<string, JsonSchema>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components?: { definitions: Definitions; name: string }): JsonSchema {
  // Refinements and transforms have no JSON Schema: the document shows the shape they check, the server the rest.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const defs = rest.$defs as Definitions | undefined;
  if (!defs || !components) return rest;
  // A recursive schema refers to its `$defs` from its own root, which the document does not keep once the schema sits
  // in an envelope: its definitions become components, named after the operation, and the references follow them.
  const names = new Map(Object.keys(defs).map((key) => [key, `${components.name}${key.replace(/^_+/, '_')}`]));
  const moved = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(moved);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
          ? [key, `#/components/schemas/${names.get(inner.slice('#/$defs/'.length)) ?? ''}`]
          : [key, moved(inner)],
      ),
    );
  };
  for (const [key, definition] of Object.entries(defs)) components.definitions[names.get(key) ?? key] = moved(definition) as JsonSchema;
  const { $defs: _moved, ...own } = rest;
  return moved(own) as JsonSchema;
}

const nullSchema = { type: 'null' };

/** The §3 envelope of a successful answer around a value (or a §7 `content`). */
function okEnvelope(answer: JsonSchema, answerIn: 'value' | 'content'): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'status', 'value', 'errorCode', 'errorMessage', 'requestId', ...(answerIn === 'content' ? ['content'] : [])],
    properties: {
      success: { const: true },
      status: { const: 'OK' },
      value: answerIn === 'content' ? nullSchema : answer,
      ...(answerIn === 'content' ? { content: answer } : {}),
      errorCode: nullSchema,
      errorMessage: nullSchema,
      requestId: { type: ['string', 'null'] },
    },
    additionalProperties: false,
  };
}

/** The §3 envelope of a refusal: one of the codes, their message, and details in `value` for a few. */
function errorEnvelope(codes: readonly string[] | null): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'status', 'value', 'errorCode', 'errorMessage', 'requestId'],
    properties: {
      success: { const: false },
      status: { type: 'string' },
      value: {},
      errorCode: codes ? { enum: [...new Set(codes)] } : { type: 'string' },
      errorMessage: { type: 'string' },
      requestId: { type: ['string', 'null'] },
    },
    additionalProperties: false,
  };
}

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/backend\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}

function parametersOf(url: string, params: z.ZodType | undefined, query: z.ZodType | undefined): OpenApiOperation['parameters'] {
  const fromPath = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const pathSchemas = (params ? jsonSchema(params, 'input').properties : {}) as Record<string, JsonSchema> | undefined;
  const out: NonNullable<OpenApiOperation['parameters']> = fromPath.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathSchemas?.[name] ?? { type: 'string' },
  }));
  if (query) {
    const schema = jsonSchema(query, 'input');
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>))
      out.push({ name, in: 'query', required: required.has(name), schema: property });
  }
  return out.length ? out : undefined;
}

function securityOf(access: Access | undefined, call: CallShape | undefined): OpenApiOperation['security'] {
  if (access && !isPublicAccess(access)) return [{ session: [] }];
  if (call?.credential === 'customer-token') return [{ customerToken: [] }];
  if (call?.credential === 'service-token') return [{ serviceToken: [] }];
  return [];
}

function operationOf(route: RegisteredRoute, definitions: Definitions): OpenApiOperation {
  const { call } = route;
  const tag = route.url.split('/')[2] ?? 'backend';
  const base = { operationId: operationId(route.method, route.url), tags: [tag], security: securityOf(route.access, call), 'x-access': route.access };
  if (!call) {
    const { body, querystring } = route.requestSchemas ?? {};
    return {
      ...base,
      parameters: parametersOf(route.url, undefined, querystring),
      ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } } } : {}),
      responses: {
        '200': { description: 'The §3 envelope (this route has no call declaration yet: its answer is not described).' },
        default: { description: 'A refusal in the §3 envelope.', content: { 'application/json': { schema: errorEnvelope(null) } } },
      },
      'x-declared': false,
    };
  }
  const answer = isFileAnswer(call.answer)
    ? { description: 'The file.', content: { [call.answer.file]: { schema: { type: 'string', contentMediaType: call.answer.file } } } }
    : {
        description: 'The §3 envelope.',
        content: {
          'application/json': {
            schema: okEnvelope(jsonSchema(call.answer, 'output', { definitions, name: `${base.operationId}Answer` }), call.answerIn ?? 'value'),
          },
        },
      };
  const codes = [...call.errors, ...everyCallErrors];
  return {
    ...base,
    summary: call.summary,
    parameters: parametersOf(route.url, call.params, call.query),
    ...(call.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(call.body, 'input', { definitions, name: `${base.operationId}Body` }) } },
          },
        }
      : {}),
    responses: {
      '200': answer,
      default: {
        description: `A refusal in the §3 envelope: ${call.errors.map((code) => `${code} (${serverErrorCatalogue[code].message})`).join(', ') || 'only the codes every call may answer'}.`,
        content: { 'application/json': { schema: errorEnvelope(codes) } },
      },
    },
    'x-error-codes': call.errors,
    'x-declared': true,
  };
}

/**
 * The OpenAPI 3.1 document of every /backend route: a declared call with its request and answer schemas and its
 * codes; a route not on a call declaration yet with its request schemas.
 */
export function openApiDocument(routes: readonly RegisteredRoute[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const definitions: Definitions = {};
  for (const route of routes) {
    if (!route.url.startsWith('/backend') || route.method === 'HEAD') continue;
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operationOf(route, definitions);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Seller portal API',
      version,
      description:
        'Every /backend call of the seller portal. Answers are the §3 envelope; `x-access` names who may call (the session mode and accessibility codes), `x-error-codes` the §8 codes a call declares.',
    },
    paths,
    components: {
      ...(Object.keys(definitions).length ? { schemas: definitions } : {}),
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sp_session', description: 'The portal session.' },
        customerToken: { type: 'http', scheme: 'bearer', description: "The marketplace buyer app's customer token." },
        serviceToken: { type: 'http', scheme: 'bearer', description: "A marketplace system's service token." },
      },
    },
  };
}

const served = new WeakMap<object, OpenApiDocument>();

/** The document of the app's routes, built once per app on first request (every route is registered by then). */
export function servedApiDocument(app: FastifyInstance): OpenApiDocument {
  let document = served.get(app);
  if (!document) {
    document = openApiDocument(listRoutes(app), apiPackage.version);
    served.set(app, document);
  }
  return document;
}
