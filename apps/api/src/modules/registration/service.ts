import {
  otpPolicy,
  type SocialRegistration,
  storeNameRules,
  type NameAvailability,
  type OtpChallenge,
  type OtpChannel,
  type RegistrationOpened,
  type RegistrationRequest,
  type SignInResult,
} from '@seller-portal/contracts/accounts';
import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Clock, Random } from '../../runtime';
import type { Delivery } from '../delivery';
import { hashPassword } from '../auth';
import type { OtpService, OtpTarget } from '../otp';
import type { OtpChallengeRow } from '../otp';
import { checkNewPassword, type PasswordService } from '../password';
import type { ResolvedSession } from '../session';
import type { SessionService } from '../session';
import { normalizedEmail, normalizedPhoneNumber, uniqueViolationOf } from '../shared/contact';
import type { SsoService, VerifiedSocialIdentity } from '../sso';
import type { RegistrationRepository } from './repository';

export interface RegistrationServiceDeps {
  repository: RegistrationRepository;
  otp: OtpService;
  sessions: SessionService;
  /** The password history (the password module's), which the new seller's first password starts. */
  passwords: Pick<PasswordService, 'recordHistory'>;
  /** §3 seller social token: the social account a sign-in found no seller for, asked of its provider again. */
  social: Pick<SsoService, 'identityOfSocialTokenCookie' | 'linkRegisteredIdentity'>;
  /** The notice to an email that already has an account, sent instead of its code. */
  delivery: Delivery;
  clock: Clock;
  random: Random;
}

interface RegistrationData {
  email: string;
  fullName: string;
  storeName: string;
  phoneNumber: string;
  passwordHash: string;
  /** The email had an account when the form came: its owner is told, no code is sent, nothing can be verified. */
  emailHasAccount?: boolean;
  /** The social account to link once the seller exists: its provider vouched for this same email when the form came. */
  social?: VerifiedSocialIdentity;
}

/** Who is verifying: an open registration (its cookie) or a signed-in user with needVerification (§4.2). */
export interface Registrant {
  registrationToken: string | undefined;
  session: ResolvedSession | null;
}

/** Store names: trimmed, inner runs of spaces made one, 3 to 50 characters (STORE_NAME_INVALID). */
export function normalizedStoreName(raw: string | undefined): string {
  const name = (raw ?? '').trim().replace(/\s+/g, ' ');
  const length = [...name].length;
  if (length < storeNameRules.minLength || length > storeNameRules.maxLength) throw new AppError('STORE_NAME_INVALID');
  return name;
}

const storeCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Seller registration (§2.5 /register, /register/otp): the form is checked in full, nothing is created until the
 * code sent to the email is verified (the email is proved; the phone number is verified later, §4.2); then the
 * user and a store in onboarding exist and are signed in. An email that already has an account goes through the
 * same answers, but its owner gets a notice instead of a code, so the form tells nobody who is registered.
 */
export class RegistrationService {
  constructor(private readonly deps: RegistrationServiceDeps) {}

  async nameAvailability(rawName: string | undefined): Promise<NameAvailability> {
    const name = normalizedStoreName(rawName);
    return { name, available: !(await this.deps.repository.storeNameTaken(name)) };
  }

  /** GET registration/social: what the form prefills from the seller social token (null: nothing to prefill). */
  async socialRegistration(socialToken: string | undefined): Promise<SocialRegistration> {
    const identity = await this.deps.social.identityOfSocialTokenCookie(socialToken);
    return identity ? { media: identity.media, email: identity.email, fullName: identity.fullName } : null;
  }

  /**
   * POST registration: returns the open registration and the cookie value that names it. With a seller social token
   * whose provider vouches for the form's email, the registration links that social account when it completes.
   */
  async open(request: RegistrationRequest, previousToken: string | undefined, socialToken?: string): Promise<{ opened: RegistrationOpened; token: string }> {
    const { repository, otp } = this.deps;
    const email = normalizedEmail(request.email);
    const fullName = (request.fullName ?? '').trim().replace(/\s+/g, ' ');
    if (!fullName || fullName.length > 100) throw new AppError('FULL_NAME_INVALID');
    const storeName = normalizedStoreName(request.storeName);
    const phoneNumber = normalizedPhoneNumber(request.phoneNumber);
    const password = checkNewPassword(request.password, request.confirmPassword, [email]);
    // Store names are public (name availability says so); whether an email has an account is not.
    if (await repository.storeNameTaken(storeName)) throw new AppError('STORE_NAME_TAKEN');
    const emailHasAccount = await repository.emailTaken(email);

    const previous = await otp.findByHandle(previousToken, 'REGISTRATION');
    if (previous) await otp.discard(previous);
    const social = socialToken ? await this.deps.social.identityOfSocialTokenCookie(socialToken) : null;
    const data: RegistrationData = {
      email,
      fullName,
      storeName,
      phoneNumber,
      passwordHash: await hashPassword(password),
      emailHasAccount,
      ...(social && social.email === email ? { social } : {}),
    };
    const { challenge, handle } = await otp.open({
      purpose: 'REGISTRATION',
      data: { ...data },
      targets: [{ channel: 'EMAIL', destination: email }],
      lifetimeSeconds: otpPolicy.pendingRegistrationSeconds,
      withHandle: true,
    });
    const described = otp.describe(challenge);
    return {
      opened: { email, storeName, channels: described.channels, expiresInSeconds: otpPolicy.pendingRegistrationSeconds },
      token: handle ?? '',
    };
  }

  /** otp/send and otp/resend. A resend keeps the channel of the previous code. */
  async sendCode(registrant: Registrant, channel: OtpChannel | undefined, language: PageLanguage): Promise<OtpChallenge> {
    const challenge = await this.challengeOf(registrant, true);
    const data = challenge?.data as Partial<RegistrationData> | undefined;
    if (challenge?.purpose === 'REGISTRATION' && data?.emailHasAccount) {
      return this.deps.otp.send(challenge, channel, language, {
        instead: (target) => this.deps.delivery.sendNotice({ to: target.destination, kind: 'ALREADY_REGISTERED', language }).then(() => undefined),
      });
    }
    return this.deps.otp.send(challenge, channel, language);
  }

  /**
   * otp/verify. An open registration becomes the seller and their store, signed in (a new session id). A
   * needVerification user has it cleared and their sessions reloaded.
   */
  async verify(registrant: Registrant, code: string): Promise<{ result: SignInResult; sessionToken: string | null }> {
    const { otp, repository, sessions, clock } = this.deps;
    const challenge = await this.challengeOf(registrant, false);
    if (challenge?.purpose === 'NEED_VERIFICATION' && registrant.session) {
      const userId = registrant.session.userId;
      await otp.verify(challenge, code, (tx, row) => repository.completeVerification(tx, userId, (row.channel ?? 'EMAIL') as 'EMAIL' | 'SMS'));
      await sessions.reloadAllForUser(userId);
      return { result: { username: registrant.session.session.username, next: 'SESSION' }, sessionToken: null };
    }

    const { passwords } = this.deps;
    const storeCode = await this.newStoreCode();
    const userId = await otp.verify(challenge, code, async (tx, row) => {
      const data = row.data as unknown as RegistrationData;
      // Someone may have taken the email or the name while the code was on its way.
      if (await repository.emailTaken(data.email, tx)) throw new AppError('EMAIL_ALREADY_REGISTERED');
      if (await repository.storeNameTaken(data.storeName, tx)) throw new AppError('STORE_NAME_TAKEN');
      try {
        const now = clock.now();
        const created = await repository.createSeller(tx, { ...data, storeCode, now });
        // The first password of the history, written by the module that keeps it, in this transaction.
        await passwords.recordHistory(tx, created, data.passwordHash, now);
        // §3: the social account the seller came with signs in to this account from now on.
        if (data.social) await this.deps.social.linkRegisteredIdentity(tx, data.social, created);
        return created;
      } catch (error) {
        const constraint = uniqueViolationOf(error);
        if (constraint === null) throw error;
        throw new AppError(constraint.includes('name') ? 'STORE_NAME_TAKEN' : 'EMAIL_ALREADY_REGISTERED', undefined, { cause: error });
      }
    });
    // Rotation: a session the browser held before ends with the new account's sign-in.
    if (registrant.session) await sessions.end(registrant.session.idHash);
    const { token, resolved } = await sessions.start(userId, 'PASSWORD');
    return { result: { username: resolved.session.username, next: 'SESSION' }, sessionToken: token };
  }

  /** The step the caller is in: their open registration, or (signed in with needVerification) their verification. */
  private async challengeOf(registrant: Registrant, openIfMissing: boolean): Promise<OtpChallengeRow | null> {
    const { otp, repository } = this.deps;
    const registration = await otp.findByHandle(registrant.registrationToken, 'REGISTRATION');
    if (registration || !registrant.session) return registration;
    const userId = registrant.session.userId;
    const existing = await otp.findForUser(userId, 'NEED_VERIFICATION');
    if (existing || !openIfMissing) return existing;
    const user = await repository.userContacts(userId);
    if (!user?.needVerification) throw new AppError('PE403001');
    const targets: OtpTarget[] = [{ channel: 'EMAIL', destination: user.email }];
    if (user.phoneNumber) targets.push({ channel: 'SMS', destination: user.phoneNumber });
    const { challenge } = await otp.open({
      purpose: 'NEED_VERIFICATION',
      userId,
      targets,
      lifetimeSeconds: otpPolicy.pendingRegistrationSeconds,
      withHandle: false,
    });
    return challenge;
  }

  private async newStoreCode(): Promise<string> {
    for (;;) {
      const code = `SP-${[...this.deps.random.bytes(8)].map((b) => storeCodeAlphabet[b % storeCodeAlphabet.length]).join('')}`;
      if (!(await this.deps.repository.storeCodeTaken(code))) return code;
    }
  }
}
