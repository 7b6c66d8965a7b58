import type { StorefrontShownSection } from '@seller-portal/contracts/storefront';
import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { SectionDialog } from './SectionDialog';
import { StorefrontView } from './StorefrontView';

afterEach(cleanup);

function withProviders(lng: 'id' | 'en', children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n({ lng })}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}

const sections: StorefrontShownSection[] = [
  { id: 's', type: 'SHOWCASE', title: 'Pilihan', products: [{ itemId: 'A', name: 'Kopi A', price: 1_250_000, imageUrl: null }] },
  { id: 'c', type: 'CATEGORIES', title: '', categories: [{ code: 'FOOD-SNACK', name: { id: 'Camilan', en: 'Snacks' } }] },
  { id: 'v', type: 'VIDEO', title: 'Cerita kami', provider: 'YOUTUBE', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0' },
  { id: 't', type: 'TEXT', title: 'Tentang', format: 'PLAIN', body: 'Baris satu\nBaris dua' },
];

it.each([
  ['id', 'Rp1.250.000', 'Camilan'],
  ['en', 'Rp1,250,000', 'Snacks'],
] as const)('draws the storefront in %s: prices, category names, the video player and the text', (lng, price, category) => {
  render(withProviders(lng, <StorefrontView sections={sections} lang={lng} />));
  expect(screen.getByRole('heading', { level: 2, name: 'Pilihan' })).toBeTruthy();
  expect(screen.getByText(price)).toBeTruthy();
  expect(screen.getByText(category)).toBeTruthy();
  expect(screen.getByTitle('Cerita kami').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
  expect(screen.getByText(/Baris satu/)).toBeTruthy();
});

it('says so when there is nothing to show', () => {
  render(withProviders('en', <StorefrontView sections={[]} lang="en" />));
  expect(screen.getByText('Nothing to show yet.')).toBeTruthy();
});

it('refuses a video link that is not YouTube or Vimeo before anything is sent, then saves a good one', async () => {
  const onSave = vi.fn();
  const section = { id: 'v1', type: 'VIDEO', title: '', url: '' } as const;
  render(withProviders('en', <SectionDialog section={section} isNew catalog={null} busy={false} error={null} onSave={onSave} onClose={() => undefined} />));
  const url = await screen.findByLabelText(/Video link/);
  fireEvent.change(url, { target: { value: 'https://example.com/video.mp4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save to draft' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Paste the link of a YouTube or Vimeo video (https).');
  expect(onSave).not.toHaveBeenCalled();
  fireEvent.change(url, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save to draft' }));
  expect(onSave).toHaveBeenCalledWith({ ...section, url: 'https://youtu.be/dQw4w9WgXcQ' });
});
