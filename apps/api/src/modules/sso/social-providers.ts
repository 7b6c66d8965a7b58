import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';

export type SocialMedia = 'GOOGLE' | 'FACEBOOK';

/** Who the provider says the token belongs to. */
export interface SocialIdentity {
  media: SocialMedia;
  /** The provider's stable id of the person. */
  subject: string;
  /** Lower-case; null when the person did not grant it (PE401019). */
  email: string | null;
  /** The person's name as the provider has it (prefills registration), when given. */
  fullName: string | null;
}

/** One social sign-in provider: checks a token the browser got from it. */
export interface SocialProvider {
  readonly media: SocialMedia;
  /** What the web page needs to start the provider's own sign-in (client id, app id). */
  readonly publicId: string;
  /** SSO_TOKEN_INVALID for a token the provider does not vouch for; PE502001 when it cannot be asked. */
  verify(token: string): Promise<SocialIdentity>;
}

const providerTimeoutMs = 5_000;

export interface GoogleConfig {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}

/**
 * Google: the browser gets an ID token from Google Identity Services; it is a JWT signed with one of the keys
 * published at the JWKS URL. Checked: signature (RS256), issuer, audience (our client id), expiry (on the
 * injected clock), and that Google verified the email.
 */
export function googleProvider(config: GoogleConfig, clock: Clock): SocialProvider {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: providerTimeoutMs });
  return {
    media: 'GOOGLE',
    publicId: config.clientId,
    verify: async (token) => {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer: config.issuers,
          audience: config.clientId,
          algorithms: ['RS256'],
          currentDate: clock.now(),
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWKSTimeout || (error instanceof TypeError && !(error instanceof joseErrors.JOSEError))) {
          throw new AppError('PE502001', undefined, { cause: error });
        }
        throw new AppError('SSO_TOKEN_INVALID', undefined, { cause: error });
      }
      const subject = typeof payload.sub === 'string' ? payload.sub : null;
      if (!subject) throw new AppError('SSO_TOKEN_INVALID');
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      const email = typeof payload.email === 'string' && verified ? payload.email.trim().toLowerCase() : null;
      const fullName = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 100) : null;
      return { media: 'GOOGLE', subject, email, fullName };
    },
  };
}

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  /** Graph API base, for example https://graph.facebook.com/v19.0 (a local fake in tests). */
  graphUrl: string;
}

interface DebugTokenAnswer {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string; scopes?: string[] };
}

/**
 * Facebook: the browser gets a user access token from the Facebook SDK. `debug_token` (asked with the app's own
 * token) says whether it is valid and was issued to this app; `me` (with appsecret_proof) gives the email, if
 * the person granted it.
 */
export function facebookProvider(config: FacebookConfig): SocialProvider {
  const graph = async <T>(path: string, params: Record<string, string>): Promise<{ status: number; body: T | null }> => {
    const url = new URL(`${config.graphUrl}/${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(providerTimeoutMs) });
    } catch (error) {
      throw new AppError('PE502001', undefined, { cause: error });
    }
    const body = (await response.json().catch(() => null)) as T | null;
    return { status: response.status, body };
  };

  return {
    media: 'FACEBOOK',
    publicId: config.appId,
    verify: async (token) => {
      const debug = await graph<DebugTokenAnswer>('debug_token', { input_token: token, access_token: `${config.appId}|${config.appSecret}` });
      if (debug.status >= 500) throw new AppError('PE502001');
      const data = debug.body?.data;
      if (!data?.is_valid || data.app_id !== config.appId || !data.user_id) throw new AppError('SSO_TOKEN_INVALID');

      const proof = createHmac('sha256', config.appSecret).update(token).digest('hex');
      const me = await graph<{ id?: string; email?: string; name?: string }>('me', { fields: 'id,email,name', access_token: token, appsecret_proof: proof });
      if (me.status >= 500) throw new AppError('PE502001');
      if (me.status !== 200 || me.body?.id !== data.user_id) throw new AppError('SSO_TOKEN_INVALID');
      const granted = !data.scopes || data.scopes.includes('email');
      const email = granted && typeof me.body.email === 'string' ? me.body.email.trim().toLowerCase() : null;
      const fullName = typeof me.body.name === 'string' && me.body.name.trim() ? me.body.name.trim().slice(0, 100) : null;
      return { media: 'FACEBOOK', subject: data.user_id, email, fullName };
    },
  };
}
