import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqList, questionAnchor } from './FaqList';

const items = [
  { group: 'Produk', question: 'Bagaimana cara menambah produk?', answer: 'Buka Produk.' },
  { group: 'Pembayaran', question: 'Kapan dana masuk?', answer: 'Setelah pembeli mengonfirmasi.' },
  { group: 'Produk', question: 'Mengapa produk saya tidak tampil?', answer: 'Periksa stoknya.' },
];

describe('the help questions', () => {
  it('shows each group once with its questions, in the order they first come', () => {
    render(<FaqList items={items} />);
    const groups = screen.getAllByRole('region');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(['Produk', 'Pembayaran']);
    expect(
      within(groups[0])
        .getAllByText(/\?$/)
        .map((question) => question.textContent),
    ).toEqual(['Bagaimana cara menambah produk?', 'Mengapa produk saya tidak tampil?']);
  });

  it('opens the question a link names, and only that one', () => {
    const { container } = render(<FaqList items={items} open={questionAnchor('Kapan dana masuk?')} />);
    const open = [...container.querySelectorAll('details')].filter((details) => details.open).map((details) => details.id);
    expect(open).toEqual(['q-kapan-dana-masuk']);
  });

  it.each([
    ['Bagaimana cara menambah produk?', 'q-bagaimana-cara-menambah-produk'],
    ['Café & “quotes”?', 'q-cafe-quotes'],
  ])('anchors "%s" as %s', (question, anchor) => {
    expect(questionAnchor(question)).toBe(anchor);
  });
});
