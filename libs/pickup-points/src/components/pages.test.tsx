import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { pickupPointPaths } from '@seller-portal/contracts/pickup-points';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { bandung, invalidSchedules, jakarta } from './fixtures';
import { PickupPointEditPage } from './PickupPointEditPage';
import { PickupPointListPage } from './PickupPointListPage';

afterEach(cleanup);

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });

/** A page against a fetch that answers the pickup point calls as the server's envelopes would. */
function renderAt(path: string, lng: Language = 'en', tileUrl: string | null = null) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const json = (body: unknown) => new Response(JSON.stringify(envelope(body)), { status: 200, headers: { 'content-type': 'application/json' } });
    if (init?.method && init.method !== 'GET') {
      sent.push({ method: init.method, path: url.pathname, body: JSON.parse(String(init.body ?? 'null')) });
      return json(bandung);
    }
    if (url.pathname === pickupPointPaths.invalidSchedules) return json(invalidSchedules);
    if (url.pathname === pickupPointPaths.map) return json({ tileUrl });
    if (url.pathname === pickupPointPaths.pickupPoints) return json([jakarta, bandung]);
    if (url.pathname === pickupPointPaths.provinces) return json([jakarta.province, bandung.province]);
    if (url.pathname === pickupPointPaths.cities) return json(url.searchParams.get('provinceCode') === '32' ? [bandung.city] : [jakarta.city]);
    if (url.pathname === pickupPointPaths.districts) return json(url.searchParams.get('cityCode') === '32.73' ? [bandung.district] : [jakarta.district]);
    if (url.pathname.endsWith(bandung.code)) return json(bandung);
    return json(jakarta);
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/store/address" element={<PickupPointListPage />} />
                <Route path="/store/address/:pickupPointCode" element={<PickupPointEditPage />} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { sent };
}

describe('the pickup point list', () => {
  it.each([
    ['en', 'Pickup points', '1 pickup schedule cannot work', 'Gudang Bandung: GoSend, Saturday 15:00–17:00 (outside opening hours)'],
    ['id', 'Titik pengambilan', '1 jadwal pengambilan tidak dapat berjalan', 'Gudang Bandung: GoSend, Sabtu 15:00–17:00 (di luar jam buka)'],
  ] as const)('in %s: flags the schedule that cannot work, above the list and on its row', async (lng, heading, flag, item) => {
    renderAt('/store/address', lng);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(await screen.findByText(flag)).toBeTruthy();
    expect(screen.getByRole('link', { name: item })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'Gudang Bandung' })).closest('tr') as HTMLElement;
    expect(within(row).getByText(lng === 'en' ? '1 schedule cannot work' : '1 jadwal tidak dapat berjalan')).toBeTruthy();
  });

  it('offers no removal of the main pickup point', async () => {
    renderAt('/store/address');
    await screen.findByRole('link', { name: 'Gudang Jakarta Barat' });
    expect(screen.queryByRole('button', { name: 'Remove Gudang Jakarta Barat' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Gudang Bandung' })).toBeTruthy();
  });
});

describe('the pickup point page', () => {
  it('flags a schedule outside the opening hours as it is edited, and saves the fixed one', async () => {
    const { sent } = renderAt(`/store/address/${bandung.code}`);
    expect(await screen.findByText('This schedule cannot work: outside opening hours.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '12:00' } });
    await waitFor(() => expect(screen.queryByText(/This schedule cannot work/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: `${pickupPointPaths.pickupPoints}/${bandung.code}` });
    expect(sent[0].body).toMatchObject({ schedules: [{ courier: 'GOSEND', day: 6, start: '10:00', end: '12:00' }], districtCode: '32.73.16' });
  });

  it('empties the city and district when the province changes, and sends nothing while they are missing', async () => {
    const { sent } = renderAt(`/store/address/${bandung.code}`);
    const province = await screen.findByLabelText('Province');
    await waitFor(() => expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('32.73.16'));
    fireEvent.change(province, { target: { value: '31' } });
    expect((screen.getByLabelText('City or regency') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses hours that close before they open on their field', async () => {
    const { sent } = renderAt('/store/address/new');
    fireEvent.change(await screen.findByLabelText('Closes at (Monday)'), { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Must be later than the start.')).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('draws no map and loads no tile without a tile server: the coordinates are typed', async () => {
    renderAt('/store/address/new');
    expect(await screen.findByLabelText('Latitude')).toBeTruthy();
    expect(screen.queryByTestId('pickup-point-map')).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('draws the configured tile server’s map; a click places the pin and fills the coordinates, the buttons zoom', async () => {
    renderAt('/store/address/new', 'en', 'https://tiles.example.com/{z}/{x}/{y}.png');
    const map = await screen.findByTestId('pickup-point-map');
    expect(map.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\.com\/5\/\d+\/\d+\.png$/);
    // The map opens on all of Indonesia; a click at its centre pins the centre.
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    await waitFor(() => expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe('-2.5'));
    expect((screen.getByLabelText('Longitude') as HTMLInputElement).value).toBe('118');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\.com\/6\//);
  });
});
