import { describe, expect, it } from 'vitest';
import { matchingQuestions, searchable } from './faq-search';

const items = [
  { group: 'Produk', question: 'Bagaimana cara menambah produk?', answer: 'Buka Produk, pilih "Tambah produk".' },
  { group: 'Pembayaran', question: 'Kapan dana masuk ke dompet toko?', answer: 'Setelah pembeli mengonfirmasi.' },
  { group: 'Akun', question: 'Mengapa akun saya terkunci?', answer: 'Terlalu banyak kata sandi yang salah.' },
];

describe('the help search', () => {
  it.each([
    ['', 3],
    ['produk', 1],
    ['DANA', 1],
    ['kunci', 0],
    ['terkun', 1],
    ['akun sandi', 1],
    ['akun dana', 0],
    ['  ?!  ', 3],
  ])('"%s" finds %i questions (every word, as the start of a word, any case)', (search, count) => {
    expect(matchingQuestions(items, search)).toHaveLength(count);
  });

  it('ignores accents and punctuation', () => {
    expect(searchable('Café, déjà-vu!')).toBe('cafe deja vu');
  });
});
