import { createHash } from 'node:crypto';
import type { Random } from '../../runtime';

/**
 * Tokens handed to a browser or a mail (pending sign-in, registration, reset links, one-time sign-in, trusted
 * device): 32 random bytes as base64url. Only their SHA-256 is stored, like session ids.
 */
export function newOpaqueToken(random: Random): string {
  return random.bytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 bytes in base64url are exactly 43 characters of its alphabet; anything else is not ours. */
export function isWellFormedOpaqueToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
