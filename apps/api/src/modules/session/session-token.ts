import { hash } from 'node:crypto';
import type { Random } from '../../runtime';

/** 32 random bytes as base64url: the opaque value of the sp_session cookie. */
export function newSessionToken(random: Random): string {
  return random.bytes(32).toString('base64url');
}

/**
 * Only this digest is stored, so a leaked sessions table does not hand out live cookies. Taken on every signed-in
 * request: the one-shot `hash` makes no Hash object.
 */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** 32 bytes in base64url are exactly 43 characters of its alphabet. */
export function isWellFormedSessionToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
