import type { Session } from './session';

// The session's rules without its schemas: the first page (/sign-in) reads these, and no schema loads with it.

/** §1: a user with exactly one mode, STORE. */
export function isExternalOnly(session: Pick<Session, 'modes'>): boolean {
  return session.modes.length === 1 && session.modes[0] === 'STORE';
}

/** §1: a user holding both STORE and INTERNAL modes. */
export function isAmphibi(session: Pick<Session, 'modes'>): boolean {
  return session.modes.includes('STORE') && session.modes.includes('INTERNAL');
}

export function hasAccessibilities(session: Pick<Session, 'accessibilities'>, required: readonly string[]): boolean {
  const held = new Set(session.accessibilities.map((a) => a.code));
  return required.every((code) => held.has(code));
}
