import { z } from 'zod';

/**
 * What the server and each module read their environment variables with: an empty value is an unset one, so a
 * template's `FOO=` keeps the default.
 */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A variable that is text, optional. */
export const optionalText = () => z.preprocess(blankToUndefined, z.string().optional());

/** A variable that is text, with a default. */
export const textOr = (fallback: string) => z.preprocess(blankToUndefined, z.string().default(fallback));

/** A whole number of at least `min`, with a default. */
export const integerOr = (fallback: number, min: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(min).default(fallback));

/** A secret or a token: at least `minLength` characters, optional. */
export const secret = (minLength: number) => z.preprocess(blankToUndefined, z.string().min(minLength, `must hold at least ${minLength} characters`).optional());

/** `0` or `1`, optional. */
export const flag = () => z.preprocess(blankToUndefined, z.enum(['0', '1']).optional());

/** Where a module's reading of its variables may look beyond them. */
export interface EnvContext {
  /** NODE_ENV=production. */
  production: boolean;
  /** The folder relative paths are resolved against. */
  cwd: string;
  /** HOST, the listen address. */
  host: string;
}

/** A module's environment variables (their checks and defaults) and how the module turns them into what it is given. */
export interface EnvironmentSource {
  env: z.ZodObject<z.ZodRawShape>;
  fromEnv?(values: Record<string, unknown>, context: EnvContext): object;
}

/** `a, b,c` → `['a', 'b', 'c']`. */
export function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
