import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { Avatar, initialsOf } from './Avatar';

describe('initialsOf', () => {
  it.each([
    ['Toko Maju Jaya', 'TJ'],
    ['budi', 'B'],
    ['  siti   aminah ', 'SA'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

describe('Avatar', () => {
  it('is named after the person and falls back to initials when the image fails', () => {
    renderWithProviders(<Avatar name="Toko Maju Jaya" src="/missing.png" />);
    const avatar = screen.getByRole('img', { name: 'Toko Maju Jaya' });
    fireEvent.error(avatar.querySelector('img') as HTMLImageElement);
    expect(avatar.textContent).toBe('TJ');
  });

  it('has a translated name when the person is unknown', () => {
    renderWithProviders(<Avatar />, { lang: 'id' });
    expect(screen.getByRole('img', { name: 'Pengguna' })).toBeTruthy();
  });
});
