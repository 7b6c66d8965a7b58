import { chatCustomerAudience, chatCustomerTokenAudience, chatCustomerTokenQueryParam, chatLimits } from '@seller-portal/contracts';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, decodeProtectedHeader, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { AppError } from '../../http/app-error';
import { bodyText } from '../../http/rate-limit';

/** The fields of a Firebase service account key file that minting and checking custom tokens read. */
export interface FirebaseServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

export interface ChatTokenSettings {
  /** Signs the server's own chat tokens (HS256). */
  tokenSecret: string;
  /** Shared with the marketplace's buyer app, which signs its customers' tokens with it (HS256). */
  customerTokenSecret: string;
  /** When set, generate-token answers a Firebase custom token (the Realtime Database adapter signs in with it). */
  firebaseServiceAccount: FirebaseServiceAccount | null;
}

/**
 * Development values, published in the README: production refuses to start with them (config/env.ts), so a token
 * signed with them never opens a real store's chat.
 */
export const devChatTokenSecret = 'dev-only-chat-token-secret-do-not-use-in-production';
export const devChatCustomerTokenSecret = 'dev-only-chat-customer-secret-do-not-use-in-production';

const issuer = 'seller-portal';
const sellerAudience = 'seller-portal-chat';
/** Firebase custom tokens are addressed to this audience (Firebase Authentication's documented value). */
const firebaseAudience = 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';

/** Who a chat token is for: §6 "a chat token" of this session's store and user. */
export interface ChatTokenSubject {
  userId: string;
  storeCode: string;
}

const encoder = new TextEncoder();

/** Tokens whose check is remembered (per kind): a bound, past which the oldest is forgotten. */
const verifiedTokensMax = 10_000;

/**
 * Tokens already found good, until they end: a chat sends many calls with one token, and checking its signature
 * (an HMAC through WebCrypto) every time is a good part of a message's cost. Keyed by the whole token, so a hit is
 * exactly the token that was checked; an entry past its end is dropped and the token checked again (which then
 * answers expired).
 */
class VerifiedTokens<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  get(token: string, now: number): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, value: T, until: number): void {
    if (this.entries.size >= verifiedTokensMax) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { value, until });
  }
}

/**
 * A rate limit's key for the buyer app's calls: the customer of a valid customer token; null without one (the
 * handler refuses the call with CHAT_CUSTOMER_TOKEN_INVALID, so nothing is counted for a token nobody signed).
 */
export function customerRateLimitKey(tokens: ChatTokens) {
  return async (request: FastifyRequest): Promise<string | null> => {
    const token = bearerOf(request);
    if (!token) return null;
    try {
      return `customer:${(await tokens.verifyCustomer(token)).customerId}`;
    } catch {
      return null;
    }
  };
}

/** A rate limit's key for what customers send a store: the store code of the body. */
export function storeRateLimitKey(request: FastifyRequest): string | null {
  const storeCode = bodyText(request, 'storeCode');
  return storeCode ? `store:${storeCode}` : null;
}

/**
 * Clocks differ a little between processes (and firebase-admin stamps its tokens with the machine's clock, not the
 * server's): a token issued up to a minute "in the future" is still good.
 */
const clockTolerance = 60;

/**
 * Mints and checks chat tokens. The server's own token is an HS256 JWT (`sub` the user, `store` the store code, one
 * hour). With a Firebase service account configured, generate-token answers a Firebase custom token instead
 * (RS256, `uid` the user, `claims.storeCode`); firebase-admin is imported the first time one is minted, so a
 * server without Firebase never loads it. Both kinds are accepted in `X-Chat-Token`.
 */
export class ChatTokens {
  private firebaseAuth: Promise<{ createCustomToken(uid: string, claims: object): Promise<string> }> | null = null;
  private firebasePublicKey: KeyObject | null = null;
  private readonly verifiedChatTokens = new VerifiedTokens<ChatTokenSubject>();
  private readonly verifiedCustomerTokens = new VerifiedTokens<ChatCustomer>();

  constructor(
    private readonly settings: ChatTokenSettings,
    private readonly now: () => Date,
  ) {}

  async mint(subject: ChatTokenSubject): Promise<string> {
    if (this.settings.firebaseServiceAccount) {
      const auth = await this.firebase(this.settings.firebaseServiceAccount);
      return auth.createCustomToken(subject.userId, { storeCode: subject.storeCode });
    }
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ store: subject.storeCode })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer)
      .setAudience(sellerAudience)
      .setSubject(subject.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + chatLimits.chatTokenLifetimeSeconds)
      .sign(encoder.encode(this.settings.tokenSecret));
  }

  /** Throws CHAT_TOKEN_INVALID or CHAT_TOKEN_EXPIRED unless `token` is a live chat token of exactly this user and store. */
  async verify(token: string | undefined, expected: ChatTokenSubject): Promise<void> {
    if (!token || token.length > 4096) throw new AppError('CHAT_TOKEN_INVALID');
    let subject = this.verifiedChatTokens.get(token, this.now().getTime());
    if (!subject) subject = await this.check(token);
    if (subject.userId !== expected.userId || subject.storeCode !== expected.storeCode) throw new AppError('CHAT_TOKEN_INVALID');
  }

  /** A chat token's user and store, once its signature, issuer, audience and time are checked (remembered until it ends). */
  private async check(token: string): Promise<ChatTokenSubject> {
    let subject: ChatTokenSubject;
    let expiresAt: number;
    try {
      const { alg } = decodeProtectedHeader(token);
      if (alg === 'HS256') {
        const { payload } = await jwtVerify(token, encoder.encode(this.settings.tokenSecret), {
          issuer,
          audience: sellerAudience,
          algorithms: ['HS256'],
          currentDate: this.now(),
          clockTolerance,
        });
        subject = { userId: String(payload.sub), storeCode: String(payload.store) };
        expiresAt = payload.exp ?? 0;
      } else if (alg === 'RS256' && this.settings.firebaseServiceAccount) {
        const account = this.settings.firebaseServiceAccount;
        this.firebasePublicKey ??= createPublicKey(account.private_key);
        const { payload } = await jwtVerify<JWTPayload & { uid?: string; claims?: { storeCode?: string } }>(token, this.firebasePublicKey, {
          issuer: account.client_email,
          audience: firebaseAudience,
          algorithms: ['RS256'],
          currentDate: this.now(),
          clockTolerance,
        });
        subject = { userId: String(payload.uid), storeCode: String(payload.claims?.storeCode) };
        expiresAt = payload.exp ?? 0;
      } else {
        throw new AppError('CHAT_TOKEN_INVALID');
      }
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('CHAT_TOKEN_EXPIRED');
      throw new AppError('CHAT_TOKEN_INVALID');
    }
    this.verifiedChatTokens.set(token, subject, (expiresAt + clockTolerance) * 1000);
    return subject;
  }

  /** A buyer app customer's token → the customer; anything else (a seller's chat token included) is CHAT_CUSTOMER_TOKEN_INVALID. */
  async verifyCustomer(token: string | undefined): Promise<ChatCustomer> {
    if (!token || token.length > 4096) throw new AppError('CHAT_CUSTOMER_TOKEN_INVALID');
    const known = this.verifiedCustomerTokens.get(token, this.now().getTime());
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, encoder.encode(this.settings.customerTokenSecret), {
        audience: chatCustomerTokenAudience,
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'exp'],
        currentDate: this.now(),
      });
      const customerId = String(payload.sub);
      const name = typeof payload.name === 'string' ? payload.name.trim().slice(0, chatLimits.customerNameMaxLength) : '';
      if (!/^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/.test(customerId)) throw new AppError('CHAT_CUSTOMER_TOKEN_INVALID');
      const customer = { customerId, name: name || customerId, expiresAt: (payload.exp ?? 0) * 1000 };
      this.verifiedCustomerTokens.set(token, customer, customer.expiresAt);
      return customer;
    } catch {
      throw new AppError('CHAT_CUSTOMER_TOKEN_INVALID');
    }
  }

  /**
   * The realtime socket of a buyer app customer (`Authorization: Bearer` or `?customerToken=`): it hears
   * `customer:{customerId}` until its token ends; null for any other request.
   */
  async customerPrincipal(request: FastifyRequest): Promise<{ audiences: string[]; endsAt: number } | null> {
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = query?.[chatCustomerTokenQueryParam];
    const token = bearerOf(request) ?? (typeof fromQuery === 'string' ? fromQuery : undefined);
    if (!token) return null;
    try {
      const customer = await this.verifyCustomer(token);
      return { audiences: [chatCustomerAudience(customer.customerId)], endsAt: customer.expiresAt };
    } catch {
      return null;
    }
  }

  private firebase(account: FirebaseServiceAccount) {
    this.firebaseAuth ??= (async () => {
      const [{ cert, getApps, initializeApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
      // One firebase-admin app per key: another server of this process (a test's) may hold another account.
      const name = `seller-portal-chat-${createHash('sha256').update(account.client_email).update(account.private_key).digest('hex').slice(0, 16)}`;
      const app =
        getApps().find((a) => a.name === name) ??
        initializeApp({ credential: cert({ projectId: account.project_id, clientEmail: account.client_email, privateKey: account.private_key }) }, name);
      return getAuth(app);
    })();
    return this.firebaseAuth;
  }
}

/** The token of `Authorization: Bearer <token>`. */
export function bearerOf(request: FastifyRequest): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
}

export interface ChatCustomer {
  customerId: string;
  name: string;
  /** When the token ends (epoch ms): a socket opened with it closes then. */
  expiresAt: number;
}

/**
 * A customer token as the buyer app would sign it (the `chat:customer` script and the tests use it): HS256, the
 * customer audience, `sub` the customer id, `name`.
 */
export async function signCustomerToken(secret: string, customer: { customerId: string; name: string }, now: Date, lifetimeSeconds = 3600): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ name: customer.name })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(chatCustomerTokenAudience)
    .setSubject(customer.customerId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(encoder.encode(secret));
}
