import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ordersResources } from '../i18n/resources';
import { CancelDialog } from './CancelDialog';
import { ShipDialog } from './ShipDialog';

const order = { orderNumber: 'ORD-20261125-0000001', courier: 'JNT', version: 3 } as const;

/** The server as the dialogs ask it: each call's path and body, answered with `answer` (or a §8 refusal). */
function fakeServer(answer: { ok: true; value: unknown } | { ok: false; errorCode: string }) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ path: new URL(String(input)).pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    const body = answer.ok
      ? { success: true, status: 'OK', value: answer.value }
      : { success: false, status: 'CONFLICT', errorCode: answer.errorCode, errorMessage: answer.errorCode };
    return new Response(JSON.stringify(body), { status: answer.ok ? 200 : 409, headers: { 'content-type': 'application/json' } });
  });
  return { calls, fetch };
}

function renderWith(fetch: typeof globalThis.fetch, children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n({ lng: 'en', resources: [ordersResources] })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch })}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('the ship dialog', () => {
  it('refuses a number of another courier’s shape on its field, which takes the focus, and sends nothing', async () => {
    const server = fakeServer({ ok: true, value: { ...order, status: 'SHIPPED' } });
    renderWith(server.fetch, <ShipDialog order={order} open onOpenChange={() => undefined} onShipped={vi.fn()} onFailed={vi.fn()} />);
    const field = await screen.findByLabelText(/Tracking number/);
    fireEvent.change(field, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('This is not a J&T Express tracking number. It should look like JP1234567890.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls).toEqual([]);
  });

  it('ships with the number and the version the seller saw', async () => {
    const server = fakeServer({ ok: true, value: { ...order, status: 'SHIPPED' } });
    const onShipped = vi.fn();
    renderWith(server.fetch, <ShipDialog order={order} open onOpenChange={() => undefined} onShipped={onShipped} onFailed={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/Tracking number/), { target: { value: 'JP1234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(onShipped).toHaveBeenCalledWith(expect.objectContaining({ status: 'SHIPPED' })));
    expect(server.calls).toEqual([{ path: `/backend/order/orders/${order.orderNumber}/ship`, body: { version: 3, trackingNumber: 'JP1234567890' } }]);
  });
});

describe('the cancel dialog', () => {
  it('asks for a note when the reason is Other, on the note, which takes the focus', async () => {
    const server = fakeServer({ ok: true, value: { ...order, status: 'CANCELLED' } });
    renderWith(server.fetch, <CancelDialog order={order} open onOpenChange={() => undefined} onCancelled={vi.fn()} onFailed={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'OTHER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const note = screen.getByLabelText(/Note for the customer/);
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls).toEqual([]);
    // Another reason needs no note: its message goes.
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'OUT_OF_STOCK' } });
    expect(note.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('hands the server’s refusal to the page', async () => {
    const server = fakeServer({ ok: false, errorCode: 'ORDER_CANCEL_AFTER_SHIPPING' });
    const onFailed = vi.fn();
    renderWith(server.fetch, <CancelDialog order={order} open onOpenChange={() => undefined} onCancelled={vi.fn()} onFailed={onFailed} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ errorCode: 'ORDER_CANCEL_AFTER_SHIPPING' })));
    expect(server.calls).toEqual([{ path: `/backend/order/orders/${order.orderNumber}/cancel`, body: { version: 3, reason: 'OUT_OF_STOCK' } }]);
  });
});
