import { normalizeEmail, normalizePhoneNumber } from '@seller-portal/contracts/accounts';
import { AppError } from '../../http/app-error';
import { databaseErrorOf } from './database-error';

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

/** Unique-constraint violations, from either driver: the constraint's name ('' when the driver gives none). */
export function uniqueViolationOf(error: unknown): string | null {
  const violation = databaseErrorOf(error);
  return violation?.code === '23505' ? violation.constraint : null;
}
