import { describe, expect, it } from 'vitest';
import { normalizeEmail, normalizePhoneNumber } from './contact';

describe('§5 contact rules (the forms and the server alike)', () => {
  it.each<[string, string | undefined, ReturnType<typeof normalizeEmail>]>([
    ['trimmed and lower-cased', '  Rina.Penjual@Demo.TEST ', { email: 'rina.penjual@demo.test' }],
    ['blank', '   ', { problem: 'ERR_PMU400001' }],
    ['missing', undefined, { problem: 'ERR_PMU400001' }],
    ['no @', 'rina.demo.test', { problem: 'ERR_PMU400002' }],
    ['no dot in the domain', 'rina@demo', { problem: 'ERR_PMU400002' }],
    ['a space inside', 'ri na@demo.test', { problem: 'ERR_PMU400002' }],
    ['over 320 characters', `${'a'.repeat(315)}@demo.test`, { problem: 'ERR_PMU400002' }],
  ])('email %s', (_name, raw, expected) => {
    expect(normalizeEmail(raw)).toEqual(expected);
  });

  it.each<[string, string, string | null]>([
    ['spaces and dashes are formatting', '0812-3456 7890', '081234567890'],
    ['brackets and dots too', '(021) 555.1234', '0215551234'],
    ['a leading + is kept', '+62 812 3456 7890', '+6281234567890'],
    ['7 digits', '1234567', '1234567'],
    ['14 digits', '12345678901234', '12345678901234'],
    ['6 digits', '123456', null],
    ['15 digits', '123456789012345', null],
    ['letters', '0812-CALL-ME', null],
    ['a + inside', '0812+3456789', null],
    ['blank', '  ', null],
  ])('phone number: %s', (_name, raw, expected) => {
    expect(normalizePhoneNumber(raw)).toBe(expected);
  });
});
