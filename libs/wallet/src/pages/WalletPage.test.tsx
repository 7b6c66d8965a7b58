import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { accessibilities, storeSession } from '@seller-portal/contracts/testing';
import { walletPaths, type BankAccount, type WalletBalances, type WalletTransactionPage } from '@seller-portal/contracts/wallet';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { sessionKeys } from '@seller-portal/session-guard';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { WalletPage } from './WalletPage';

afterEach(cleanup);

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });
const refusal = (errorCode: string) => ({ success: false, status: 'CONFLICT', value: null, errorCode, errorMessage: errorCode, requestId: 'r' });

const balances: WalletBalances = {
  available: 1_250_000,
  pending: 300_000,
  held: 50_000,
  withdrawnToday: 0,
  dailyWithdrawalLimit: 50_000_000,
  minimumWithdrawal: 10_000,
};
const account: BankAccount = {
  id: 'a1',
  bankCode: '014',
  bankName: 'BCA',
  accountNumberMasked: '******5566',
  holderName: 'Sari',
  status: 'CONFIRMED',
  createdAt: 1,
};
const page = (cursor: string | undefined): WalletTransactionPage =>
  cursor
    ? {
        content: [
          {
            id: '1',
            kind: 'OPENING_BALANCE',
            createdAt: 1,
            amount: 1_000_000,
            effects: { available: 1_000_000, pending: 0, held: 0 },
            source: null,
            withdrawal: null,
          },
        ],
        nextCursor: null,
      }
    : {
        content: [
          {
            id: '2',
            kind: 'WITHDRAWAL_REQUESTED',
            createdAt: 2,
            amount: -50_000,
            effects: { available: -50_000, pending: 0, held: 50_000 },
            source: { type: 'WITHDRAWAL', id: 'w1' },
            withdrawal: { ...account, id: 'w1', amount: 50_000, status: 'REQUESTED', requestedAt: 2, reportedAt: null, failureReason: null },
          },
        ],
        nextCursor: 'next',
      };

/** The page against a fetch that answers the wallet calls as the server would; `post` answers the POSTs. */
function renderPage(options: { lng?: Language; codes?: string[]; post?: (path: string) => { status: number; body: unknown } } = {}) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    asked.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (init?.method && init.method !== 'GET') {
      const answer = options.post?.(url.pathname) ?? { status: 404, body: refusal('NOT_FOUND') };
      return json(answer.status, answer.body);
    }
    if (url.pathname === walletPaths.balances) return json(200, envelope(balances));
    if (url.pathname === walletPaths.bankAccounts) return json(200, envelope([account]));
    if (url.pathname === walletPaths.banks) return json(200, envelope([{ code: '014', name: 'BCA', accountNumberLengths: [10] }]));
    if (url.pathname === walletPaths.transactions) return json(200, envelope(page(url.searchParams.get('cursor') ?? undefined)));
    return json(404, refusal('NOT_FOUND'));
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(
    sessionKeys.current(),
    storeSession({
      accessibilities: accessibilities(...((options.codes ?? ['STORE_STORE-WALLET_VIEW', 'STORE_STORE-WALLET_WITHDRAW']) as ['STORE_STORE-WALLET_VIEW'])),
    }),
  );
  render(
    <I18nextProvider i18n={createI18n({ lng: options.lng ?? 'en' })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <ToastProvider>
            <MemoryRouter initialEntries={['/wallet']}>
              <WalletPage />
            </MemoryRouter>
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { asked };
}

describe('the wallet page', () => {
  it.each([
    ['id', 'Dompet toko', 'Rp1.250.000', 'Tarik dana'],
    ['en', 'Store wallet', 'Rp1,250,000', 'Withdraw'],
  ] as const)('in %s: the heading, the three balances and the withdraw button', async (lng, heading, available, withdraw) => {
    renderPage({ lng });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(await screen.findByText(available)).toBeTruthy();
    expect(await screen.findByRole('button', { name: withdraw })).toBeTruthy();
  });

  it('lists the transactions with the withdrawal status, and "load more" asks for the page after the cursor', async () => {
    const { asked } = renderPage();
    expect(await screen.findByText('In process')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Opening balance')).toBeTruthy();
    expect(asked.some((call) => call.startsWith(`GET ${walletPaths.transactions}?`) && call.includes('cursor=next'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('staff who view the wallet without the withdraw code see no withdraw button and no account actions', async () => {
    renderPage({ codes: ['STORE_STORE-WALLET_VIEW'] });
    expect(await screen.findByText('Only the store owner can add bank accounts and withdraw.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add bank account' })).toBeNull();
  });

  it('the withdraw dialog refuses an amount below the minimum before asking, and shows the server’s refusal on the amount', async () => {
    const { asked } = renderPage({ post: () => ({ status: 409, body: refusal('WALLET_DAILY_LIMIT_EXCEEDED') }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter a whole amount of at least Rp10,000.')).toBeTruthy();
    expect(asked.filter((call) => call.startsWith('POST'))).toEqual([]);
    fireEvent.change(amount, { target: { value: 'Rp 100.000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(dialog).getByText(/more than what is left of today's withdrawal limit/)).toBeTruthy());
    expect(asked.some((call) => call.startsWith(`POST ${walletPaths.withdrawalCode}`))).toBe(true);
  });

  it("adds a bank account: the bank's length is checked as typed, then the code step confirms it", async () => {
    const challenge = {
      channel: 'EMAIL',
      destination: 's***@demo.test',
      channels: [],
      codeLength: 6,
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
      attemptsLeft: 5,
    };
    const pending = { ...account, id: 'a2', accountNumberMasked: '******7890', status: 'PENDING' };
    const { asked } = renderPage({
      post: (path) => {
        if (path === walletPaths.bankAccounts) return { status: 200, body: envelope({ bankAccount: pending, challengeId: 'c1', challenge }) };
        return { status: 200, body: envelope({ ...pending, status: 'CONFIRMED' }) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Bank'), { target: { value: '014' } });
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '123456789' } });
    fireEvent.change(within(dialog).getByLabelText("Account holder's name"), { target: { value: 'Sari' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter the 10 digits of the BCA account number.')).toBeTruthy();
    expect(asked.filter((call) => call.startsWith('POST'))).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '1234567890' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/We sent a 6-digit code to s\*\*\*@demo.test to confirm BCA \*+7890/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: '12 34 56' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked.filter((call) => call.startsWith('POST')).map((call) => call.split('?')[0])).toEqual([
      `POST ${walletPaths.bankAccounts}`,
      `POST ${walletPaths.bankAccounts}/a2/confirm`,
    ]);
  });
});
