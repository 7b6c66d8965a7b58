import { describe, expect, it } from 'vitest';
import { passwordRuleProblem, type PasswordRuleProblem } from './password-rules';

const account = ['rina.penjual@demo.test', 'rina.penjual@demo.test'];

describe('new password rules shared by browser and server', () => {
  it.each<[string, string, PasswordRuleProblem | null]>([
    ['7 characters', 'kt9#vbq', 'TOO_SHORT'],
    ['8 emoji count as 8 characters', '🛒🛒🛍️🛍️🎁🎁💳💳', null],
    ['129 characters', 'k'.repeat(64) + 'x'.repeat(65), 'TOO_LONG'],
    ['the email', 'Rina.Penjual@Demo.test', 'ACCOUNT_NAME'],
    ['the part before the @', 'rina.penjual', 'ACCOUNT_NAME'],
    ['the email with spaces around', ' rina.penjual@demo.test ', 'ACCOUNT_NAME'],
    ['one character repeated', 'aaaaaaaaaa', 'REPEATED'],
    ['one digit repeated', '11111111', 'REPEATED'],
    ['the digits', '12345678', 'SEQUENCE'],
    ['the digits down', '987654321', 'SEQUENCE'],
    ['the digits through zero', '4567890', 'TOO_SHORT'],
    ['the digits through zero, long enough', '34567890', 'SEQUENCE'],
    ['the alphabet', 'abcdefghij', 'SEQUENCE'],
    ['the alphabet in capitals', 'ABCDEFGH', 'SEQUENCE'],
    ['a keyboard row', 'qwertyuiop', 'SEQUENCE'],
    ['a keyboard row backwards', 'lkjhgfdsa', 'SEQUENCE'],
    ['a keyboard column walk', '1qaz2wsx3edc', 'SEQUENCE'],
    ['a passphrase', 'jualan laris 2026', null],
    ['a sequence with something else', 'abcdefgh1!', null],
    ['the name inside something longer', 'rina.penjual-toko-2026', null],
  ])('%s → %s', (_name, password, problem) => {
    expect(passwordRuleProblem(password, account)).toBe(problem);
  });

  it('without account names only the other rules apply', () => {
    expect(passwordRuleProblem('rina.penjual@demo.test')).toBeNull();
  });
});
