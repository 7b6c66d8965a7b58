import { passwordRuleProblem, type PasswordRuleProblem } from '@seller-portal/contracts/accounts';
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

/**
 * Why a password breaks the rules, or null: the rules shared with the browser (contracts: 8–128 characters, not
 * the account's email or username, not one repeated character or a run of the alphabet, digits or a keyboard row)
 * and not a common password; no composition rules.
 */
export function passwordProblem(password: string, accountNames: readonly (string | null | undefined)[] = []): PasswordRuleProblem | 'COMMON' | null {
  const shared = passwordRuleProblem(password, accountNames);
  if (shared) return shared;
  if (isCommonPassword(password)) return 'COMMON';
  return null;
}

/**
 * §5/§8 checks of a new password and its confirmation, in the order the codes are listed: blank
 * (ERR_PMU400003), rules (ERR_PMU400004), mismatch (ERR_PMU400005). `accountNames` are the account's email
 * and username. Returns the password to set.
 */
export function checkNewPassword(
  newPassword: string | undefined,
  confirmPassword: string | undefined,
  accountNames: readonly (string | null | undefined)[] = [],
): string {
  if (!newPassword || !confirmPassword) throw new AppError('ERR_PMU400003');
  if (passwordProblem(newPassword, accountNames)) throw new AppError('ERR_PMU400004');
  if (newPassword !== confirmPassword) throw new AppError('ERR_PMU400005');
  return newPassword;
}
