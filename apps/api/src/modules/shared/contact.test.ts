import { describe, expect, it } from 'vitest';
import { normalizedPhoneNumber } from './contact';

// §5's rules have their table in contracts (contact.test.ts): the server keeps the number as that rule writes it,
// and answers PHONE_NUMBER_INVALID where the rule finds none.
describe('phone numbers (§5: 7 to 14 digits)', () => {
  it('keeps the number as the shared rule writes it', () => {
    expect(normalizedPhoneNumber('+62 812 3456 7890')).toBe('+6281234567890');
  });

  it.each(['123456', '0812abc4567', '', undefined])('refuses %j with PHONE_NUMBER_INVALID', (raw) => {
    expect(() => normalizedPhoneNumber(raw)).toThrow(expect.objectContaining({ code: 'PHONE_NUMBER_INVALID' }));
  });
});
