import { queryKeysFactory } from '@seller-portal/api-client';

/**
 * The one query-key factory of chat's server state, a store's (`config`, `assigned-pickup-points`, `templates`,
 * `review-reminder`, `product`, `product-search`). Keys start with the store, so a session switched to another store
 * never shows the previous store's answers. Live state (lists, rooms) is the port's, not TanStack Query's.
 */
export const chatKeys = (storeCode: string) => queryKeysFactory('chat', storeCode);
