import { describe, expect, it } from 'vitest';
import { normalizedPhoneNumber } from './contact';

describe('phone numbers (§5: 7 to 14 digits)', () => {
  it.each([
    ['7 digits', '1234567', '1234567'],
    ['14 digits', '12345678901234', '12345678901234'],
    ['an Indonesian mobile number', '0812-3456-7890', '081234567890'],
    ['an international number with spaces', '+62 812 3456 7890', '+6281234567890'],
    ['brackets and dots', '(021) 555.1234', '0215551234'],
  ])('accepts %s', (_, raw, normalized) => {
    expect(normalizedPhoneNumber(raw)).toBe(normalized);
  });

  it.each([
    ['6 digits', '123456'],
    ['15 digits', '123456789012345'],
    ['letters', '0812abc4567'],
    ['a plus in the middle', '0812+34567'],
    ['nothing', ''],
    ['missing', undefined],
  ])('refuses %s with PHONE_NUMBER_INVALID', (_, raw) => {
    expect(() => normalizedPhoneNumber(raw)).toThrow(expect.objectContaining({ code: 'PHONE_NUMBER_INVALID' }));
  });
});
