import { describe, expect, it } from 'vitest';
import { validateSignIn, type SignInFieldErrors } from './sign-in';

describe('validateSignIn (§5: email and password not blank; PMA400001, PMA400002)', () => {
  const rows: { name: string; username: string; password: string; expected: SignInFieldErrors }[] = [
    { name: 'both filled', username: 'seller@demo.test', password: 'Seller#2026', expected: {} },
    { name: 'blank username', username: '', password: 'x', expected: { username: 'PMA400001' } },
    { name: 'username of spaces', username: '   ', password: 'x', expected: { username: 'PMA400001' } },
    { name: 'blank password', username: 'u', password: '', expected: { password: 'PMA400002' } },
    { name: 'password of spaces', username: 'u', password: '  \t', expected: { password: 'PMA400002' } },
    { name: 'both blank', username: '', password: '', expected: { username: 'PMA400001', password: 'PMA400002' } },
  ];
  it.each(rows)('$name', ({ username, password, expected }) => {
    expect(validateSignIn({ username, password })).toEqual(expected);
  });
});
