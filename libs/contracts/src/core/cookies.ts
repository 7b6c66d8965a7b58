/** One cookie's value (decoded) from a `Cookie` header or `document.cookie`, or null: the pages read theirs without a library. */
export function readCookie(name: string, cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return part.slice(index + 1).trim();
      }
    }
  }
  return null;
}

/** A `document.cookie` assignment of a cookie for the whole site that lasts `days` (SameSite=Lax). */
export function cookieAssignment(name: string, value: string, days: number): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${days * 86_400}; SameSite=Lax`;
}
