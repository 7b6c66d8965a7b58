import { describe, expect, it } from 'vitest';
import {
  normalizePhoneNumber,
  validateChangePassword,
  validateEmail,
  validateNewPassword,
  validatePhoneNumber,
  validateRegistration,
  validateStoreName,
  type RegistrationValues,
} from './validation';

describe('validateEmail (§5: email not blank, valid pattern)', () => {
  const rows = [
    { name: 'a valid email', email: 'seller@demo.test', expected: undefined },
    { name: 'spaces around are fine', email: '  seller@demo.test ', expected: undefined },
    { name: 'blank', email: '', expected: 'errors:ERR_PMU400001' },
    { name: 'only spaces', email: '   ', expected: 'errors:ERR_PMU400001' },
    { name: 'no @', email: 'seller.demo.test', expected: 'errors:ERR_PMU400002' },
    { name: 'no domain dot', email: 'seller@demo', expected: 'errors:ERR_PMU400002' },
    { name: 'a space inside', email: 'sel ler@demo.test', expected: 'errors:ERR_PMU400002' },
  ];
  it.each(rows)('$name', ({ email, expected }) => {
    expect(validateEmail(email)).toBe(expected);
  });
});

describe('phone number (§5: 7 to 14 digits)', () => {
  const rows = [
    { name: '7 digits is the minimum', raw: '1234567', digits: '1234567' },
    { name: '6 digits is too short', raw: '123456', digits: null },
    { name: '14 digits is the maximum', raw: '12345678901234', digits: '12345678901234' },
    { name: '15 digits is too long', raw: '123456789012345', digits: null },
    { name: 'spaces and dashes are formatting', raw: '0812-3456 7890', digits: '081234567890' },
    { name: 'a leading + (kept, as the server keeps it) and brackets', raw: '+62 (812) 3456-7890', digits: '+6281234567890' },
    { name: 'letters are not a number', raw: '0812abc4567', digits: null },
    { name: 'a + in the middle is not a number', raw: '0812+34567', digits: null },
  ];
  it.each(rows)('$name', ({ raw, digits }) => {
    expect(normalizePhoneNumber(raw)).toBe(digits);
    expect(validatePhoneNumber(raw)).toBe(digits === null ? 'errors:PHONE_NUMBER_INVALID' : undefined);
  });

  it('a blank number has its own message', () => {
    expect(validatePhoneNumber('  ')).toBe('accounts:validation.phoneBlank');
  });
});

describe('validateStoreName (3 to 50 characters)', () => {
  const rows = [
    { name: '3 characters', raw: 'Abc', expected: undefined },
    { name: '2 characters', raw: 'Ab', expected: 'errors:STORE_NAME_INVALID' },
    { name: '50 characters', raw: 'x'.repeat(50), expected: undefined },
    { name: '51 characters', raw: 'x'.repeat(51), expected: 'errors:STORE_NAME_INVALID' },
    { name: 'spaces do not count', raw: '  Ab  ', expected: 'errors:STORE_NAME_INVALID' },
  ];
  it.each(rows)('$name', ({ raw, expected }) => {
    expect(validateStoreName(raw)).toBe(expected);
  });
});

describe('validateNewPassword (§5; 8–128 characters, no composition rules)', () => {
  const rows = [
    { name: 'a long passphrase', newPassword: 'kopi susu gula aren', confirmPassword: 'kopi susu gula aren', expected: {} },
    { name: 'no composition rules: lowercase only is fine', newPassword: 'kopitehku', confirmPassword: 'kopitehku', expected: {} },
    {
      name: 'both blank',
      newPassword: '',
      confirmPassword: '',
      expected: { newPassword: 'errors:ERR_PMU400003', confirmPassword: 'accounts:password.confirmBlank' },
    },
    { name: '7 characters', newPassword: 'abcdefg', confirmPassword: 'abcdefg', expected: { newPassword: 'accounts:password.tooShort' } },
    { name: '128 characters', newPassword: 'ab'.repeat(64), confirmPassword: 'ab'.repeat(64), expected: {} },
    { name: 'one repeated character', newPassword: 'zzzzzzzz', confirmPassword: 'zzzzzzzz', expected: { newPassword: 'accounts:password.repeated' } },
    { name: 'a keyboard row', newPassword: 'qwertyuiop', confirmPassword: 'qwertyuiop', expected: { newPassword: 'accounts:password.sequence' } },
    { name: '129 characters', newPassword: 'a'.repeat(129), confirmPassword: 'a'.repeat(129), expected: { newPassword: 'accounts:password.tooLong' } },
    { name: 'confirmation mismatch', newPassword: 'kopitehku', confirmPassword: 'kopitehkX', expected: { confirmPassword: 'errors:ERR_PMU400005' } },
    { name: 'confirmation blank', newPassword: 'kopitehku', confirmPassword: '', expected: { confirmPassword: 'accounts:password.confirmBlank' } },
  ];
  it.each(rows)('$name', ({ newPassword, confirmPassword, expected }) => {
    expect(validateNewPassword({ newPassword, confirmPassword })).toEqual(expected);
  });

  it("refuses the account's email or the part before its @", () => {
    for (const password of ['Rina@Demo.test', 'rina']) {
      expect(validateNewPassword({ newPassword: password, confirmPassword: password }, ['rina@demo.test'])).toEqual(
        password === 'rina' ? { newPassword: 'accounts:password.tooShort' } : { newPassword: 'accounts:password.accountName' },
      );
    }
    expect(validateNewPassword({ newPassword: 'rina.penjual', confirmPassword: 'rina.penjual' }, ['rina.penjual@demo.test'])).toEqual({
      newPassword: 'accounts:password.accountName',
    });
  });
});

describe('validateChangePassword (§5: different from the current one)', () => {
  const rows = [
    { name: 'all fine', values: { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' }, expected: {} },
    {
      name: 'blank current password',
      values: { currentPassword: '', newPassword: 'new-password', confirmPassword: 'new-password' },
      expected: { currentPassword: 'errors:ERR_PMU400006' },
    },
    {
      name: 'new password same as current (PE400031)',
      values: { currentPassword: 'same-password', newPassword: 'same-password', confirmPassword: 'same-password' },
      expected: { newPassword: 'errors:PE400031' },
    },
    {
      name: 'a too short new password is about length first',
      values: { currentPassword: 'short', newPassword: 'short', confirmPassword: 'short' },
      expected: { newPassword: 'accounts:password.tooShort' },
    },
  ];
  it.each(rows)('$name', ({ values, expected }) => {
    expect(validateChangePassword(values)).toEqual(expected);
  });
});

describe('validateRegistration', () => {
  const valid: RegistrationValues = {
    fullName: 'Budi Santoso',
    email: 'budi@toko.test',
    phoneNumber: '0812 3456 7890',
    storeName: 'Toko Budi',
    password: 'kopi susu gula aren',
    confirmPassword: 'kopi susu gula aren',
    agreement: true,
  };
  const rows: { name: string; change: Partial<RegistrationValues>; expected: Record<string, string> }[] = [
    { name: 'a complete form', change: {}, expected: {} },
    { name: 'blank name', change: { fullName: ' ' }, expected: { fullName: 'errors:FULL_NAME_INVALID' } },
    { name: 'invalid email', change: { email: 'budi@' }, expected: { email: 'errors:ERR_PMU400002' } },
    { name: 'short phone number', change: { phoneNumber: '0812' }, expected: { phoneNumber: 'errors:PHONE_NUMBER_INVALID' } },
    { name: 'short store name', change: { storeName: 'TB' }, expected: { storeName: 'errors:STORE_NAME_INVALID' } },
    { name: 'password mismatch', change: { confirmPassword: 'other' }, expected: { confirmPassword: 'errors:ERR_PMU400005' } },
    {
      name: 'blank password (ERR_PMU400006)',
      change: { password: '', confirmPassword: '' },
      expected: { password: 'errors:ERR_PMU400006', confirmPassword: 'accounts:password.confirmBlank' },
    },
    { name: 'agreement not ticked', change: { agreement: false }, expected: { agreement: 'accounts:register.agreementRequired' } },
  ];
  it.each(rows)('$name', ({ change, expected }) => {
    expect(validateRegistration({ ...valid, ...change })).toEqual(expected);
  });
});
