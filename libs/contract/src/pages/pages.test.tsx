import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { contractPaths, type BaseMarginGroup, type MarginAgreement, type StandardContract, type StoreContract } from '@seller-portal/contracts/contract';
import { accessibilities, storeSession } from '@seller-portal/contracts/testing';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { sessionKeys } from '@seller-portal/session-guard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BaseMarginPage } from './BaseMarginPage';
import { ContractPage } from './ContractPage';
import { MarginAgreementPage } from './MarginAgreementPage';

afterEach(cleanup);

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });
const refusal = (errorCode: string) => ({ success: false, status: 'NOT_FOUND', value: null, errorCode, errorMessage: errorCode, requestId: 'r' });

const name = (id: string, en: string) => ({ id, en });
const standard: StandardContract = {
  termsVersion: '2026.1',
  sections: [{ key: 'term', title: name('Jangka waktu', 'Term'), body: name('Satu tahun.', 'One year.') }],
  defaultBps: 500,
  baseMargins: [{ categoryCode: 'CAT-FOOD', name: name('Makanan & Minuman', 'Food & Drinks'), commissionBps: 450, effectiveBps: 450, childCount: 2 }],
};
const agreement: MarginAgreement = {
  id: 7,
  categoryCode: 'CAT-FOOD-COFFEE-TEA',
  categoryName: name('Kopi & Teh', 'Coffee & Tea'),
  parentCategoryCode: 'CAT-FOOD',
  commissionBps: 350,
  baseBps: 450,
  validFrom: '2026-11-01',
  validUntil: null,
  status: 'ACTIVE',
  reason: 'Program kopi',
  agreedAt: '2026-10-30T03:00:00.000Z',
};
const contract: StoreContract = {
  storeCode: 'DEMO-1',
  storeName: 'Toko Uji',
  contractNumber: 'SC/DEMO-1/2026',
  version: 2,
  termsVersion: '2026.1',
  startsOn: '2026-05-01',
  endsOn: '2027-04-30',
  status: 'ACTIVE',
  signedAt: '2026-04-28T03:00:00.000Z',
  signedBy: 'Sari',
  margins: [
    {
      categoryCode: 'CAT-FOOD',
      name: name('Makanan & Minuman', 'Food & Drinks'),
      parentCategoryCode: null,
      baseBps: 450,
      effectiveBps: 450,
      agreementId: null,
    },
    {
      categoryCode: 'CAT-FOOD-COFFEE-TEA',
      name: name('Kopi & Teh', 'Coffee & Tea'),
      parentCategoryCode: 'CAT-FOOD',
      baseBps: 450,
      effectiveBps: 350,
      agreementId: 7,
    },
  ],
  agreements: [agreement],
  defaultBps: 500,
};
const group: BaseMarginGroup = {
  parent: standard.baseMargins[0],
  children: [{ categoryCode: 'CAT-FOOD-COFFEE-TEA', name: name('Kopi & Teh', 'Coffee & Tea'), commissionBps: null, effectiveBps: 450, childCount: 0 }],
};

/** A contract page against a fetch that answers the contract calls as the server would; a seller, or a visitor without a session. */
function renderAt(path: string, { signedIn, lng = 'en', withCode = true }: { signedIn: boolean; lng?: Language; withCode?: boolean }) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://portal.test');
    asked.push(url.pathname);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === contractPaths.standard) return json(200, envelope(standard));
    if (url.pathname === contractPaths.store) return json(200, envelope(contract));
    if (url.pathname === '/backend/main/contract/margins/7') return json(200, envelope(agreement));
    if (url.pathname.startsWith('/backend/main/contract/margins/')) return json(404, refusal('CONTRACT_MARGIN_NOT_FOUND'));
    if (url.pathname === '/backend/main/contract/base-margins/CAT-FOOD') return json(200, envelope(group));
    return json(404, refusal('CONTRACT_CATEGORY_NOT_FOUND'));
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const codes = withCode ? accessibilities('STORE_MANAGE-STORE_STORE-INFORMATION') : accessibilities('STORE_ORDER');
  queryClient.setQueryData(sessionKeys.current(), signedIn ? storeSession({ accessibilities: codes }) : null);
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/contract" element={<ContractPage />} />
              <Route path="/contract/margin/:id" element={<MarginAgreementPage />} />
              <Route path="/contract/base-margin/:parentCategoryCode" element={<BaseMarginPage />} />
            </Routes>
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { asked };
}

describe('/contract', () => {
  it('shows a visitor the base margins and the standard terms, and a sign-in back to the page; the store’s contract is not asked for', async () => {
    const { asked } = renderAt('/contract', { signedIn: false });
    expect(await screen.findByRole('link', { name: /^Food & Drinks\s*4\.5%/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Standard terms (version 2026.1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in?redirectUri=%2Fcontract');
    expect(asked).not.toContain(contractPaths.store);
  });

  it('tells a session without the store-information code that it has no access to the store’s contract, and asks for none', async () => {
    const { asked } = renderAt('/contract', { signedIn: true, withCode: false });
    expect(await screen.findByText(/^Your account has no access to the store's contract/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(await screen.findByRole('link', { name: /^Food & Drinks\s*4\.5%/ })).toBeTruthy();
    expect(asked).not.toContain(contractPaths.store);
  });

  it.each([
    ['en', "Your store's contract", 'Download the signed contract (PDF)', 'View the agreement for Coffee & Tea', '3.5%'],
    ['id', 'Kontrak toko Anda', 'Unduh kontrak yang ditandatangani (PDF)', 'Lihat perjanjian untuk Kopi & Teh', '3,5%'],
  ] as const)(
    'in %s: shows a seller the store’s contract, its PDF in the page’s language and the agreement behind a margin',
    async (lng, heading, download, agreementLink, rate) => {
      renderAt('/contract', { signedIn: true, lng });
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.getByRole('link', { name: download }).getAttribute('href')).toBe(`${contractPaths.document}?lang=${lng}`);
      const link = screen.getByRole('link', { name: agreementLink });
      expect(link.getAttribute('href')).toBe('/contract/margin/7');
      expect(within(link.closest('td') as HTMLElement).getByText(rate)).toBeTruthy();
      expect(screen.getByText('SC/DEMO-1/2026')).toBeTruthy();
    },
  );
});

describe('/contract/margin/:id and /contract/base-margin/:parentCategoryCode', () => {
  it('shows one agreement, and tells an unknown one as the server does', async () => {
    renderAt('/contract/margin/7', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Margin agreement: Coffee & Tea' })).toBeTruthy();
    cleanup();
    renderAt('/contract/margin/abc', { signedIn: true });
    expect(await screen.findByText(/^This margin agreement was not found in your store\. \(CONTRACT_MARGIN_NOT_FOUND\)/)).toBeTruthy();
  });

  it('shows a parent’s base margins, a child without its own as its parent’s, and the seller’s own column', async () => {
    renderAt('/contract/base-margin/CAT-FOOD', { signedIn: true });
    const coffee = (await screen.findByRole('rowheader', { name: 'Coffee & Tea' })).closest('tr') as HTMLElement;
    expect(within(coffee).getByText("Parent's")).toBeTruthy();
    expect(await within(coffee).findByRole('link', { name: '3.5%' })).toBeTruthy();
    cleanup();
    renderAt('/contract/base-margin/CAT-NOPE', { signedIn: false });
    expect(await screen.findByText(/^No parent category has this code\. \(CONTRACT_CATEGORY_NOT_FOUND\)/)).toBeTruthy();
  });
});
