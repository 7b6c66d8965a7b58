import type { ResolvedSession } from './resolved-session';

/**
 * Proves again that the person at the keyboard is the account's owner (the current password) before an action a
 * stolen session must not be able to take, such as signing the owner's other devices out. Throws the answer's
 * AppError when it fails.
 */
export type Reauthenticate = (session: ResolvedSession, password: string) => Promise<void>;
