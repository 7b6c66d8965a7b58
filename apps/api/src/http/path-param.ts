import type { ServerErrorCode } from '@seller-portal/contracts/core';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Reads a route's path parameter: the first of `names` the path has, by `schema`. A value the schema refuses names
 * nothing, so the call answers `notFound`.
 */
export function pathParam<T>(schema: z.ZodType<T>, notFound: ServerErrorCode, ...names: [string, ...string[]]): (params: unknown) => T {
  return (params) => {
    const record = params as Record<string, unknown>;
    const parsed = schema.safeParse(names.map((name) => record[name]).find((value) => value !== undefined));
    if (!parsed.success) throw new AppError(notFound);
    return parsed.data;
  };
}
