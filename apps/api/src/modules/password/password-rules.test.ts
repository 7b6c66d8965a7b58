import { describe, expect, it } from 'vitest';
import { checkNewPassword, commonPasswords, passwordProblem } from './password-rules';

describe('password rules (§5: length and common passwords, no composition rules)', () => {
  it('knows at least 10 000 common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
  });

  // The rules shared with the browser have their table in contracts (password-rules.test.ts); here, what the server adds.
  it.each([
    ['a shared rule still answers first', 'abcd3fg', 'TOO_SHORT'],
    ['a common password is refused', 'password', 'COMMON'],
    ['a common password is refused in any case', 'PassWord', 'COMMON'],
    ['a password no rule refuses', 'tiga kata saja', null],
  ])('%s', (_, password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each([
    ['a blank new password', '', 'x', 'ERR_PMU400003'],
    ['a blank confirmation', 'kt9#vbqz', undefined, 'ERR_PMU400003'],
    ['a rule broken', 'short', 'short', 'ERR_PMU400004'],
    ['a common password', 'qwertyuiop', 'qwertyuiop', 'ERR_PMU400004'],
    ['a mismatch', 'kt9#vbqz-1', 'kt9#vbqz-2', 'ERR_PMU400005'],
  ])('answers %s with %s', (_, password, confirmation, code) => {
    expect(() => checkNewPassword(password, confirmation)).toThrow(expect.objectContaining({ code }));
  });

  it("refuses the account's own email or username", () => {
    expect(() => checkNewPassword('Sari@Demo.test', 'Sari@Demo.test', ['sari@demo.test', 'sari'])).toThrow(expect.objectContaining({ code: 'ERR_PMU400004' }));
    expect(() => checkNewPassword('sari.penjual', 'sari.penjual', ['sari.penjual@demo.test'])).toThrow(expect.objectContaining({ code: 'ERR_PMU400004' }));
  });

  it('returns the new password when both agree and it keeps the rules', () => {
    expect(checkNewPassword('kt9#vbqz-1', 'kt9#vbqz-1')).toBe('kt9#vbqz-1');
  });
});
