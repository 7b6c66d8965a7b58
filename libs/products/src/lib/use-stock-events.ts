import { orderEventTypes, type OrderStatus, type OrderSummary } from '@seller-portal/contracts/orders';
import { useRealtimeEvent, useRealtimeResync } from '@seller-portal/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateProductStock } from '../api/products';

/** The order moves that change a product's stock or sold count: a cancelled order's units come back, a completed one's are sold. */
const stockMoves: readonly OrderStatus[] = ['CANCELLED', 'COMPLETED'];

/**
 * The store's products and their details load again when the realtime socket says an order was placed (its units
 * left the stock), cancelled or completed, or that it missed events (`resync`): the stock and "sold" on screen follow
 * the orders without a reload. An edit the seller has open keeps the version it started from, so its save is told.
 */
export function useStockEvents(): void {
  const queryClient = useQueryClient();
  const refresh = () => invalidateProductStock(queryClient);
  useRealtimeEvent(orderEventTypes.created, refresh);
  useRealtimeEvent<OrderSummary>(orderEventTypes.changed, (event) => {
    if (stockMoves.includes(event.payload.status)) refresh();
  });
  useRealtimeResync(refresh);
}
