import { passwordPolicy } from './accounts';

/** Why a new password is refused by the rules the browser and the server share (ERR_PMU400004 on the server). */
export type PasswordRuleProblem = 'TOO_SHORT' | 'TOO_LONG' | 'ACCOUNT_NAME' | 'REPEATED' | 'SEQUENCE';

/** Runs a password must not be taken from as a whole, forwards or backwards: guessers try them first. */
const sequences = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p'];

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * The shared rules of a new password (§5: 8–128 characters, no composition rules), plus what makes one guessable
 * at once: the account's own email, its part before the @, or the username; one character repeated; a run of the
 * alphabet, the digits or a keyboard row. Common passwords are the server's own list (too large for a page).
 * `accountNames` are the email and username of the account, as far as they are known.
 */
export function passwordRuleProblem(password: string, accountNames: readonly (string | null | undefined)[] = []): PasswordRuleProblem | null {
  const length = passwordLength(password);
  if (length < passwordPolicy.minLength) return 'TOO_SHORT';
  if (length > passwordPolicy.maxLength) return 'TOO_LONG';
  const folded = password.trim().toLowerCase();
  const names = accountNames.flatMap((name) => {
    const value = name?.trim().toLowerCase();
    if (!value) return [];
    const at = value.indexOf('@');
    return at > 0 ? [value, value.slice(0, at)] : [value];
  });
  if (names.includes(folded)) return 'ACCOUNT_NAME';
  if (/^(.)\1*$/su.test(password)) return 'REPEATED';
  if (sequences.some((run) => run.includes(folded) || [...run].reverse().join('').includes(folded))) return 'SEQUENCE';
  return null;
}
