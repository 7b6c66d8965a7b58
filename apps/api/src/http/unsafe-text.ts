/**
 * Text no database column can hold: NUL (PostgreSQL text refuses it) and a UTF-16 surrogate without its pair (not
 * encodable as UTF-8). A request carrying either is bad input, answered 400 before any handler sees it.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const unsafeText = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string): boolean {
  return unsafeText.test(text);
}

/** Whether any string (or object key) in a parsed JSON value, a query or route parameters is unsafe text. */
export function containsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnsafeText(value);
  // The body limit keeps values small; the depth limit keeps a crafted deep value from costing the stack.
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsUnsafeText(item, depth + 1));
  // Its own keys, walked without a list of its entries: every request's query and parameters come here, mostly empty.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (isUnsafeText(key) || containsUnsafeText((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}
