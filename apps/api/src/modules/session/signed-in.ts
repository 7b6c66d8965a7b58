import { AppError } from '../../http/app-error';
import type { ResolvedSession } from './resolved-session';

/** The session of a route that is not public (the access check has already put it there). */
export function signedIn(context: { session: ResolvedSession | null }): ResolvedSession {
  if (!context.session) throw new AppError('PE403002');
  return context.session;
}
