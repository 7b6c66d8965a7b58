import { describe, expect, it } from 'vitest';
import { maskBannedWords, maskCustomerName } from './text-rules';

describe("a customer's masked name (conversation list)", () => {
  it.each([
    ['two words', 'Budi Santoso', 'B**i S*****o'],
    ['one letter', 'A', 'A'],
    ['two letters', 'Al', 'A*'],
    ['three letters', 'Ani', 'A*i'],
    ['spaces kept', 'Dewi  Lestari', 'D**i  L*****i'],
    ['letters beyond ASCII', 'Çağrı', 'Ç***ı'],
  ])('%s', (_, name, masked) => {
    expect(maskCustomerName(name)).toBe(masked);
  });
});

describe('banned words masked (banned-word/mask-text)', () => {
  const words = ['bodoh', 'penipu', 'kata kasar'];
  it.each<[string, string, string, boolean]>([
    ['a listed word', 'dasar bodoh', 'dasar *****', true],
    ['in any case', 'PENIPU kamu', '****** kamu', true],
    ['a phrase', 'itu kata kasar!', 'itu **********!', true],
    ['not inside another word', 'kebodohan', 'kebodohan', false],
    ['every occurrence', 'bodoh, bodoh', '*****, *****', true],
    ['nothing listed', 'terima kasih', 'terima kasih', false],
  ])('%s', (_, text, expected, masked) => {
    expect(maskBannedWords(text, words)).toEqual({ text: expected, masked });
  });

  it('an empty list masks nothing', () => {
    expect(maskBannedWords('bodoh', [])).toEqual({ text: 'bodoh', masked: false });
  });
});
