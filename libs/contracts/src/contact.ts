/** §5 contact rules, shared by the forms and the server so both accept and store exactly the same values. */

export const emailMaxLength = 320;

// One @, something before it, a dot in the domain, no spaces (§5).
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The §8 code of an email that cannot be used: blank (ERR_PMU400001) or not an email (ERR_PMU400002). */
export type EmailProblem = 'ERR_PMU400001' | 'ERR_PMU400002';

/** An email as it is stored and compared: trimmed and lower-case; or why it cannot be one. */
export function normalizeEmail(raw: string | null | undefined): { email: string } | { problem: EmailProblem } {
  const email = raw?.trim().toLowerCase() ?? '';
  if (!email) return { problem: 'ERR_PMU400001' };
  if (email.length > emailMaxLength || !emailPattern.test(email)) return { problem: 'ERR_PMU400002' };
  return { email };
}

/**
 * §5 a phone number has 7 to 14 digits. Spaces, dashes, dots and brackets are how people write numbers and are
 * dropped; one leading + (an international number) is kept. Null when it is not a phone number.
 */
export function normalizePhoneNumber(raw: string | null | undefined): string | null {
  const written = raw?.trim() ?? '';
  const plus = written.startsWith('+') ? '+' : '';
  const rest = written.slice(plus.length).replace(/[\s().-]/g, '');
  return /^\d{7,14}$/.test(rest) ? plus + rest : null;
}
