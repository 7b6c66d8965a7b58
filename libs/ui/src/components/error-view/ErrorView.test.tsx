import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ErrorView } from './ErrorView';

describe('ErrorView (§8)', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    scrollTo.mockReset();
  });

  const cases: Array<[code: number | string, en: string, id: string]> = [
    [404, 'Page not found', 'Halaman tidak ditemukan'],
    [401, 'No access', 'Tidak ada akses'],
    [403, 'No access', 'Tidak ada akses'],
    [503, "We're under maintenance", 'Kami sedang dalam perbaikan'],
    [500, 'Fixing up the server', 'Server sedang kami perbaiki'],
    [5011, 'Your app needs an update', 'Aplikasi Anda perlu diperbarui'],
    [408, 'The request timed out', 'Waktu permintaan habis'],
    ['500', 'Fixing up the server', 'Server sedang kami perbaiki'],
    [502, 'Page not found', 'Halaman tidak ditemukan'],
    ['', 'Page not found', 'Halaman tidak ditemukan'],
  ];

  it.each(cases)('code %s shows "%s"', (code, en, id) => {
    const { unmount } = renderWithProviders(<ErrorView code={code} onBack={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: en })).toBeTruthy();
    unmount();
    renderWithProviders(<ErrorView code={code} onBack={() => undefined} />, { lang: 'id' });
    expect(screen.getByRole('heading', { level: 1, name: id })).toBeTruthy();
  });

  it('tells a user without access to contact their PIC or Seller Care', () => {
    renderWithProviders(<ErrorView code={403} onBack={() => undefined} />);
    expect(screen.getByText(/contact your PIC or Seller Care/)).toBeTruthy();
  });

  it('Back to Dashboard calls onBack and the page scrolls smoothly to the top', () => {
    const onBack = vi.fn();
    renderWithProviders(<ErrorView code={500} onBack={onBack} />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
