import {
  otpPolicy,
  type ExpiredPasswordErrorValue,
  type LockedErrorValue,
  type OneTimeToken,
  type OneTimeTokenOwner,
  type OtpChallenge,
  type OtpChannel,
  type SignInRequest,
  type SignInResult,
} from '@seller-portal/contracts';
import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Clock, Random } from '../../runtime';
import type { OtpService, OtpTarget } from '../otp/service';
import type { ResolvedSession } from '../session/resolved-session';
import type { SessionService, SignInMethod } from '../session/service';
import type { ChosenMode } from '../session/session-value';
import type { AccountTokens } from '../shared/account-tokens';
import { hashOpaqueToken, isWellFormedOpaqueToken, newOpaqueToken } from '../shared/opaque-token';
import { lockOf, type LockState } from './lockout';
import { dummyPasswordHash, verifyPassword } from './passwords';
import type { AccountRow, AuthRepository } from './repository';

const minute = 60_000;

/** The device-verification token cookie lives 86 400 s (§9); the server-side row as long. */
export const trustedDeviceSeconds = 86_400;
/** The expired-password change token of a PE401004 answer. */
export const expiredPasswordTokenMs = 15 * minute;
/** A one-time sign-in token (§4.1 authToken) works once within 5 minutes. */
export const oneTimeTokenMs = 5 * minute;

export interface AuthServiceDeps {
  repository: AuthRepository;
  sessions: SessionService;
  otp: OtpService;
  tokens: AccountTokens;
  clock: Clock;
  random: Random;
  /** Days a password stays valid; 0 = passwords do not expire. */
  passwordMaxAgeDays: number;
}

/** What the browser sent that matters to a sign-in. */
export interface SignInContext {
  /** The session cookie held before: it ends (rotation). */
  previousSessionToken?: string;
  /** The device-verification token cookie ("Trust this device"). */
  deviceToken?: string;
}

export interface SignInOutcome {
  result: SignInResult;
  /** The new session cookie value; null when the multi-factor step comes first. */
  sessionToken: string | null;
  /** The pending sign-in cookie value of the multi-factor step. */
  pendingToken: string | null;
}

export interface MultiFactorOutcome {
  result: SignInResult;
  sessionToken: string;
  /** A new device-verification token when the user asked to trust this device. */
  deviceToken: string | null;
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * Password sign-in. Unknown user and wrong password answer alike (PE401007) after the same hashing work.
   * Order after a right password: deactivated user PE401015, deactivated store PE500006, expired password
   * PE401004 (with a change token), then the multi-factor step or the session.
   */
  async signIn(input: SignInRequest, context: SignInContext): Promise<SignInOutcome> {
    const { repository, clock } = this.deps;
    const login = input.username.trim().toLowerCase();
    if (!login) throw new AppError('PMA400001');
    if (input.password.trim() === '') throw new AppError('PMA400002');

    const user = await repository.findByLogin(login);
    if (!user) {
      await verifyPassword(await dummyPasswordHash(), input.password);
      throw new AppError('PE401007');
    }
    this.assertNotLocked(user, clock.now());
    if (!user.passwordHash) {
      await verifyPassword(await dummyPasswordHash(), input.password);
      throw new AppError('PE401011');
    }

    const matches = await verifyPassword(user.passwordHash, input.password);
    // The clock is read again: hashing takes time and a lock may have started meanwhile.
    const now = clock.now();
    if (!matches) {
      const { before } = await repository.recordFailedAttempt(user.id, now);
      // A parallel attempt may have locked the account meanwhile. The attempt that reaches a lock still
      // answers "wrong password"; the next one learns of the lock.
      this.assertNotLocked(before, now);
      throw new AppError('PE401007');
    }
    if (!(await repository.clearFailures(user.id, now))) {
      const fresh = await repository.findById(user.id);
      if (fresh) this.assertNotLocked(fresh, now);
      throw new AppError('PE401005');
    }
    await this.assertUsable(user);
    if (this.passwordExpired(user, now)) {
      const changeToken = await this.deps.tokens.issue(user.id, 'EXPIRED_PASSWORD', expiredPasswordTokenMs);
      const value: ExpiredPasswordErrorValue = { changeToken, expiresInSeconds: expiredPasswordTokenMs / 1000, username: user.username };
      throw AppError.withValue('PE401004', value);
    }
    return this.completeSignIn(user, 'PASSWORD', context, { multiFactor: true, accountChecked: true });
  }

  /** §4.1 sign-in with `{token}` (One-Time): a token issued by `issueOneTimeToken`, single use, 5 minutes. */
  async signInWithOneTimeToken(token: string, context: SignInContext): Promise<SignInOutcome> {
    const { tokens, clock, repository } = this.deps;
    const found = await tokens.lookup(token, ['ONE_TIME_SIGN_IN']);
    if (found.state !== 'VALID' || !(await tokens.use(token, clock.now()))) throw new AppError('PE401013');
    const user = await repository.findById(found.token.userId);
    if (!user) throw new AppError('PE401013');
    const data = found.token.data as { signInMethod?: SignInMethod; modeType?: ChosenMode['type'] | null; modeCode?: string | null };
    const mode = data.modeType ? { type: data.modeType, code: data.modeCode ?? null } : undefined;
    // The issuing session already passed any multi-factor step.
    return this.completeSignIn(user, data.signInMethod ?? 'ONE_TIME', context, { multiFactor: false, mode });
  }

  /** Whose account a one-time token signs in to, the token left unused (the browser asks before switching). */
  async oneTimeTokenOwner(token: string): Promise<OneTimeTokenOwner> {
    const found = await this.deps.tokens.lookup(token, ['ONE_TIME_SIGN_IN']);
    const user = found.state === 'VALID' ? await this.deps.repository.findById(found.token.userId) : null;
    if (!user) throw new AppError('PE401013');
    return { username: user.username };
  }

  /** A one-time sign-in token for the signed-in user (the app webview hand-off: `?authToken=`). */
  async issueOneTimeToken(session: ResolvedSession): Promise<OneTimeToken> {
    const token = await this.deps.tokens.issue(session.userId, 'ONE_TIME_SIGN_IN', oneTimeTokenMs, {
      signInMethod: session.signInMethod,
      modeType: session.modeType,
      modeCode: session.modeCode,
    });
    return { token, expiresInSeconds: oneTimeTokenMs / 1000 };
  }

  /**
   * The end of every sign-in way once the person is proved: account checks, then the multi-factor step where
   * the user needs it (unless this device is trusted for them), then a new session (the old id ends).
   */
  async completeSignIn(
    user: AccountRow,
    method: SignInMethod,
    context: SignInContext,
    options: { multiFactor: boolean; mode?: ChosenMode | null; accountChecked?: boolean },
  ): Promise<SignInOutcome> {
    const { sessions, otp } = this.deps;
    if (!options.accountChecked) await this.assertUsable(user);
    await sessions.endToken(context.previousSessionToken);
    if (options.multiFactor && user.mfaRequired && !(await this.isTrustedDevice(context.deviceToken, user.id))) {
      const { handle } = await otp.open({
        purpose: 'MFA',
        userId: user.id,
        data: { signInMethod: method },
        targets: this.multiFactorTargets(user),
        lifetimeSeconds: otpPolicy.pendingSignInSeconds,
        withHandle: true,
      });
      return { result: { username: user.username, next: 'MULTI_FACTOR' }, sessionToken: null, pendingToken: handle };
    }
    const { token } = await sessions.start(user.id, method, options.mode);
    return { result: { username: user.username, next: 'SESSION' }, sessionToken: token, pendingToken: null };
  }

  /** multi-factor/send-otp: the first code or a new one for the pending sign-in. */
  async sendMultiFactorCode(pendingToken: string | undefined, channel: OtpChannel | undefined, language: PageLanguage): Promise<OtpChallenge> {
    const { otp } = this.deps;
    return otp.send(await otp.findByHandle(pendingToken, 'MFA'), channel, language);
  }

  /** multi-factor/verify: a right code ends the pending sign-in with a new session (a new id, §4.1). */
  async verifyMultiFactor(pendingToken: string | undefined, code: string, trustDevice: boolean): Promise<MultiFactorOutcome> {
    const { otp, repository, sessions, clock, random } = this.deps;
    const challenge = await otp.findByHandle(pendingToken, 'MFA');
    const verified = await otp.verify(challenge, code, async (_tx, row) => row);
    const user = verified.userId ? await repository.findById(verified.userId) : null;
    if (!user) throw new AppError('OTP_SESSION_EXPIRED');
    await this.assertUsable(user);
    const method = ((verified.data as { signInMethod?: SignInMethod }).signInMethod ?? 'PASSWORD') as SignInMethod;
    const { token } = await sessions.start(user.id, method);
    let deviceToken: string | null = null;
    if (trustDevice) {
      deviceToken = newOpaqueToken(random);
      const now = clock.now();
      await repository.trustDevice(hashOpaqueToken(deviceToken), user.id, now, new Date(now.getTime() + trustedDeviceSeconds * 1000));
    }
    return { result: { username: user.username, next: 'SESSION' }, sessionToken: token, deviceToken };
  }

  /**
   * The current password again, before an action a stolen session must not take (signing other devices out).
   * Blank ERR_PMU400006, no password yet PE401011, wrong PE401007; the answers are 400, never a lost session's 401.
   */
  async reauthenticate(session: ResolvedSession, password: string): Promise<void> {
    if (password.trim() === '') throw new AppError('ERR_PMU400006');
    const user = await this.deps.repository.findById(session.userId);
    if (!user?.passwordHash) {
      await verifyPassword(await dummyPasswordHash(), password);
      throw new AppError('PE401011', 400);
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('PE401007', 400);
  }

  async signOut(session: ResolvedSession): Promise<void> {
    await this.deps.sessions.end(session.idHash);
  }

  private assertNotLocked(state: LockState, now: Date): void {
    const lock = lockOf(state, now);
    if (lock === 'UNTIL_PASSWORD_CHANGE') throw new AppError('PE401008');
    if (lock === 'TEMPORARY') {
      const value: LockedErrorValue = { retryAfterSeconds: Math.ceil(((state.lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000) };
      throw AppError.withValue('PE401005', value);
    }
  }

  /** PE401015 deactivated user, PE500006 every store deactivated. */
  private async assertUsable(user: AccountRow): Promise<void> {
    if (user.status !== 'ACTIVE') throw new AppError('PE401015');
    if (await this.deps.repository.onlyStoresAreDeactivated(user.id)) throw new AppError('PE500006');
  }

  private passwordExpired(user: AccountRow, now: Date): boolean {
    const maxAgeDays = this.deps.passwordMaxAgeDays;
    if (maxAgeDays <= 0 || !user.passwordChangedAt) return false;
    return user.passwordChangedAt.getTime() + maxAgeDays * 24 * 60 * minute <= now.getTime();
  }

  private async isTrustedDevice(deviceToken: string | undefined, userId: string): Promise<boolean> {
    if (!isWellFormedOpaqueToken(deviceToken)) return false;
    return this.deps.repository.isTrustedDevice(hashOpaqueToken(deviceToken), userId, this.deps.clock.now());
  }

  /** Email always; SMS when the phone number is verified. */
  private multiFactorTargets(user: AccountRow): OtpTarget[] {
    const targets: OtpTarget[] = [{ channel: 'EMAIL', destination: user.email }];
    if (user.phoneNumber && user.isPhoneNumberVerified) targets.push({ channel: 'SMS', destination: user.phoneNumber });
    return targets;
  }
}
