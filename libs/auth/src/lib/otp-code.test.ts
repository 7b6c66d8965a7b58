import { describe, expect, it } from 'vitest';
import { isCompleteOtp } from './otp-code';

describe('isCompleteOtp', () => {
  const rows = [
    { code: '123456', expected: true },
    { code: '12345', expected: false },
    { code: '', expected: false },
    { code: '1234567', expected: false },
    { code: '12345a', expected: false },
  ];
  it.each(rows)('"$code" → $expected', ({ code, expected }) => {
    expect(isCompleteOtp(code)).toBe(expected);
  });
});
