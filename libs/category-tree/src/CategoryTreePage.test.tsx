import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { KeptCategory } from '@seller-portal/contracts/category-tree';
import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CategoryTreePage } from './CategoryTreePage';

afterEach(cleanup);

const rows: KeptCategory[] = [
  { code: 'CAT-FOOD', parentCode: null, name: 'Makanan', nameEn: 'Food', active: true, position: 0, productCount: 0 },
  { code: 'CAT-SNACK', parentCode: 'CAT-FOOD', name: 'Camilan', nameEn: 'Snacks', active: false, position: 1, productCount: 3 },
];

function renderPage(lng: 'id' | 'en', value: KeptCategory[] = rows) {
  const fetch = async () =>
    new Response(JSON.stringify({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <ToastProvider>
            <CategoryTreePage />
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

it.each([
  ['id', 'Kategori produk', 'Nonaktif', '3 produk', 'Hapus'],
  ['en', 'Product categories', 'Inactive', '3 products', 'Delete'],
] as const)('shows the tree in %s: a subcategory under its parent, its state and products', async (lng, heading, inactive, products, remove) => {
  renderPage(lng);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  const snack = await screen.findByTestId('category-CAT-SNACK');
  expect(snack.textContent).toContain(inactive);
  expect(snack.textContent).toContain(products);
  expect(screen.getByTestId('category-CAT-FOOD').contains(snack)).toBe(true);
  // The parent has a subcategory and the subcategory has products: neither can be deleted.
  expect(screen.queryByRole('button', { name: `${remove} Makanan` })).toBeNull();
  expect(screen.queryByRole('button', { name: `${remove} Camilan` })).toBeNull();
});

it('offers moving up and down among siblings, and a new parent only where the category and those under it fit', async () => {
  const tree: KeptCategory[] = [
    { code: 'A', parentCode: null, name: 'Rumah', nameEn: 'Home', active: true, position: 0, productCount: 0 },
    { code: 'A1', parentCode: 'A', name: 'Dapur', nameEn: 'Kitchen', active: true, position: 0, productCount: 0 },
    { code: 'A11', parentCode: 'A1', name: 'Panci', nameEn: 'Pots', active: true, position: 0, productCount: 0 },
    { code: 'B', parentCode: null, name: 'Mode', nameEn: 'Fashion', active: true, position: 1, productCount: 0 },
    { code: 'B1', parentCode: 'B', name: 'Kaos', nameEn: 'Shirts', active: true, position: 0, productCount: 0 },
    { code: 'C', parentCode: null, name: 'Digital', nameEn: 'Digital', active: false, position: 2, productCount: 0 },
  ];
  renderPage('en', tree);
  await screen.findByTestId('category-A');
  // The first of the main categories goes only down, the last only up.
  expect((screen.getByRole('button', { name: 'Move up Rumah' }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('button', { name: 'Move down Rumah' }) as HTMLButtonElement).disabled).toBe(false);
  expect((screen.getByRole('button', { name: 'Move down Digital' }) as HTMLButtonElement).disabled).toBe(true);

  // "Dapur" (with "Panci" under it) fits under a main category only, never under itself, its own or an inactive one.
  fireEvent.click(screen.getByRole('button', { name: 'Change parent of Dapur' }));
  const form = await screen.findByRole('form', { name: 'Change parent of Dapur' });
  const options = within(form)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options).toEqual(['Main category (no parent)', 'Mode']);
});
