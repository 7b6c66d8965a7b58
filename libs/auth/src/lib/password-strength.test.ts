import { describe, expect, it } from 'vitest';
import { isCommonPassword, strengthLevel, strengthMeter, type PasswordEstimate } from './password-strength';

const estimate = (score: PasswordEstimate['score'], isCommon = false): PasswordEstimate => ({ score, isCommon });

describe('strengthLevel (the server rules first, then the estimate)', () => {
  const rows = [
    { name: 'nothing typed', password: '', estimate: estimate(4), expected: null },
    { name: 'under 8 characters is too short, whatever the score', password: 'Zq#9!x', estimate: estimate(4), expected: 'tooShort' },
    { name: 'over 128 characters is too long', password: 'a'.repeat(129), estimate: estimate(4), expected: 'tooLong' },
    { name: 'no estimate yet claims nothing', password: 'toko budi', estimate: null, expected: null },
    { name: 'a run of the alphabet is guessable, whatever the score', password: 'abcdefgh', estimate: estimate(3), expected: 'guessable' },
    { name: 'one repeated character is guessable', password: 'aaaaaaaa', estimate: estimate(0), expected: 'guessable' },
    { name: 'a common password', password: 'password1', estimate: estimate(0, true), expected: 'common' },
    { name: 'score 0', password: 'kucingku', estimate: estimate(0), expected: 'weak' },
    { name: 'score 1', password: 'abcd1234', estimate: estimate(1), expected: 'weak' },
    { name: 'score 2', password: 'toko-budi-1', estimate: estimate(2), expected: 'fair' },
    { name: 'score 3', password: 'Seller#2026', estimate: estimate(3), expected: 'good' },
    { name: 'score 4', password: 'kopi susu gula aren', estimate: estimate(4), expected: 'strong' },
  ] as const;
  it.each(rows)('$name', ({ password, estimate: value, expected }) => {
    expect(strengthLevel(password, value)).toBe(expected);
  });
});

describe('strengthMeter', () => {
  const rows = [
    { level: 'tooShort', expected: { filled: 1, refused: true } },
    { level: 'tooLong', expected: { filled: 1, refused: true } },
    { level: 'guessable', expected: { filled: 1, refused: true } },
    { level: 'common', expected: { filled: 1, refused: true } },
    { level: 'weak', expected: { filled: 1, refused: false } },
    { level: 'fair', expected: { filled: 2, refused: false } },
    { level: 'good', expected: { filled: 3, refused: false } },
    { level: 'strong', expected: { filled: 4, refused: false } },
  ] as const;
  it.each(rows)('$level', ({ level, expected }) => {
    expect(strengthMeter(level)).toEqual(expected);
  });
});

describe('isCommonPassword (the server refuses common passwords as a whole)', () => {
  const common = (token: string, rank: number, extra: object = {}) => ({ pattern: 'dictionary', dictionaryName: 'passwords-common', token, rank, ...extra });
  const rows = [
    { name: 'the whole password is a common one', password: 'iloveyou', sequence: [common('iloveyou', 51)], expected: true },
    { name: 'a common word inside a longer password', password: 'Seller#2026', sequence: [common('Seller', 16925)], expected: false },
    { name: 'rank beyond the common list', password: 'rareword', sequence: [common('rareword', 20_000)], expected: false },
    { name: 'leet-speak is a variant, not the listed password', password: 'p4ssword', sequence: [common('p4ssword', 2, { l33t: true })], expected: false },
    { name: 'a reversed word', password: 'drowssap', sequence: [common('drowssap', 2, { reversed: true })], expected: false },
    {
      name: 'another dictionary',
      password: 'correct',
      sequence: [{ pattern: 'dictionary', dictionaryName: 'diceware-common', token: 'correct', rank: 10 }],
      expected: false,
    },
    { name: 'no match at all', password: 'xK9#mq2!Lp', sequence: [{ pattern: 'bruteforce', token: 'xK9#mq2!Lp' }], expected: false },
  ];
  it.each(rows)('$name', ({ password, sequence, expected }) => {
    expect(isCommonPassword(password, sequence)).toBe(expected);
  });
});
