import { AppError } from '../../http/app-error';

/**
 * §5 a phone number has 7 to 14 digits. Spaces, dashes, dots, brackets and one leading + are how people write
 * numbers and are dropped; anything else is PHONE_NUMBER_INVALID.
 */
export function normalizedPhoneNumber(raw: string | undefined): string {
  const written = raw?.trim() ?? '';
  const plus = written.startsWith('+') ? '+' : '';
  const rest = written.slice(plus.length).replace(/[\s().-]/g, '');
  if (!/^\d{7,14}$/.test(rest)) throw new AppError('PHONE_NUMBER_INVALID');
  return plus + rest;
}

/** Unique-constraint violations, from either driver (drizzle wraps the driver's error as its cause). */
export function uniqueViolationOf(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
