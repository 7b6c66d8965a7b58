import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { storeStaffPaths } from '@seller-portal/contracts/store-staff';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { staffHistory, staffList } from './fixtures';
import { StoreStaffPage } from './StoreStaffPage';

afterEach(cleanup);

const envelope = (value: unknown, errorCode: string | null = null) => ({
  success: errorCode === null,
  status: errorCode ? 'BAD_REQUEST' : 'OK',
  value,
  errorCode,
  errorMessage: null,
  requestId: 'r',
});

/** The page against a fetch that answers the staff calls as the server's envelopes would. */
function renderPage(lng: Language = 'en', refuseWith: string | null = null) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const json = (body: unknown, status = 200, code: string | null = null) =>
      new Response(JSON.stringify(envelope(body, code)), { status, headers: { 'content-type': 'application/json' } });
    if (init?.method === 'PUT') {
      sent.push({ method: init.method, path: url.pathname, body: JSON.parse(String(init.body ?? 'null')) });
      if (refuseWith) return json(null, 400, refuseWith);
      return json({ ...staffList.staff[0], pickupPointCodes: null });
    }
    if (url.pathname === storeStaffPaths.history) return json({ content: staffHistory, page: 0, size: 5, totalElements: 1, totalPages: 1 });
    return json(staffList);
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <ToastProvider>
            <StoreStaffPage />
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { sent };
}

describe('the staff page', () => {
  it.each([
    ['id', 'Staf', 'Semua titik jemput', 'mpp@demo.test mengubah titik jemput pointstaff@demo.test: Semua titik jemput → Gudang Malang'],
    ['en', 'Staff', 'All pickup points', 'mpp@demo.test changed the pickup points of pointstaff@demo.test: All pickup points → Gudang Malang'],
  ] as const)('in %s: lists each staff member with their codes and pickup points, and the history', async (lng, heading, all, entry) => {
    renderPage(lng);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText('Putri Staf Gudang')).toBeTruthy();
    expect(within(rows[1]).getByText('STORE_CONVERSATION, STORE_CONVERSATION_WRITE, STORE_ORDER')).toBeTruthy();
    expect(within(rows[1]).getByText('Gudang Malang')).toBeTruthy();
    expect(within(rows[2]).getByText(all)).toBeTruthy();
    expect(await screen.findByText(entry)).toBeTruthy();
  });

  it('assigns a staff member to every pickup point, and asks for one point when "chosen" has none', async () => {
    const { sent } = renderPage('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Change the pickup points of Putri Staf Gudang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pickup points of Putri Staf Gudang' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Gudang Malang' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose at least one pickup point.');
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'All pickup points' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PUT', path: storeStaffPaths.pickupPoints(staffList.staff[0].userId), body: { pickupPointCodes: null } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in the page's language", async () => {
    renderPage('id', 'STORE_STAFF_PICKUP_POINT_UNKNOWN');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah titik jemput Putri Staf Gudang' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Titik jemput yang dipilih tidak lagi termasuk');
  });
});
