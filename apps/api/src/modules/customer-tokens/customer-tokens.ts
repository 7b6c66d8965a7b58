import { chatCustomerAudience, chatCustomerTokenAudience, chatCustomerTokenQueryParam, chatLimits } from '@seller-portal/contracts/chat';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/app-error';
import { bearerOf } from '../../http/service-token';
import { VerifiedTokens } from '../shared/verified-tokens';

/**
 * The development value, published in the README: production never uses it (unset there, a random one per process
 * lets no customer token pass), so a token signed with it never reaches a real store.
 */
export const devChatCustomerTokenSecret = 'dev-only-chat-customer-secret-do-not-use-in-production';

const encoder = new TextEncoder();

export interface ChatCustomer {
  customerId: string;
  name: string;
  /** When the token ends (epoch ms): a socket opened with it closes then. */
  expiresAt: number;
}

/**
 * The marketplace buyer app's customer tokens (HS256 with the shared secret, the customer audience, `sub` the
 * customer): the one check every customer call (chat, orders) and the customers' realtime sockets go through.
 */
export class CustomerTokens {
  private readonly verified = new VerifiedTokens<ChatCustomer>();

  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
  ) {}

  /** The customer of the request's `Authorization: Bearer` token; CHAT_CUSTOMER_TOKEN_INVALID otherwise. */
  ofRequest(request: FastifyRequest): Promise<ChatCustomer> {
    return this.verifyCustomer(bearerOf(request));
  }

  /**
   * A rate limit's key for the buyer app's calls: the customer of a valid customer token; null without one (the
   * handler refuses the call with CHAT_CUSTOMER_TOKEN_INVALID, so nothing is counted for a token nobody signed).
   */
  readonly rateLimitKey = async (request: FastifyRequest): Promise<string | null> => {
    const token = bearerOf(request);
    if (!token) return null;
    try {
      return `customer:${(await this.verifyCustomer(token)).customerId}`;
    } catch {
      return null;
    }
  };

  /** A buyer app customer's token → the customer; anything else (a seller's chat token included) is CHAT_CUSTOMER_TOKEN_INVALID. */
  async verifyCustomer(token: string | undefined): Promise<ChatCustomer> {
    if (!token || token.length > 4096) throw new AppError('CHAT_CUSTOMER_TOKEN_INVALID');
    const known = this.verified.get(token, this.now().getTime());
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, encoder.encode(this.secret), {
        audience: chatCustomerTokenAudience,
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'exp'],
        currentDate: this.now(),
      });
      const customerId = String(payload.sub);
      const name = typeof payload.name === 'string' ? payload.name.trim().slice(0, chatLimits.customerNameMaxLength) : '';
      if (!/^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/.test(customerId)) throw new AppError('CHAT_CUSTOMER_TOKEN_INVALID');
      const customer = { customerId, name: name || customerId, expiresAt: (payload.exp ?? 0) * 1000 };
      this.verified.set(token, customer, customer.expiresAt);
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
