import { normalizeEmail, normalizePhoneNumber } from '@seller-portal/contracts/accounts';
import { AppError } from '../../http/app-error';

/** §5 (contracts `normalizePhoneNumber`): the number as stored, or PHONE_NUMBER_INVALID. */
export function normalizedPhoneNumber(raw: string | undefined): string {
  const phoneNumber = normalizePhoneNumber(raw);
  if (phoneNumber === null) throw new AppError('PHONE_NUMBER_INVALID');
  return phoneNumber;
}

/** §5/§8 (contracts `normalizeEmail`): the email trimmed and lower-case, or ERR_PMU400001 blank, ERR_PMU400002 not an email. */
export function normalizedEmail(raw: string | undefined): string {
  const normalized = normalizeEmail(raw);
  if ('problem' in normalized) throw new AppError(normalized.problem);
  return normalized.email;
}

/** Unique-constraint violations, from either driver (drizzle wraps the driver's error as its cause). */
export function uniqueViolationOf(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
