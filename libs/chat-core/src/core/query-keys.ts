/**
 * The one query-key factory of chat's server state. Keys start with the store, so a session switched to another
 * store never shows the previous store's answers. Live state (lists, rooms) is the port's, not TanStack Query's.
 */
export const chatKeys = {
  all: ['chat'] as const,
  store: (storeCode: string) => [...chatKeys.all, storeCode] as const,
  config: (storeCode: string) => [...chatKeys.store(storeCode), 'config'] as const,
  assignedPickupPoints: (storeCode: string) => [...chatKeys.store(storeCode), 'assigned-pickup-points'] as const,
  templates: (storeCode: string) => [...chatKeys.store(storeCode), 'templates'] as const,
  reviewReminderQuota: (storeCode: string) => [...chatKeys.store(storeCode), 'review-reminder', 'quota'] as const,
  reviewReminderProducts: (storeCode: string) => [...chatKeys.store(storeCode), 'review-reminder', 'products'] as const,
  productDetail: (storeCode: string, itemId: string) => [...chatKeys.store(storeCode), 'product', itemId] as const,
  /** The product picker's answers, per search typed. */
  productSearch: (storeCode: string, query: string) => [...chatKeys.store(storeCode), 'product-search', query] as const,
};
