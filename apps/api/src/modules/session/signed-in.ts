import { AppError } from '../../http/app-error';
import type { ResolvedSession } from '../../http/resolved-session';

/** The session of a route that is not public (the access check has already put it there). */
export function signedIn(context: { session: ResolvedSession | null }): ResolvedSession {
  if (!context.session) throw new AppError('PE403002');
  return context.session;
}

/** The store a STORE session works in; a session of another mode (the route's access should have refused it) is PE403001. */
export function storeCodeOf(session: ResolvedSession): string {
  const mode = session.session.mode;
  if (mode?.type !== 'STORE' || !mode.code) throw new AppError('PE403001');
  return mode.code;
}
