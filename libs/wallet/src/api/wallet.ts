import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import {
  walletCalls,
  type NewBankAccountRequest,
  type WalletTransactionFilter,
  type WithdrawalCodeRequest,
  type WithdrawalRequest,
} from '@seller-portal/contracts/wallet';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The wallet's query keys: balances, the transaction pages by filter, banks, bank accounts, a withdrawal. */
export const walletKeys = queryKeysFactory('wallet');

/** What the transaction list is filtered by (the page's own state; the cursor is the query's). */
export type TransactionFilter = Pick<WalletTransactionFilter, 'type' | 'from' | 'to'>;

export const transactionPageSize = 20;

export function balancesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: walletKeys.named('balances'),
    queryFn: ({ signal }) => client.call(walletCalls.balances, { signal }),
  });
}

/** Newest first; each "load more" asks for the page after the last one's cursor, so a page never repeats a row. */
export function transactionsQuery(client: ApiClient, filter: TransactionFilter) {
  return infiniteQueryOptions({
    queryKey: walletKeys.list(filter),
    queryFn: ({ signal, pageParam }) =>
      client.call(walletCalls.transactions, { query: { ...filter, size: transactionPageSize, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function banksQuery(client: ApiClient) {
  return queryOptions({
    queryKey: walletKeys.named('banks'),
    queryFn: ({ signal }) => client.call(walletCalls.banks, { signal }),
    staleTime: Infinity,
  });
}

export function bankAccountsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: walletKeys.named('bank-accounts'),
    queryFn: ({ signal }) => client.call(walletCalls.bankAccounts, { signal }),
  });
}

export function withdrawalQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: walletKeys.detail(id),
    queryFn: ({ signal }) => client.call(walletCalls.withdrawal, { params: { withdrawalId: id }, signal }),
  });
}

// ── Mutations: each with what it invalidates ──

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: (readonly unknown[])[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A new account waits for its code: the list shows it as waiting. */
export function useAddBankAccount() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: NewBankAccountRequest) => client.call(walletCalls.addBankAccount, { body }),
    onSuccess: () => invalidate(walletKeys.named('bank-accounts')),
  });
}

export function useSendBankAccountCode() {
  const client = useApiClient();
  return useMutation({ mutationFn: (bankAccountId: string) => client.call(walletCalls.sendBankAccountCode, { params: { bankAccountId } }) });
}

export function useConfirmBankAccount() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ bankAccountId, challengeId, code }: { bankAccountId: string; challengeId: string; code: string }) =>
      client.call(walletCalls.confirmBankAccount, { params: { bankAccountId }, body: { challengeId, code } }),
    onSuccess: () => invalidate(walletKeys.named('bank-accounts')),
  });
}

export function useRemoveBankAccount() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (bankAccountId: string) => client.call(walletCalls.removeBankAccount, { params: { bankAccountId } }),
    onSettled: () => invalidate(walletKeys.named('bank-accounts')),
  });
}

export function useSendWithdrawalCode() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: WithdrawalCodeRequest) => client.call(walletCalls.sendWithdrawalCode, { body }) });
}

/** A withdrawal moves money from available to held: the balances and the list are read again. */
export function useWithdraw() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: WithdrawalRequest) => client.call(walletCalls.withdraw, { body }),
    onSuccess: () => invalidate(walletKeys.named('balances'), walletKeys.lists()),
  });
}
