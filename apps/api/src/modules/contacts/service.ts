import type { ContactType, ContactVerificationSendRequest, ContactVerificationVerifyRequest, OtpChallenge } from '@seller-portal/contracts/accounts';
import { otpPolicy } from '@seller-portal/contracts/accounts';
import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Clock } from '../../runtime';
import type { Delivery } from '../delivery';
import { maskPhone } from '../otp';
import type { OtpPurpose } from '../otp';
import type { OtpService } from '../otp';
import type { Reauthenticate } from '../session';
import type { ResolvedSession } from '../session';
import type { SessionService } from '../session';
import { normalizedEmail, normalizedPhoneNumber, uniqueViolationOf } from '../shared/contact';
import type { UserContactRepository, UserContacts } from './repository';

export interface ContactVerificationDeps {
  repository: UserContactRepository;
  otp: OtpService;
  sessions: SessionService;
  clock: Clock;
  /** A change of contact needs the current password (counted toward the account's lock). */
  reauthenticate: Reauthenticate;
  /** The notice to the account's address that a contact changed. */
  delivery: Delivery;
}

const purposeOf = (type: ContactType): OtpPurpose => (type === 'PHONE' ? 'CONTACT_PHONE' : 'CONTACT_EMAIL');

/**
 * §2.5 /verify-phone-number and /verify-email: a code to the new contact proves it before it is kept. Verifying the
 * account's current contact needs only the session; changing it needs the current password too (a stolen session
 * must not move the account to the thief's address), and the old address is told once the change is made.
 */
export class ContactVerificationService {
  constructor(private readonly deps: ContactVerificationDeps) {}

  async send(session: ResolvedSession, request: ContactVerificationSendRequest, language: PageLanguage): Promise<OtpChallenge> {
    const { otp, repository, clock } = this.deps;
    const value = request.type === 'PHONE' ? normalizedPhoneNumber(request.value) : normalizedEmail(request.value);
    const current = await this.contactsOf(session.userId);
    if (value !== (request.type === 'PHONE' ? current.phoneNumber : current.email)) {
      if (!request.currentPassword?.trim()) throw new AppError('ERR_PMU400006');
      await this.deps.reauthenticate(session, request.currentPassword, language);
    }
    if (request.type === 'EMAIL') {
      if (await repository.emailUsedByAnother(value, session.userId)) throw new AppError('EMAIL_ALREADY_REGISTERED');
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
  async verify(session: ResolvedSession, request: ContactVerificationVerifyRequest, language: PageLanguage): Promise<ResolvedSession> {
    const { otp, sessions, delivery, repository } = this.deps;
    const challenge = await otp.findForUser(session.userId, purposeOf(request.type));
    const before = await this.contactsOf(session.userId);
    let kept = '';
    try {
      await otp.verify(challenge, request.code.trim(), async (tx, row) => {
        const value = String((row.data as { value?: string }).value);
        kept = value;
        if (request.type === 'PHONE') await repository.keepVerifiedPhone(tx, session.userId, value);
        else await repository.keepVerifiedEmail(tx, session.userId, value);
      });
    } catch (error) {
      if (uniqueViolationOf(error) !== null) throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, { cause: error });
      throw error;
    }
    // The notice goes to the address the account had: if the change was not the owner's, they learn of it there.
    if (request.type === 'EMAIL' && kept !== before.email) {
      await delivery.sendNotice({ to: before.email, kind: 'EMAIL_CHANGED', language, values: { newEmail: kept } });
    }
    if (request.type === 'PHONE' && kept !== before.phoneNumber) {
      await delivery.sendNotice({ to: before.email, kind: 'PHONE_CHANGED', language, values: { newPhone: maskPhone(kept) } });
    }
    await sessions.reloadAllForUser(session.userId);
    return sessions.refresh(session);
  }

  private async contactsOf(userId: string): Promise<UserContacts> {
    const contacts = await this.deps.repository.contactsOf(userId);
    if (!contacts) throw new AppError('PE403002');
    return contacts;
  }
}
