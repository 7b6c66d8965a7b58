import { otpPolicy } from '@seller-portal/contracts/accounts';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Random } from '../../runtime';

const codeSpace = 10 ** otpPolicy.codeLength;
// The largest multiple of the code space below 2^32: values above it would make low codes likelier.
const unbiasedLimit = Math.floor(0x1_0000_0000 / codeSpace) * codeSpace;

/** A uniformly random 6-digit code (leading zeros kept). */
export function newOtpCode(random: Random): string {
  for (;;) {
    const value = random.bytes(4).readUInt32BE(0);
    if (value < unbiasedLimit) return String(value % codeSpace).padStart(otpPolicy.codeLength, '0');
  }
}

/** Codes are stored salted with their challenge id, so equal codes of two challenges hash differently. */
export function hashOtpCode(challengeId: string, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code}`).digest('hex');
}

export function otpCodeMatches(challengeId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtpCode(challengeId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** `maya@demo.test` → `m***a@demo.test`: enough to recognise one's own address, not to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local[0] : `${local[0]}***${local[local.length - 1]}`;
  return `${local.length <= 2 ? `${shown}***` : shown}${email.slice(at)}`;
}

/** `081234567890` → `********7890`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 4 ? '****' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
