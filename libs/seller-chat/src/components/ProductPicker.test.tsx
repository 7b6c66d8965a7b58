import type { ChatPickerProduct } from '@seller-portal/contracts/chat';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyProducts } from './fixtures';
import { ProductPicker } from './ProductPicker';

afterEach(cleanup);

/** The server's search over the fixtures, recording each query it was asked. */
function fakeSearch() {
  const asked: string[] = [];
  const search = vi.fn((query: string) => {
    asked.push(query);
    const needle = query.toLowerCase();
    return Promise.resolve(storyProducts.filter((p) => p.name.toLowerCase().includes(needle) || p.itemId.toLowerCase().includes(needle)));
  });
  return { asked, search };
}

/** A composer's message field and product button with the picker, as the composer holds them. */
function Harness({ search, onPick }: { search: (query: string, signal: AbortSignal) => Promise<ChatPickerProduct[]>; onPick: (p: ChatPickerProduct) => void }) {
  const [open, setOpen] = useState(true);
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <textarea ref={field} aria-label="Pesan" />
      <button type="button" onClick={() => setOpen(true)}>
        Produk
      </button>
      <ProductPicker
        open={open}
        onOpenChange={setOpen}
        search={search}
        onPick={onPick}
        debounceMs={0}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          field.current?.focus();
        }}
      />
    </>
  );
}

async function setup(search: (query: string, signal: AbortSignal) => Promise<ChatPickerProduct[]>, lng: Language = 'id') {
  const onPick = vi.fn();
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <Harness search={search} onPick={onPick} />
    </I18nextProvider>,
  );
  // The dialog's view loads with the first dialog shown (a lazy import, transformed on first use: slow on a busy machine).
  const input = await screen.findByRole('combobox', {}, { timeout: 15_000 });
  return { onPick, input };
}

const options = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '');

describe('ProductPicker', () => {
  it('searches by name, shows photo, price in rupiah and stock, and sends the product chosen with the keyboard', async () => {
    const { asked, search } = fakeSearch();
    const { onPick, input } = await setup(search);
    await waitFor(() => expect(options()).toHaveLength(storyProducts.length));
    fireEvent.change(input, { target: { value: 'kopi' } });
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(asked.at(-1)).toBe('kopi');
    expect(options()[0]).toContain('Kopi Arabika Gayo 250 g');
    expect(options()[0]).toContain('Rp89.000');
    expect(options()[0]).toContain('Stok: 42');

    // Arrows move the active option (announced through aria-activedescendant); Enter sends it.
    expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const second = screen.getAllByRole('option')[1];
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(storyProducts[1]);
    // Closed, and the focus is back in the message field.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Pesan' }));
  });

  it('finds a product by its item ID and wraps around at the ends of the list', async () => {
    const { search } = fakeSearch();
    const { onPick, input } = await setup(search);
    fireEvent.change(input, { target: { value: 'item-60001-004' } });
    await waitFor(() => expect(options()).toHaveLength(1));
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'Madu Hutan Sumbawa 350 g' }));
  });

  it('Escape closes without sending and returns the focus to the message field', async () => {
    const { search } = fakeSearch();
    const { onPick, input } = await setup(search);
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onPick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Pesan' }));
  });

  it.each([
    ['id', 'Tidak ada produk yang cocok dengan “sepatu”'],
    ['en', 'No product matches “sepatu”'],
  ] as const)('says when nothing matches (%s)', async (lng, text) => {
    const { search } = fakeSearch();
    const { input } = await setup(search, lng);
    fireEvent.change(input, { target: { value: 'sepatu' } });
    expect(await screen.findByText(new RegExp(text))).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows loading, then a failure with a retry that asks again', async () => {
    let fail = true;
    let release: (() => void) | undefined;
    const search = vi.fn(
      () =>
        new Promise<ChatPickerProduct[]>((resolve, reject) => {
          release = () => (fail ? reject(new Error('offline')) : resolve(storyProducts.slice(0, 1)));
        }),
    );
    await setup(search, 'en');
    expect(screen.getByRole('status', { name: 'Looking for products…' })).toBeTruthy();
    await act(async () => release?.());
    expect((await screen.findByRole('alert')).textContent).toContain('The products could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => release?.());
    await waitFor(() => expect(options()).toHaveLength(1));
  });

  it('a slower older answer never replaces a newer one', async () => {
    const pending = new Map<string, (products: ChatPickerProduct[]) => void>();
    const search = vi.fn((query: string) => new Promise<ChatPickerProduct[]>((resolve) => pending.set(query, resolve)));
    const { input } = await setup(search);
    fireEvent.change(input, { target: { value: 'kopi' } });
    await waitFor(() => expect(pending.has('kopi')).toBe(true));
    fireEvent.change(input, { target: { value: 'madu' } });
    await waitFor(() => expect(pending.has('madu')).toBe(true));
    await act(async () => pending.get('madu')?.(storyProducts.slice(4)));
    await act(async () => pending.get('kopi')?.(storyProducts.slice(0, 3)));
    expect(options()).toHaveLength(1);
    expect(options()[0]).toContain('Madu');
  });
});
