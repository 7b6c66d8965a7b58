import { passwordRuleProblem } from '@seller-portal/contracts/accounts';

/** What the strength meter says about a password. */
export type StrengthLevel = 'tooShort' | 'tooLong' | 'guessable' | 'common' | 'weak' | 'fair' | 'good' | 'strong';

/** The estimator's view of a password: its 0–4 score and whether it is a well-known password as a whole. */
export interface PasswordEstimate {
  score: 0 | 1 | 2 | 3 | 4;
  isCommon: boolean;
}

/**
 * The meter's level: the server's rules first (the shared rules of contracts, then not a common password), then
 * the estimator's score. Without an estimate yet (the estimator is still loading) a valid password reads as
 * 'fair' only once the estimate arrives, so nothing claims strength it has not measured.
 */
export function strengthLevel(password: string, estimate: PasswordEstimate | null, accountNames: readonly string[] = []): StrengthLevel | null {
  if (password === '') return null;
  const problem = passwordRuleProblem(password, accountNames);
  if (problem === 'TOO_SHORT') return 'tooShort';
  if (problem === 'TOO_LONG') return 'tooLong';
  if (problem) return 'guessable';
  if (!estimate) return null;
  if (estimate.isCommon) return 'common';
  if (estimate.score <= 1) return 'weak';
  if (estimate.score === 2) return 'fair';
  if (estimate.score === 3) return 'good';
  return 'strong';
}

/** Segments the meter fills (of 4) and whether the server would refuse the password as it is. */
export function strengthMeter(level: StrengthLevel): { filled: 0 | 1 | 2 | 3 | 4; refused: boolean } {
  switch (level) {
    case 'tooShort':
    case 'tooLong':
    case 'guessable':
    case 'common':
      return { filled: 1, refused: true };
    case 'weak':
      return { filled: 1, refused: false };
    case 'fair':
      return { filled: 2, refused: false };
    case 'good':
      return { filled: 3, refused: false };
    case 'strong':
      return { filled: 4, refused: false };
  }
}

/** The estimator's dictionary matches, as far as the common-password rule needs them. */
export interface DictionaryMatchLike {
  pattern: string;
  dictionaryName?: string;
  token: string;
  rank?: number;
  l33t?: boolean;
  reversed?: boolean;
}

/** Ranks up to this count as "common": the server refuses at least the 10,000 most common passwords. */
export const commonPasswordRank = 10_000;

/** The whole password, as typed (not leet-spoken, not reversed), is one of the most common passwords. */
export function isCommonPassword(password: string, sequence: readonly DictionaryMatchLike[]): boolean {
  return sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName === 'passwords-common' &&
      match.token.length === password.length &&
      !match.l33t &&
      !match.reversed &&
      (match.rank ?? Infinity) <= commonPasswordRank,
  );
}
