/** A database error's SQLSTATE and constraint, from either driver (drizzle wraps the driver's error as its cause). */
export function databaseErrorOf(error: unknown): { code: string; constraint: string } | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint: typeof constraint === 'string' ? constraint : '' };
  }
  return null;
}
