import {
  otpPolicy,
  type OneTimeToken,
  type OneTimeTokenOwner,
  type OtpChallenge,
  type OtpChannel,
  type SignInRequest,
  type SignInResult,
} from '@seller-portal/contracts/accounts';
import { type ExpiredPasswordErrorValue, type LockedErrorValue } from '@seller-portal/contracts/core';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/open-database';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Clock, Random } from '../../runtime';
import type { Delivery } from '../delivery';
import type { OtpService, OtpTarget } from '../otp';
import type { SessionClient } from '../session';
import type { ResolvedSession } from '../session';
import type { SessionService, SignInMethod } from '../session';
import type { ChosenMode } from '../session';
import type { AccountTokens } from '../account-tokens';
import { hashOpaqueToken, isWellFormedOpaqueToken, newOpaqueToken } from '../shared/opaque-token';
import { countedLockActive, lockOf, multiFactorLockPolicy, secondsLeft, type CountedLock, type LockState } from './lockout';
import { dummyPasswordHash, verifyPassword } from './passwords';
import type { AccountRow, AuthRepository, SignInDevice } from './repository';

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
  /** Security notices (a lock) to the account's email. */
  delivery: Delivery;
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
  /** The known-browser cookie of earlier sign-ins (OWASP device cookie). */
  signInDeviceToken?: string;
  /** The browser's User-Agent and address, kept with the session. */
  client?: SessionClient;
  /** The page language, for the notices a sign-in may cause. */
  language?: PageLanguage;
}

export interface SignInOutcome {
  result: SignInResult;
  /** The new session cookie value; null when the multi-factor step comes first. */
  sessionToken: string | null;
  /** The pending sign-in cookie value of the multi-factor step. */
  pendingToken: string | null;
  /** A new known-browser cookie value after a password sign-in from a browser not yet known. */
  signInDeviceToken?: string | null;
}

export interface MultiFactorOutcome {
  result: SignInResult;
  sessionToken: string;
  /** A new device-verification token when the user asked to trust this device. */
  deviceToken: string | null;
  /** A new known-browser cookie value (see SignInOutcome). */
  signInDeviceToken: string | null;
}

function lockedError(lockedUntil: Date | null, now: Date): AppError {
  const value: LockedErrorValue = { retryAfterSeconds: secondsLeft(lockedUntil, now) };
  return AppError.withValue('PE401005', value);
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /** A new password (the password module's, in its transaction): the devices known to the old one are forgotten. */
  forgetDevices(tx: Transaction, userId: string): Promise<void> {
    return this.deps.repository.forgetDevices(tx, userId);
  }

  /**
   * Password sign-in. Unknown user and wrong password answer alike (PE401007) after the same hashing work, and
   * are counted and locked alike (PE401005, PE401008), so neither answers nor locks tell who exists. A browser
   * that signed in to the user before (its known-browser cookie) has its own count and is not held by a lock
   * that failures from elsewhere started (OWASP device cookies). Order after a right password: deactivated user
   * PE401015, deactivated store PE500006, expired password PE401004 (with a change token), then the
   * multi-factor step or the session.
   */
  async signIn(input: SignInRequest, context: SignInContext): Promise<SignInOutcome> {
    const { repository, clock } = this.deps;
    const login = input.username.trim().toLowerCase();
    if (!login) throw new AppError('PMA400001');
    if (input.password.trim() === '') throw new AppError('PMA400002');

    const user = await repository.findByLogin(login);
    const device = user ? await this.knownDevice(context.signInDeviceToken, user.id) : null;
    if (device) this.assertDeviceNotLocked(device, clock.now());
    else this.assertNotLocked(user ?? (await repository.unknownLoginState(login)), clock.now());

    // Users without a password yet (PE401011) and unknown users do the same hashing work as everyone else.
    const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    // The clock is read again: hashing takes time and a lock may have started meanwhile.
    const now = clock.now();
    if (!user || !user.passwordHash || !matches) {
      await this.countWrongPassword(user, device, login, now, context.language ?? 'id');
      throw new AppError(user && !user.passwordHash ? 'PE401011' : 'PE401007');
    }
    if (device) await repository.deviceSignedIn(device.tokenHash, now);
    else if (!(await repository.clearFailures(user.id, now))) {
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
    return this.completeSignIn(user, 'PASSWORD', context, { multiFactor: true, accountChecked: true, knownDevice: device !== null });
  }

  /**
   * Counts a wrong password where it belongs: the known browser's own count, else the user's (a new lock mails
   * the owner), else the unknown login's. A parallel attempt may have locked meanwhile: the attempt that reaches
   * a lock still answers "wrong password", the next one learns of the lock.
   */
  private async countWrongPassword(user: AccountRow | null, device: SignInDevice | null, login: string, now: Date, language: PageLanguage): Promise<void> {
    const { repository, delivery } = this.deps;
    if (device) {
      const { before } = await repository.recordDeviceFailure(device.tokenHash, now);
      this.assertDeviceNotLocked(before, now);
      return;
    }
    if (!user) {
      const { before } = await repository.recordUnknownLoginFailure(login, now);
      this.assertNotLocked(before, now);
      return;
    }
    const { before, after } = await repository.recordFailedAttempt(user.id, now);
    this.assertNotLocked(before, now);
    if (lockOf(after, now) !== null) await delivery.sendNotice({ to: user.email, kind: 'ACCOUNT_LOCKED', language });
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
   * the user needs it (unless this device is trusted for them), then a new session (the old id ends). A password
   * sign-in from a browser not yet known to the user makes it known (a new known-browser cookie).
   */
  async completeSignIn(
    user: AccountRow,
    method: SignInMethod,
    context: SignInContext,
    options: { multiFactor: boolean; mode?: ChosenMode | null; accountChecked?: boolean; knownDevice?: boolean },
  ): Promise<SignInOutcome> {
    const { sessions, otp } = this.deps;
    if (!options.accountChecked) await this.assertUsable(user);
    await sessions.endToken(context.previousSessionToken);
    if (options.multiFactor && user.mfaRequired && !(await this.isTrustedDevice(context.deviceToken, user.id))) {
      this.assertMultiFactorNotLocked(user, this.deps.clock.now());
      const { handle } = await otp.open({
        purpose: 'MFA',
        userId: user.id,
        data: { signInMethod: method, knownDevice: options.knownDevice === true },
        targets: this.multiFactorTargets(user),
        lifetimeSeconds: otpPolicy.pendingSignInSeconds,
        withHandle: true,
      });
      return { result: { username: user.username, next: 'MULTI_FACTOR' }, sessionToken: null, pendingToken: handle };
    }
    const { token } = await sessions.start(user.id, method, options.mode, context.client);
    const signInDeviceToken = method === 'PASSWORD' && !options.knownDevice ? await this.newKnownDevice(user.id) : null;
    return { result: { username: user.username, next: 'SESSION' }, sessionToken: token, pendingToken: null, signInDeviceToken };
  }

  /** multi-factor/send-otp: the first code or a new one for the pending sign-in. */
  async sendMultiFactorCode(pendingToken: string | undefined, channel: OtpChannel | undefined, language: PageLanguage): Promise<OtpChallenge> {
    const { otp } = this.deps;
    return otp.send(await otp.findByHandle(pendingToken, 'MFA'), channel, language);
  }

  /**
   * multi-factor/verify: a right code ends the pending sign-in with a new session (a new id, §4.1). Wrong codes
   * are counted per user across sign-ins: the 10th in a row locks the step for 15 minutes (PE401005) and mails
   * the owner, since whoever typed them knows the password.
   */
  async verifyMultiFactor(
    pendingToken: string | undefined,
    code: string,
    trustDevice: boolean,
    context: Pick<SignInContext, 'client' | 'language'> = {},
  ): Promise<MultiFactorOutcome> {
    const { otp, repository, sessions, clock, random } = this.deps;
    const challenge = await otp.findByHandle(pendingToken, 'MFA');
    const owner = challenge?.userId ? await repository.findById(challenge.userId) : null;
    if (owner) this.assertMultiFactorNotLocked(owner, clock.now());
    let lockStarted = false;
    const verified = await otp
      .verify(
        challenge,
        code,
        async (tx, row) => {
          if (row.userId) await repository.clearMultiFactorFailures(tx, row.userId);
          return row;
        },
        {
          onWrongCode: async (tx, row) => {
            if (!row.userId) return;
            const { before, after } = await repository.recordMultiFactorFailure(tx, row.userId, clock.now());
            lockStarted = !countedLockActive(before, clock.now()) && countedLockActive(after, clock.now());
          },
        },
      )
      .catch(async (error: unknown) => {
        if (lockStarted && owner) {
          await this.deps.delivery.sendNotice({
            to: owner.email,
            kind: 'MFA_LOCKED',
            language: context.language ?? 'id',
            values: { minutes: multiFactorLockPolicy.lockMs / minute },
          });
        }
        throw error;
      });
    const user = verified.userId ? await repository.findById(verified.userId) : null;
    if (!user) throw new AppError('OTP_SESSION_EXPIRED');
    await this.assertUsable(user);
    const data = verified.data as { signInMethod?: SignInMethod; knownDevice?: boolean };
    const method = (data.signInMethod ?? 'PASSWORD') as SignInMethod;
    const { token } = await sessions.start(user.id, method, undefined, context.client);
    let deviceToken: string | null = null;
    if (trustDevice) {
      deviceToken = newOpaqueToken(random);
      const now = clock.now();
      await repository.trustDevice(hashOpaqueToken(deviceToken), user.id, now, new Date(now.getTime() + trustedDeviceSeconds * 1000));
    }
    const signInDeviceToken = method === 'PASSWORD' && data.knownDevice !== true ? await this.newKnownDevice(user.id) : null;
    return { result: { username: user.username, next: 'SESSION' }, sessionToken: token, deviceToken, signInDeviceToken };
  }

  /**
   * The current password again, before an action a stolen session must not take (changing the password or a
   * contact, signing other devices out). Blank ERR_PMU400006, no password yet PE401011, wrong PE401007; a wrong
   * one counts toward the user's lock like a wrong sign-in, and while it is locked the answer is the lock's
   * (PE401005, PE401008). The answers are 400, never a lost session's 401.
   */
  async reauthenticate(session: ResolvedSession, password: string, language: PageLanguage = 'id'): Promise<void> {
    const { repository, clock } = this.deps;
    if (password.trim() === '') throw new AppError('ERR_PMU400006');
    const user = await repository.findById(session.userId);
    if (!user) throw new AppError('PE403002');
    this.asBadRequest(() => this.assertNotLocked(user, clock.now()));
    const matches = await verifyPassword(user.passwordHash ?? (await dummyPasswordHash()), password);
    if (user.passwordHash && matches) return;
    const now = clock.now();
    const { before, after } = await repository.recordFailedAttempt(user.id, now);
    this.asBadRequest(() => this.assertNotLocked(before, now));
    if (lockOf(after, now) !== null) await this.deps.delivery.sendNotice({ to: user.email, kind: 'ACCOUNT_LOCKED', language });
    throw new AppError(user.passwordHash ? 'PE401007' : 'PE401011', 400);
  }

  async signOut(session: ResolvedSession): Promise<void> {
    await this.deps.sessions.end(session.idHash);
  }

  private assertNotLocked(state: LockState, now: Date): void {
    const lock = lockOf(state, now);
    if (lock === 'UNTIL_PASSWORD_CHANGE') throw new AppError('PE401008');
    if (lock === 'TEMPORARY') throw lockedError(state.lockedUntil, now);
  }

  private assertDeviceNotLocked(device: CountedLock, now: Date): void {
    if (countedLockActive(device, now)) throw lockedError(device.lockedUntil, now);
  }

  private assertMultiFactorNotLocked(user: AccountRow, now: Date): void {
    if (countedLockActive({ failedAttempts: user.mfaFailedAttempts, lockedUntil: user.mfaLockedUntil }, now)) throw lockedError(user.mfaLockedUntil, now);
  }

  /** A signed-in caller's lock answers are 400: the client must not take them for a lost session. */
  private asBadRequest(check: () => void): void {
    try {
      check();
    } catch (error) {
      if (error instanceof AppError) throw error.withStatus(400);
      throw error;
    }
  }

  /** The user's browser of this cookie, when it is one they signed in from before. */
  private async knownDevice(token: string | undefined, userId: string): Promise<SignInDevice | null> {
    if (!isWellFormedOpaqueToken(token)) return null;
    const device = await this.deps.repository.findSignInDevice(hashOpaqueToken(token), this.deps.clock.now());
    return device?.userId === userId ? device : null;
  }

  private async newKnownDevice(userId: string): Promise<string> {
    const token = newOpaqueToken(this.deps.random);
    await this.deps.repository.addSignInDevice(hashOpaqueToken(token), userId, this.deps.clock.now());
    return token;
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
