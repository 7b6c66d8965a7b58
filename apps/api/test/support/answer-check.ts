import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { servedApiDocument, type JsonSchema, type OpenApiDocument, type OpenApiOperation } from '../../src/http/openapi';

interface Documented {
  method: string;
  pattern: RegExp;
  /** Characters outside parameters: a static route wins over a parameter at the same place, as the router chooses. */
  weight: number;
  operation: OpenApiOperation;
}

interface Checker {
  operations: Documented[];
  components: OpenApiDocument['components'];
  validators: Map<JsonSchema, ValidateFunction>;
  ajv: Ajv2020;
}

const checkers = new WeakMap<FastifyInstance, Checker>();

function checkerOf(app: FastifyInstance): Checker {
  let checker = checkers.get(app);
  if (checker) return checker;
  const document = servedApiDocument(app);
  const operations: Documented[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    for (const [method, operation] of Object.entries(methods))
      operations.push({ method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), weight: path.replace(/\{[^}]+\}/g, '').length, operation });
  }
  // Formats are the server's to check on input; an answer is checked for its shape and values.
  checker = {
    operations,
    components: document.components,
    validators: new Map(),
    ajv: new Ajv2020({ strict: false, allErrors: true, validateFormats: false }),
  };
  checkers.set(app, checker);
  return checker;
}

/**
 * Checks an answer of a declared call against the server's own API document: a success against the call's answer
 * schema, a refusal against its §3 envelope with the codes the call declares. Throws on a mismatch, so the test that
 * received it fails.
 */
export function checkAnswer(app: FastifyInstance, method: string, path: string, status: number, contentType: string | null, body: unknown): void {
  const pathname = new URL(path, 'http://test').pathname;
  if (!pathname.startsWith('/backend') || !contentType?.startsWith('application/json')) return;
  const checker = checkerOf(app);
  const found = checker.operations
    .filter((candidate) => candidate.method === method.toUpperCase() && candidate.pattern.test(pathname))
    .sort((a, b) => b.weight - a.weight)[0];
  if (!found?.operation['x-declared']) return;
  const response = status >= 200 && status < 300 ? found.operation.responses['200'] : found.operation.responses.default;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return;
  let validate = checker.validators.get(schema);
  if (!validate) {
    // A recursive answer refers to the document's components (`#/components/schemas/…`): they come along.
    validate = checker.ajv.compile({ ...schema, components: checker.components });
    checker.validators.set(schema, validate);
  }
  if (!validate(body))
    throw new Error(
      `The answer of ${method} ${pathname} (${status}) does not match the API document: ${checker.ajv.errorsText(validate.errors, { dataVar: 'answer' })}\n${JSON.stringify(body).slice(0, 2000)}`,
    );
}
