import { queryKeysFactory, type ApiClient } from '@seller-portal/api-client';
import { contractCalls } from '@seller-portal/contracts/contract';
import { queryOptions } from '@tanstack/react-query';

/** The contract queries' keys: the standard terms, a parent's base margins, the store's contract, an agreement. */
export const contractKeys = queryKeysFactory('contract');

export function standardContractQuery(client: ApiClient) {
  return queryOptions({
    queryKey: contractKeys.named('standard'),
    queryFn: ({ signal }) => client.call(contractCalls.standard, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function baseMarginsQuery(client: ApiClient, parentCategoryCode: string) {
  return queryOptions({
    queryKey: contractKeys.one('base-margins', parentCategoryCode),
    queryFn: ({ signal }) => client.call(contractCalls.baseMargins, { params: { parentCategoryCode }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The store's contract, keyed by the store (a session switched to another store reads its own). */
export function storeContractQuery(client: ApiClient, storeCode: string) {
  return queryOptions({
    queryKey: contractKeys.one('store', storeCode),
    queryFn: ({ signal }) => client.call(contractCalls.store, { signal }),
  });
}

export function marginAgreementQuery(client: ApiClient, storeCode: string, id: number) {
  return queryOptions({
    queryKey: contractKeys.one('margin', { storeCode, id }),
    queryFn: ({ signal }) => client.call(contractCalls.margin, { params: { id }, signal }),
  });
}
