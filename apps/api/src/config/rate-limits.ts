/** Calls per minute (the README's environment table names each variable). */
export interface RateLimitSettings {
  /** Orders one customer (the customer token's) may place. */
  customerOrdersPerMinute: number;
  /** Orders one store may receive from all customers together. */
  storeOrdersPerMinute: number;
  /** Chat messages one customer may send, to all stores together; the customer's other chat calls four times as many. */
  customerChatMessagesPerMinute: number;
  /** Customers' chat messages one store may receive, all customers together. */
  storeChatMessagesPerMinute: number;
  /** Uploads (photos, images, spreadsheets, specifications) one signed-in user may send. */
  uploadsPerMinute: number;
}

export const defaultRateLimits: RateLimitSettings = {
  customerOrdersPerMinute: 10,
  storeOrdersPerMinute: 600,
  customerChatMessagesPerMinute: 60,
  storeChatMessagesPerMinute: 1200,
  uploadsPerMinute: 20,
};
