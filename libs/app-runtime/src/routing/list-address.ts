// A list page keeps its filter and page in the address, so Back from a detail returns to the same page of the same search.

/** The page of a list the address names (`page`, from 0); anything that is not such a number is the first. */
export function pageInAddress(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '0');
  return Number.isInteger(page) && page >= 0 ? page : 0;
}

/** A choice of a list's filter the address names (`?status=SENT`): one of `choices`, or undefined for anything else. */
export function choiceInAddress<T extends string>(params: URLSearchParams, key: string, choices: readonly T[]): T | undefined {
  const value = params.get(key);
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * A list's filter as the address keeps it, after `base` (e.g. the tab): every field that is set, but not the page
 * size (the page's own) nor the first page (the default).
 */
export function addressOfFilter(filter: object, base: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && key !== 'size' && !(key === 'page' && value === 0)) query.set(key, String(value));
  return query;
}
