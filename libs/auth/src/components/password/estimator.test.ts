import { describe, expect, it } from 'vitest';
import { strengthLevel } from '../../lib/password-strength';
import { estimatePassword } from './estimator';

describe('estimatePassword with zxcvbn and the common dictionaries', () => {
  const rows = [
    { password: 'password1', level: 'common' },
    { password: 'iloveyou', level: 'common' },
    { password: 'qwertyuiop', level: 'guessable' },
    { password: 'sunshine', level: 'common' },
    { password: 'aaaaaaaaaa', level: 'guessable' },
    { password: 'zzzzzzzy', level: 'weak' },
    { password: 'xK9#mq2!Lp', level: 'good' },
    { password: 'kopi susu gula aren jakarta', level: 'strong' },
  ] as const;
  it.each(rows)('$password → $level', ({ password, level }) => {
    expect(strengthLevel(password, estimatePassword(password))).toBe(level);
  });

  it("counts the user's own email as guessable", () => {
    const withoutInputs = estimatePassword('budisantoso2024');
    const withInputs = estimatePassword('budisantoso2024', ['budisantoso2024@toko.test', 'budisantoso2024']);
    expect(withInputs.score).toBeLessThanOrEqual(withoutInputs.score);
    expect(withInputs.score).toBeLessThanOrEqual(1);
  });
});
