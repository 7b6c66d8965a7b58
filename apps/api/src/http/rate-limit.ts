import type { FastifyReply, FastifyRequest } from 'fastify';
import { isIPv6 } from 'node:net';
import { AppError } from './app-error';

/**
 * Whose calls a limit counts: the client address (as `TRUST_PROXY` sees it; the default), the signed-in user (the
 * client address on a call without a session), or a function of the request, which sees the parsed body (the
 * customer of a customer token, a store code). A function answering null counts nothing: the handler refuses the call.
 */
export type RateLimitKey = 'address' | 'user' | ((request: FastifyRequest) => string | null | Promise<string | null>);

/** A route's limit: at most `max` calls per `timeWindowMs` for each key. */
export interface RouteRateLimit {
  max: number;
  timeWindowMs: number;
  key?: RateLimitKey;
  /**
   * The counter's name; routes naming the same counter share it (every sign-in call), and so must its window.
   * Default: the method and path (and the limit's place in the route's list after the first).
   */
  name?: string;
}

/** One call counted against one counter. */
export interface RateLimitHit {
  name: string;
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts calls in counters every server process shares. `hit` counts one call against each counter and answers 0
 * when the call is within every limit, else the milliseconds until the next call may be.
 */
export interface RateLimiter {
  hit(hits: readonly RateLimitHit[]): Promise<number>;
}

/** Key functions read the body, so a route with one is counted once the body is parsed; the others before it is read. */
export type RateLimitStage = 'onRequest' | 'preHandler';

export function rateLimitStage(limits: readonly RouteRateLimit[]): RateLimitStage {
  return limits.some((limit) => typeof limit.key === 'function') ? 'preHandler' : 'onRequest';
}

/** Counts the call against every limit of the route in one round trip; past one of them TOO_MANY_REQUESTS (429) with Retry-After. */
export function rateLimitCheck(method: string, url: string, limits: readonly RouteRateLimit[], limiter: RateLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const hits: RateLimitHit[] = [];
    for (const [index, limit] of limits.entries()) {
      const key = await keyOf(limit.key ?? 'address', request);
      const name = limit.name ?? (index ? `${method} ${url} #${index + 1}` : `${method} ${url}`);
      if (key !== null) hits.push({ name, key, max: limit.max, windowMs: limit.timeWindowMs });
    }
    if (!hits.length) return;
    const waitMs = await limiter.hit(hits);
    if (waitMs > 0) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
      throw new AppError('TOO_MANY_REQUESTS');
    }
  };
}

async function keyOf(key: RateLimitKey, request: FastifyRequest): Promise<string | null> {
  if (key === 'address') return clientAddressKey(request.ip);
  if (key === 'user') return request.resolvedSession ? `user:${request.resolvedSession.userId}` : clientAddressKey(request.ip);
  const value = await key(request);
  // A long key (a client's own text) is cut: a counter is named, never stored whole.
  return value === null ? null : value.slice(0, 200);
}

/**
 * The address a limit counts: IPv4 as it is, IPv6 by its /64 (one subscriber's network hands out a /64, so an
 * attacker holds every address in it), an IPv4-mapped IPv6 address as the IPv4 one.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Every upload (a photo, an image, a spreadsheet, a specification) counts against one limit per signed-in user. */
export const uploadLimit = (max: number): RouteRateLimit => ({ name: 'uploads', key: 'user', max, timeWindowMs: 60_000 });

/** A text field of the body as sent (before the route's schema): a key function's store code. */
/** A rate limit's key for what customers send a store: the store code of the body. */
export function storeRateLimitKey(request: FastifyRequest): string | null {
  const storeCode = bodyText(request, 'storeCode');
  return storeCode ? `store:${storeCode}` : null;
}

export function bodyText(request: FastifyRequest, field: string): string | null {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = typeof body === 'object' && body !== null ? body[field] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
