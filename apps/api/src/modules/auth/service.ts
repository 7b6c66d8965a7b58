import type { SignInRequest, SignInResult } from '@seller-portal/contracts';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { ResolvedSession } from '../session/resolved-session';
import type { SessionService } from '../session/service';
import { isLocked } from './lockout';
import { dummyPasswordHash, verifyPassword } from './passwords';
import type { AuthRepository } from './repository';

export interface AuthServiceDeps {
  repository: AuthRepository;
  sessions: SessionService;
  clock: Clock;
}

export interface SignInOutcome {
  result: SignInResult;
  /** The new session cookie value; null when a further step (multi-factor) comes first. */
  token: string | null;
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * Password sign-in. Unknown user and wrong password answer alike (PE401007) after the same hashing work;
   * the 6th consecutive wrong password and every attempt during the lock answer PE401005.
   */
  async signIn(input: SignInRequest, previousToken: string | undefined): Promise<SignInOutcome> {
    const { repository, sessions, clock } = this.deps;
    const login = input.username.trim().toLowerCase();
    if (!login) throw new AppError('PMA400001');
    if (input.password.trim() === '') throw new AppError('PMA400002');

    const user = await repository.findByLogin(login);
    if (!user) {
      await verifyPassword(await dummyPasswordHash(), input.password);
      throw new AppError('PE401007');
    }
    if (isLocked(user, clock.now())) throw new AppError('PE401005');
    if (!user.passwordHash) {
      await verifyPassword(await dummyPasswordHash(), input.password);
      throw new AppError('PE401011');
    }

    const matches = await verifyPassword(user.passwordHash, input.password);
    // The clock is read again: hashing takes time and a lock may have started meanwhile.
    const now = clock.now();
    if (!matches) {
      const { before } = await repository.recordFailedAttempt(user.id, now);
      throw new AppError(isLocked(before, now) ? 'PE401005' : 'PE401007');
    }
    if (!(await repository.clearFailures(user.id, now))) throw new AppError('PE401005');
    if (user.status !== 'ACTIVE') throw new AppError('PE401015');

    // Rotation: whatever session the browser held ends with a new sign-in.
    await sessions.endToken(previousToken);
    if (user.mfaRequired) return { result: { username: user.username, next: 'MULTI_FACTOR' }, token: null };
    const { token } = await sessions.start(user.id, 'PASSWORD');
    return { result: { username: user.username, next: 'SESSION' }, token };
  }

  async signOut(session: ResolvedSession): Promise<void> {
    await this.deps.sessions.end(session.idHash);
  }
}
