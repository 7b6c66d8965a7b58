/** A value the standard query or a caller may put in a query string. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean | null | undefined)[];
export type QueryParams = Record<string, QueryValue>;

function isEmptyScalar(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * §5: values that are empty, null or empty arrays are dropped. Arrays repeat their key
 * (`a=1&a=2`); empty items inside an array are dropped too, and an array left empty is dropped.
 */
export function buildQuery(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) if (!isEmptyScalar(item)) search.append(key, String(item));
    } else if (!isEmptyScalar(value)) {
      search.append(key, String(value));
    }
  }
  return search;
}

/** Joins a base URL, a path and a query built by {@link buildQuery}. */
export function buildUrl(baseUrl: string, path: string, params: QueryParams): string {
  const query = buildQuery(params).toString();
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const separator = path.includes('?') ? '&' : '?';
  return `${base}${path}${query ? separator + query : ''}`;
}
