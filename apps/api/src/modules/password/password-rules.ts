import { passwordPolicy } from '@seller-portal/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../http/app-error';

let common: ReadonlySet<string> | null = null;

/**
 * The common-password list (49 233 entries of zxcvbn-ts' common dictionary), lower-cased, loaded once. The app
 * calls this at start-up so the first password change does not pay for it.
 */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
function characterCount(text: string): number {
  return [...text].length;
}

/** Why a password breaks the rules, or null: 8–128 characters and not a common password; no composition rules. */
export function passwordProblem(password: string): 'TOO_SHORT' | 'TOO_LONG' | 'COMMON' | null {
  const length = characterCount(password);
  if (length < passwordPolicy.minLength) return 'TOO_SHORT';
  if (length > passwordPolicy.maxLength) return 'TOO_LONG';
  if (isCommonPassword(password)) return 'COMMON';
  return null;
}

/**
 * §5/§8 checks of a new password and its confirmation, in the order the codes are listed: blank
 * (ERR_PMU400003), rules (ERR_PMU400004), mismatch (ERR_PMU400005). Returns the password to set.
 */
export function checkNewPassword(newPassword: string | undefined, confirmPassword: string | undefined): string {
  if (!newPassword || !confirmPassword) throw new AppError('ERR_PMU400003');
  if (passwordProblem(newPassword)) throw new AppError('ERR_PMU400004');
  if (newPassword !== confirmPassword) throw new AppError('ERR_PMU400005');
  return newPassword;
}
