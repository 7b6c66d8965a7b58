import { describe, expect, it } from 'vitest';
import type { Random } from '../../runtime';
import { hashOtpCode, maskEmail, maskPhone, newOtpCode, otpCodeMatches } from './otp-code';

const fixedRandom = (...values: number[]): Random => ({
  bytes: () => {
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(values.shift() ?? 0, 0);
    return buffer;
  },
  uuid: () => 'u',
});

describe('one-time codes', () => {
  it.each([
    ['keeps leading zeros', 42, '000042'],
    ['takes the value modulo a million', 1_234_567, '234567'],
  ])('%s', (_, value, code) => {
    expect(newOtpCode(fixedRandom(value))).toBe(code);
  });

  it('draws again above the unbiased limit instead of favouring low codes', () => {
    expect(newOtpCode(fixedRandom(0xffff_ffff, 7))).toBe('000007');
  });

  it('always has six digits', () => {
    const random: Random = { bytes: (n) => Buffer.from(Array.from({ length: n }, () => Math.floor(Math.random() * 256))), uuid: () => 'u' };
    for (let i = 0; i < 200; i++) expect(newOtpCode(random)).toMatch(/^\d{6}$/);
  });

  it('matches only the same code of the same challenge', () => {
    const stored = hashOtpCode('c1', '123456');
    expect(otpCodeMatches('c1', '123456', stored)).toBe(true);
    expect(otpCodeMatches('c1', '123457', stored)).toBe(false);
    expect(otpCodeMatches('c2', '123456', stored)).toBe(false);
    expect(stored).not.toContain('123456');
  });

  it.each([
    ['maya@demo.test', 'm***a@demo.test'],
    ['ab@demo.test', 'a***@demo.test'],
    ['a@demo.test', 'a***@demo.test'],
  ])('masks the email %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each([
    ['081234567890', '********7890'],
    ['+62 812-3456-7890', '*********7890'],
  ])('masks the phone %s as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
