import { validate } from '@readme/openapi-parser';
import { apiCenterLimits, type ApiSpecificationFormat } from '@seller-portal/contracts/api-center';
import { parse as parseYaml } from 'yaml';
import { AppError } from '../../http/app-error';
import { jsonNestsDeeperThan, valueNestsDeeperThan } from '../../http/json-depth';

/** What an uploaded file holds once it is known to be a valid specification. */
export interface ReadSpecification {
  document: Record<string, unknown>;
  title: string;
  version: string;
  format: ApiSpecificationFormat;
  specVersion: string;
}

/** How many of the validator's problems the answer lists (a broken file can have hundreds). */
const problemsShown = 5;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The file's text as data: JSON when it looks like JSON, YAML otherwise. YAML is read with few aliases allowed, so
 * an alias bomb stops at once with its own code instead of expanding into gigabytes. Nesting deeper than
 * `nestingMaxDepth` is refused (JSON before it is parsed, YAML as soon as it is), so no later step recurses into it.
 */
export function parseSpecificationText(text: string): unknown {
  const trimmed = text.trim();
  const maxDepth = apiCenterLimits.nestingMaxDepth;
  if (!trimmed) throw new AppError('API_SPEC_NOT_PARSEABLE');
  if (trimmed.startsWith('{')) {
    if (jsonNestsDeeperThan(trimmed, maxDepth)) throw new AppError('API_SPEC_TOO_DEEP');
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      throw new AppError('API_SPEC_NOT_PARSEABLE');
    }
  }
  let document: unknown;
  try {
    document = parseYaml(text, { maxAliasCount: apiCenterLimits.yamlMaxAliases, uniqueKeys: true }) as unknown;
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) throw new AppError('API_SPEC_YAML_ALIASES');
    // The YAML reader recurses into flow collections: a file nested deep enough to exhaust its stack is too deep.
    if (error instanceof RangeError || (error instanceof Error && /maximum call stack/i.test(error.message))) throw new AppError('API_SPEC_TOO_DEEP');
    throw new AppError('API_SPEC_NOT_PARSEABLE');
  }
  if (valueNestsDeeperThan(document, maxDepth)) throw new AppError('API_SPEC_TOO_DEEP');
  return document;
}

/** The declared format: an `openapi: 3.x` or `swagger: "2.0"` document, or null for anything else. */
export function specificationFormat(document: unknown): { format: ApiSpecificationFormat; specVersion: string } | null {
  if (!isRecord(document)) return null;
  if (typeof document.openapi === 'string' && /^3\.\d+(\.\d+)?$/.test(document.openapi)) return { format: 'OPENAPI_3', specVersion: document.openapi };
  if (document.swagger === '2.0') return { format: 'SWAGGER_2', specVersion: '2.0' };
  return null;
}

/**
 * Reads and validates an uploaded file (§7 API center). Each way a file can be wrong has its own code; a valid
 * OpenAPI 3 / Swagger 2 document is checked by @readme/openapi-parser with external references off (nothing is
 * fetched, no file is read), circular references left as they are and a time limit on resolving the rest.
 */
export async function readSpecificationFile(bytes: Buffer): Promise<ReadSpecification> {
  const text = bytes.toString('utf8');
  // Text no column can hold (NUL, a lone surrogate after decoding) is not a document.
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw new AppError('API_SPEC_NOT_PARSEABLE');
  const document = parseSpecificationText(text);
  const format = specificationFormat(document);
  if (!format || !isRecord(document)) throw new AppError('API_SPEC_NOT_OPENAPI');
  if (JSON.stringify(document).includes('\\u0000')) throw new AppError('API_SPEC_NOT_PARSEABLE');

  let result: Awaited<ReturnType<typeof validate>>;
  try {
    // The validator dereferences what it is given: it works on a copy, and the document is kept as uploaded.
    result = await validate(structuredClone(document) as never, {
      dereference: { circular: 'ignore' },
      resolve: { external: false },
      timeoutMs: apiCenterLimits.validateTimeoutMs,
    });
  } catch (error) {
    throw AppError.withValue('API_SPEC_INVALID', { problems: [error instanceof Error ? error.message : String(error)] });
  }
  if (!result.valid) {
    const problems = result.errors.slice(0, problemsShown).map((problem) => problem.message.split('\n')[0]);
    throw AppError.withValue('API_SPEC_INVALID', { problems });
  }
  const info = isRecord(document.info) ? document.info : {};
  return {
    document,
    title: typeof info.title === 'string' ? info.title.trim().slice(0, 200) : '',
    version: typeof info.version === 'string' ? info.version.trim().slice(0, 50) : String(info.version ?? ''),
    ...format,
  };
}
