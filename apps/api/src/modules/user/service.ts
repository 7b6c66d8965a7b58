import type { ContactType, ContactVerificationSendRequest, ContactVerificationVerifyRequest, OtpChallenge } from '@seller-portal/contracts';
import { otpPolicy } from '@seller-portal/contracts';
import { and, eq, ne, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Clock } from '../../runtime';
import type { OtpPurpose } from '../otp/repository';
import type { OtpService } from '../otp/service';
import { normalizedEmail } from '../password/service';
import type { ResolvedSession } from '../session/resolved-session';
import type { SessionService } from '../session/service';
import { normalizedPhoneNumber, uniqueViolationOf } from '../shared/contact';

export interface ContactVerificationDeps {
  db: AppDatabase;
  otp: OtpService;
  sessions: SessionService;
  clock: Clock;
}

const purposeOf = (type: ContactType): OtpPurpose => (type === 'PHONE' ? 'CONTACT_PHONE' : 'CONTACT_EMAIL');

/** §2.5 /verify-phone-number and /verify-email: a code to the new contact proves it before it is kept. */
export class ContactVerificationService {
  constructor(private readonly deps: ContactVerificationDeps) {}

  async send(session: ResolvedSession, request: ContactVerificationSendRequest, language: PageLanguage): Promise<OtpChallenge> {
    const { otp, db, clock } = this.deps;
    const value = request.type === 'PHONE' ? normalizedPhoneNumber(request.value) : normalizedEmail(request.value);
    if (request.type === 'EMAIL') {
      const taken = await db
        .select({ id: users.id })
        .from(users)
        .where(and(or(eq(users.email, value), eq(users.username, value)), ne(users.id, session.userId)))
        .limit(1);
      if (taken.length > 0) throw new AppError('EMAIL_ALREADY_REGISTERED');
    }

    const purpose = purposeOf(request.type);
    let challenge = await otp.findForUser(session.userId, purpose);
    const alive = challenge && challenge.expiresAt.getTime() > clock.now().getTime();
    if (!alive || (challenge?.data as { value?: string }).value !== value) {
      // Another number or address starts a new step, but not a way around the resend cooldown.
      if (alive && challenge?.codeSentAt) {
        const cooldownEnds = challenge.codeSentAt.getTime() + otpPolicy.resendCooldownSeconds * 1000;
        const left = Math.ceil((cooldownEnds - clock.now().getTime()) / 1000);
        if (left > 0) throw AppError.withValue('OTP_RESEND_COOLDOWN', { retryAfterSeconds: left });
      }
      ({ challenge } = await otp.open({
        purpose,
        userId: session.userId,
        data: { value },
        targets: [{ channel: request.type === 'PHONE' ? 'SMS' : 'EMAIL', destination: value }],
        lifetimeSeconds: otpPolicy.pendingRegistrationSeconds,
        withHandle: false,
      }));
    }
    return otp.send(challenge, undefined, language);
  }

  /** A right code keeps the contact as verified; every session of the user shows it at once. */
  async verify(session: ResolvedSession, request: ContactVerificationVerifyRequest): Promise<ResolvedSession> {
    const { otp, sessions } = this.deps;
    const challenge = await otp.findForUser(session.userId, purposeOf(request.type));
    try {
      await otp.verify(challenge, request.code.trim(), async (tx, row) => {
        const value = String((row.data as { value?: string }).value);
        if (request.type === 'PHONE') {
          await tx.update(users).set({ phoneNumber: value, isPhoneNumberVerified: true }).where(eq(users.id, session.userId));
          return;
        }
        const [current] = await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, session.userId));
        // Accounts whose username is their email keep it so: sign-in goes on working with the new address.
        const username = current && current.username === current.email ? value : undefined;
        await tx
          .update(users)
          .set({ email: value, isEmailVerified: true, ...(username ? { username } : {}) })
          .where(eq(users.id, session.userId));
      });
    } catch (error) {
      if (uniqueViolationOf(error) !== null) throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, { cause: error });
      throw error;
    }
    await sessions.reloadAllForUser(session.userId);
    return sessions.refresh(session);
  }
}
