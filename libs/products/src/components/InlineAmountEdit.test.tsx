import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { ProductItem } from '@seller-portal/contracts/products';
import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productsResources } from '../i18n/resources';
import { InlineAmountEdit } from './InlineAmountEdit';

const product: ProductItem = {
  itemId: 'ITEM-1',
  name: 'Kopi Gayo',
  sku: 'KG-1',
  categoryCode: null,
  price: 40_000,
  stock: 5,
  active: true,
  status: 'ACTIVE',
  imageUrl: null,
  url: null,
  version: 7,
  updatedAt: 0,
};

/** The server as the editor asks it: each call's path and body, answered with the saved product or a §8 refusal. */
function fakeServer(refusal?: string) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    calls.push({ method: init?.method ?? 'GET', path: new URL(String(input)).pathname, body });
    const answer = refusal
      ? { success: false, status: 'CONFLICT', errorCode: refusal, errorMessage: refusal, value: null }
      : { success: true, status: 'OK', value: { ...product, ...body, version: product.version + 1 } };
    return new Response(JSON.stringify(answer), { status: refusal ? 409 : 200, headers: { 'content-type': 'application/json' } });
  });
  return { calls, fetch };
}

function renderEditor(fetch: typeof globalThis.fetch, onSaved = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en', resources: [productsResources] })}>
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch })}>
            <InlineAmountEdit product={product} field="price" onSaved={onSaved} />
          </ApiClientProvider>
        </QueryClientProvider>
      </ToastProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Change the price of Kopi Gayo/ }));
  return screen.getByLabelText('New price of Kopi Gayo (Rp)');
}

afterEach(cleanup);

describe('the price edited in place', () => {
  it('says on the field, which keeps the focus, that "abc" is no price, and sends nothing', async () => {
    const server = fakeServer();
    const field = renderEditor(server.fetch);
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write the price in rupiah digits, for example Rp40.000, 40.000 or 40000.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls).toEqual([]);
  });

  it('asks about a tenfold drop first, then saves it over the version the seller started from', async () => {
    const server = fakeServer();
    const onSaved = vi.fn();
    const field = renderEditor(server.fetch, onSaved);
    fireEvent.change(field, { target: { value: '4.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('button', { name: /^Save Rp/ });
    expect(server.calls).toEqual([]);
    fireEvent.click(confirm);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ price: 4_000, version: 8 })));
    expect(server.calls).toEqual([{ method: 'PUT', path: '/backend/product-external/api/products/items/ITEM-1', body: { price: 4_000, version: 7 } }]);
    expect(await screen.findByRole('button', { name: /Change the price of Kopi Gayo/ })).toBeTruthy();
  });

  it('closes on a save over a newer version, and puts any other refusal on the field', async () => {
    const conflict = fakeServer('PRODUCT_VERSION_CONFLICT');
    let field = renderEditor(conflict.fetch);
    fireEvent.change(field, { target: { value: '41000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: /Change the price of Kopi Gayo/ })).toBeTruthy();
    cleanup();

    const refused = fakeServer('PRODUCT_PRICE_INVALID');
    field = renderEditor(refused.fetch);
    fireEvent.change(field, { target: { value: '41000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field);
  });
});
