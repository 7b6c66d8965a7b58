import type { CasSignInRequest, SingleSignOnAvailability, SsoDomain } from '@seller-portal/contracts/accounts';
import type { SsoType } from '@seller-portal/contracts/core';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { AuthRepository } from '../auth';
import type { AuthService, SignInContext, SignInOutcome } from '../auth';
import { casLoginUrl, validateCasTicket } from './cas-client';
import type { SsoRepository } from './repository';
import type { Transaction } from '../../db/open-database';
import type { SocialIdentity, SocialMedia, SocialProvider } from './social-providers';

/** A social identity a registration links once the new seller exists (its email proved by the provider). */
export interface VerifiedSocialIdentity {
  media: SocialMedia;
  subject: string;
  email: string;
  fullName: string | null;
}

export interface SsoServiceDeps {
  repository: SsoRepository;
  accounts: AuthRepository;
  auth: AuthService;
  clock: Clock;
  /** Configured social providers (none: the buttons are hidden). */
  providers: readonly SocialProvider[];
}

const domainPattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** `someone@Example.co.id` or `example.co.id` → `example.co.id`; null when it is no domain. */
export function emailDomainOf(value: string): string | null {
  const domain = value.trim().toLowerCase().split('@').pop() ?? '';
  return domainPattern.test(domain) ? domain : null;
}

/** The /sso/cas page URL CAS sends the browser back to (with `ticket`); the same string at login and validation. */
export function casServiceUrl(origin: string, domain: string): string {
  return `${origin}/sso/cas?domain=${encodeURIComponent(domain)}`;
}

/** Social sign-in (Google, Facebook) and CAS single sign-on (§1, §4.1). */
export class SsoService {
  constructor(private readonly deps: SsoServiceDeps) {}

  private provider(media: SocialMedia): SocialProvider | undefined {
    return this.deps.providers.find((p) => p.media === media);
  }

  /** single-sign-on/available: which buttons to show, and the CAS login of the username's domain. */
  async availability(username: string | undefined, origin: string): Promise<SingleSignOnAvailability> {
    const google = this.provider('GOOGLE');
    const facebook = this.provider('FACEBOOK');
    const domain = username ? await this.ssoDomain(username, origin) : null;
    return {
      google: google ? { clientId: google.publicId } : null,
      facebook: facebook ? { appId: facebook.publicId } : null,
      cas: domain?.loginUrl ? { domain: domain.domain, loginUrl: domain.loginUrl } : null,
    };
  }

  /** GET sso-domain/{domain}. */
  async ssoDomain(domainOrEmail: string, origin: string): Promise<SsoDomain> {
    const domain = emailDomainOf(domainOrEmail);
    const cas = domain ? await this.deps.repository.casDomain(domain) : null;
    if (!domain || !cas) return { domain: domain ?? domainOrEmail.trim().toLowerCase(), sso: false, type: null, loginUrl: null };
    return { domain, sso: true, type: 'CAS', loginUrl: casLoginUrl(cas.serverUrl, casServiceUrl(origin, domain)) };
  }

  /**
   * Sign-in with a Google ID token or a Facebook access token. The account is found by the provider's id of the
   * person once linked, the first time by the verified email the provider gives (PE401019 without one). The link
   * is made only to an account whose own email was proved (SOCIAL_EMAIL_NOT_VERIFIED otherwise): an account made
   * with someone else's address must not hand the address's owner, or take from them, the way in.
   */
  async signInWithSocialToken(ssoType: Extract<SsoType, 'GOOGLE' | 'FACEBOOK'>, token: string, context: SignInContext): Promise<SignInOutcome> {
    const { repository, accounts, auth, clock } = this.deps;
    const provider = this.provider(ssoType);
    if (!provider) throw new AppError('SSO_NOT_CONFIGURED');
    const identity = await provider.verify(token);

    const linkedUserId = await repository.userOfIdentity(identity.media, identity.subject);
    let user = linkedUserId ? await accounts.findById(linkedUserId) : null;
    if (!user) {
      if (!identity.email) throw new AppError('PE401019');
      user = await accounts.findByEmail(identity.email);
      if (!user) throw new AppError('ACCOUNT_NOT_REGISTERED');
      if (!user.isEmailVerified) throw new AppError('SOCIAL_EMAIL_NOT_VERIFIED');
      await repository.linkIdentity(identity.media, identity.subject, user.id, identity.email, clock.now());
    }
    return auth.completeSignIn(user, identity.media, context, { multiFactor: true });
  }

  /**
   * The identity of a `seller-social-token` cookie, asked of its provider again every time: the cookie is only the
   * provider's token, never trusted for who someone is. Null without a cookie, for a token the provider no longer
   * accepts (expired, revoked), or one without a verified email; PE502001 when the provider cannot be asked.
   */
  async identityOfSocialTokenCookie(value: string | undefined): Promise<VerifiedSocialIdentity | null> {
    const at = value?.indexOf(':') ?? -1;
    if (!value || at < 0) return null;
    const media = value.slice(0, at);
    const provider = media === 'GOOGLE' || media === 'FACEBOOK' ? this.provider(media) : undefined;
    if (!provider) return null;
    let identity: SocialIdentity;
    try {
      identity = await provider.verify(value.slice(at + 1));
    } catch (error) {
      if (error instanceof AppError && error.code === 'SSO_TOKEN_INVALID') return null;
      throw error;
    }
    if (!identity.email) return null;
    // Linked meanwhile (another tab registered it): nothing to register.
    if (await this.deps.repository.userOfIdentity(identity.media, identity.subject)) return null;
    return { media: identity.media, subject: identity.subject, email: identity.email, fullName: identity.fullName };
  }

  /** Links a registration's social identity to the seller it created, in the registration's transaction. */
  async linkRegisteredIdentity(tx: Transaction, identity: VerifiedSocialIdentity, userId: string): Promise<void> {
    await this.deps.repository.linkIdentity(identity.media, identity.subject, userId, identity.email, this.deps.clock.now(), tx);
  }

  /**
   * /sso/cas: validates the ticket with the domain's CAS server for the same service URL the login used, then
   * signs in the account of the email CAS vouches for. It must be of that domain: one domain's CAS server cannot
   * sign in another domain's users. The CAS server did the strong authentication: no multi-factor step here.
   */
  async signInWithCas(request: CasSignInRequest, origin: string, context: SignInContext): Promise<SignInOutcome> {
    const { repository, accounts, auth } = this.deps;
    const domain = emailDomainOf(request.domain);
    const cas = domain ? await repository.casDomain(domain) : null;
    if (!domain || !cas) throw new AppError('SSO_NOT_CONFIGURED');
    const validation = await validateCasTicket(cas, casServiceUrl(origin, domain), request.ticket.trim());
    if (!validation.ok) throw new AppError('SSO_TOKEN_INVALID');

    const claimed = validation.attributes.email?.[0] ?? validation.attributes.mail?.[0] ?? validation.user;
    const email = (claimed.includes('@') ? claimed : `${claimed}@${domain}`).trim().toLowerCase();
    if (emailDomainOf(email) !== domain) throw new AppError('SSO_TOKEN_INVALID');
    const user = await accounts.findByEmail(email);
    if (!user) throw new AppError('ACCOUNT_NOT_REGISTERED');
    return auth.completeSignIn(user, 'CAS', context, { multiFactor: false });
  }
}
