import type { PageLanguage } from '../../i18n/server-i18n';
import type { ResolvedSession } from '../../http/resolved-session';

/**
 * Proves again that the person at the keyboard is the account's owner (the current password) before an action a
 * stolen session must not be able to take, such as signing the owner's other devices out or changing the password.
 * Throws the answer's AppError when it fails; wrong passwords count toward the account's lock. `language` is the
 * one of the notice a lock mails.
 */
export type Reauthenticate = (session: ResolvedSession, password: string, language: PageLanguage) => Promise<void>;
