import { otpPolicy, type OtpChallenge, type OtpChannel } from '@seller-portal/contracts/accounts';
import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { RateLimiter, RateLimitHit } from '../../http/rate-limit';
import type { Clock, Random } from '../../runtime';
import type { Delivery } from '../delivery';
import { hashOpaqueToken, newOpaqueToken } from '../shared/opaque-token';
import { destinationRetryAfterSeconds, smsDestinationLookback } from './destination-limit';
import { hashOtpCode, maskEmail, maskPhone, newOtpCode, otpCodeMatches } from './otp-code';
import type { Transaction } from '../../db/open-database';
import type { OtpChallengeRow, OtpPurpose, OtpRepository } from './repository';

/** Where a challenge may send its code. */
export interface OtpTarget {
  channel: OtpChannel;
  /** The real address or number (masked in every answer). */
  destination: string;
}

export interface OpenChallenge {
  purpose: OtpPurpose;
  userId?: string | null;
  /** Purpose details kept with the challenge (returned to `verify`'s callback). */
  data?: Record<string, unknown>;
  targets: OtpTarget[];
  lifetimeSeconds: number;
  /** A step before any session (MFA, registration) is named by a cookie, a withdrawal by its answer: this returns its value. */
  withHandle: boolean;
}

export interface OtpServiceDeps {
  repository: OtpRepository;
  delivery: Delivery;
  rateLimits: RateLimiter;
  clock: Clock;
  random: Random;
}

const second = 1000;

/** At most an hour's SMS codes to one number within a minute, counted atomically across processes. */
const smsBurstLimit = (destination: string): RateLimitHit => ({
  name: 'sms-number',
  key: destination,
  max: otpPolicy.smsPerNumberPerHour,
  windowMs: 60 * second,
});

function targetsOf(row: OtpChallengeRow): OtpTarget[] {
  const targets = (row.data as { targets?: OtpTarget[] }).targets;
  return Array.isArray(targets) ? targets : [];
}

function masked(target: OtpTarget): { channel: OtpChannel; destination: string } {
  return { channel: target.channel, destination: target.channel === 'EMAIL' ? maskEmail(target.destination) : maskPhone(target.destination) };
}

/**
 * One-time codes for every step that needs one (§4.11 OTP dialog): 6 digits, stored hashed, one live code per
 * step, 5 minutes each, 5 wrong tries per code, a 60-second resend cooldown and at most 5 codes per step.
 */
export class OtpService {
  constructor(private readonly deps: OtpServiceDeps) {}

  async open(input: OpenChallenge): Promise<{ challenge: OtpChallengeRow; handle: string | null }> {
    const { repository, clock, random } = this.deps;
    const now = clock.now();
    // A user-bound step has one challenge at a time: asking again replaces the previous one. A step named by its
    // handle (a sign-in's, a withdrawal's) may have several: each approves its own attempt.
    if (input.userId && !input.withHandle) await repository.deleteForUser(input.userId, input.purpose);
    const handle = input.withHandle ? newOpaqueToken(random) : null;
    const challenge = await repository.insert({
      purpose: input.purpose,
      handleHash: handle ? hashOpaqueToken(handle) : null,
      userId: input.userId ?? null,
      data: { ...input.data, targets: input.targets },
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.lifetimeSeconds * second),
    });
    return { challenge, handle };
  }

  /** The challenge a cookie names; null when the cookie names nothing (or was never set). */
  async findByHandle(handle: string | undefined, purpose: OtpPurpose): Promise<OtpChallengeRow | null> {
    if (!handle) return null;
    const row = await this.deps.repository.findByHandle(hashOpaqueToken(handle));
    return row && row.purpose === purpose ? row : null;
  }

  async findForUser(userId: string, purpose: OtpPurpose): Promise<OtpChallengeRow | null> {
    return this.deps.repository.findForUser(userId, purpose);
  }

  /** §4.11 session-expired modal when the step is gone or past its time. */
  assertAlive(row: OtpChallengeRow | null): asserts row is OtpChallengeRow {
    if (!row || row.expiresAt.getTime() <= this.deps.clock.now().getTime()) throw new AppError('OTP_SESSION_EXPIRED');
  }

  /** The answer of a send before one happened (registration shows its channels first). */
  describe(row: OtpChallengeRow, channel?: OtpChannel): OtpChallenge {
    const targets = targetsOf(row);
    const target = targets.find((t) => t.channel === (channel ?? row.channel)) ?? targets[0];
    const now = this.deps.clock.now().getTime();
    const sentAt = row.codeSentAt?.getTime() ?? null;
    return {
      channel: target.channel,
      destination: masked(target).destination,
      channels: targets.map(masked),
      codeLength: otpPolicy.codeLength,
      expiresInSeconds: row.codeExpiresAt ? Math.max(0, Math.ceil((row.codeExpiresAt.getTime() - now) / second)) : otpPolicy.codeLifetimeSeconds,
      resendAfterSeconds: sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + otpPolicy.resendCooldownSeconds * second - now) / second)),
      attemptsLeft: Math.max(0, otpPolicy.maxAttemptsPerCode - row.attempts),
    };
  }

  /**
   * Sends a new code (the first one or a resend). `channel` picks among the step's targets; without it the
   * channel of the previous code, else the first target. Cooldown → OTP_RESEND_COOLDOWN with the seconds left;
   * past the code limit → OTP_MAX_ATTEMPTS; a number already sent its hour's or day's SMS codes, whichever
   * step asked → OTP_DESTINATION_LIMIT with the seconds left.
   */
  async send(
    row: OtpChallengeRow | null,
    channel: OtpChannel | undefined,
    language: PageLanguage,
    options: { instead?: (target: OtpTarget) => Promise<void>; detail?: string } = {},
  ): Promise<OtpChallenge> {
    this.assertAlive(row);
    const { repository, clock, random, delivery } = this.deps;
    const targets = targetsOf(row);
    const wanted = channel ?? (row.channel as OtpChannel | null) ?? targets[0]?.channel;
    const target = targets.find((t) => t.channel === wanted);
    if (!target) throw new AppError('BAD_REQUEST');

    const now = clock.now();
    if (row.codesSent >= otpPolicy.maxCodesPerChallenge) throw new AppError('OTP_MAX_ATTEMPTS', undefined, { value: { attemptsLeft: 0 } });
    const cooldownEnds = (row.codeSentAt?.getTime() ?? 0) + otpPolicy.resendCooldownSeconds * second;
    if (cooldownEnds > now.getTime()) {
      throw AppError.withValue('OTP_RESEND_COOLDOWN', { retryAfterSeconds: Math.ceil((cooldownEnds - now.getTime()) / second) });
    }
    if (target.channel === 'SMS') {
      const since = new Date(now.getTime() - smsDestinationLookback.windowMs);
      const sent = await delivery.sentTimes('SMS', target.destination, since, smsDestinationLookback.max);
      const retryAfterSeconds = destinationRetryAfterSeconds(sent, now);
      if (retryAfterSeconds > 0) throw AppError.withValue('OTP_DESTINATION_LIMIT', { retryAfterSeconds });
      // Sends racing past the outbox's count at once (many steps to one number, on any process) meet a shared counter.
      const waitMs = await this.deps.rateLimits.hit([smsBurstLimit(target.destination)]);
      if (waitMs > 0) throw AppError.withValue('OTP_DESTINATION_LIMIT', { retryAfterSeconds: Math.ceil(waitMs / second) });
    }

    const code = newOtpCode(random);
    const stored = await repository.storeCode({
      id: row.id,
      channel: target.channel,
      destination: target.destination,
      codeHash: hashOtpCode(row.id, code),
      now,
      codeExpiresAt: new Date(now.getTime() + otpPolicy.codeLifetimeSeconds * second),
      cooldownStartedBefore: new Date(now.getTime() - otpPolicy.resendCooldownSeconds * second),
      maxCodes: otpPolicy.maxCodesPerChallenge,
    });
    // A parallel send won the race: answer as if this one came a moment later.
    if (!stored) throw AppError.withValue('OTP_RESEND_COOLDOWN', { retryAfterSeconds: otpPolicy.resendCooldownSeconds });

    try {
      // A step that must not send its code (a registration with an email that has an account) sends `instead`;
      // the code is stored all the same, so the answers and the limits cannot tell the two apart.
      if (options.instead) await options.instead(target);
      else
        await delivery.sendCode({
          channel: target.channel,
          to: target.destination,
          code,
          purpose: row.purpose as OtpPurpose,
          language,
          validMinutes: otpPolicy.codeLifetimeSeconds / 60,
          detail: options.detail,
        });
    } catch (error) {
      await repository.forgetSend(row.id);
      throw error;
    }
    return this.describe(
      { ...row, channel: target.channel, codeSentAt: now, codeExpiresAt: new Date(now.getTime() + otpPolicy.codeLifetimeSeconds * second), attempts: 0 },
      target.channel,
    );
  }

  /**
   * Checks a code under a row lock. A right code deletes the challenge (single use) and runs `onSuccess` in the
   * same transaction, so the step's effect and the code's use commit together. A wrong one counts a try, and
   * `onWrongCode` runs in that transaction (counts across challenges, such as the multi-factor lock).
   */
  async verify<T>(
    row: OtpChallengeRow | null,
    code: string,
    onSuccess: (tx: Transaction, row: OtpChallengeRow) => Promise<T>,
    options: { onWrongCode?: (tx: Transaction, row: OtpChallengeRow) => Promise<void> } = {},
  ): Promise<T> {
    this.assertAlive(row);
    if (!/^\d{6}$/.test(code)) throw AppError.withValue('OTP_INVALID', { attemptsLeft: Math.max(0, otpPolicy.maxAttemptsPerCode - row.attempts) });
    const now = this.deps.clock.now();
    const outcome = await this.deps.repository.inLockedChallenge(row.id, async (tx, locked): Promise<{ error: AppError } | { value: T }> => {
      if (!locked || locked.expiresAt.getTime() <= now.getTime()) return { error: new AppError('OTP_SESSION_EXPIRED') };
      if (!locked.codeHash || !locked.codeExpiresAt) return { error: new AppError('OTP_NOT_SENT') };
      if (locked.attempts >= otpPolicy.maxAttemptsPerCode) return { error: AppError.withValue('OTP_MAX_ATTEMPTS', { attemptsLeft: 0 }) };
      if (locked.codeExpiresAt.getTime() <= now.getTime()) return { error: new AppError('OTP_EXPIRED') };
      if (!otpCodeMatches(locked.id, code, locked.codeHash)) {
        const attempts = locked.attempts + 1;
        await this.deps.repository.setAttempts(tx, locked.id, attempts);
        await options.onWrongCode?.(tx, locked);
        const attemptsLeft = Math.max(0, otpPolicy.maxAttemptsPerCode - attempts);
        // §4.11 the 5th wrong try is answered with the max-limit modal at once.
        return { error: AppError.withValue(attemptsLeft === 0 ? 'OTP_MAX_ATTEMPTS' : 'OTP_INVALID', { attemptsLeft }) };
      }
      await this.deps.repository.deleteInTransaction(tx, locked.id);
      return { value: await onSuccess(tx, locked) };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }

  async discard(row: OtpChallengeRow): Promise<void> {
    await this.deps.repository.deleteById(row.id);
  }

  async purgeExpired(): Promise<number> {
    return this.deps.repository.deleteExpired(this.deps.clock.now());
  }
}
