import { dashboardSummaryQueryKey } from '@seller-portal/contracts/analytics';
import { chatEventTypes } from '@seller-portal/contracts/chat';
import { orderEventTypes } from '@seller-portal/contracts/orders';
import { useRealtimeEvent, useRealtimeResync } from '@seller-portal/realtime';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../api/dashboard';

/** The realtime events that change the dashboard's figures: orders placed and moved, chats written and read. */
export const liveFigureEvents = [orderEventTypes.created, orderEventTypes.changed, chatEventTypes.message, chatEventTypes.read] as const;

/** Asks the figures that follow orders and chats again (the summary and the tasks; ratings and balances do not). */
export function refreshLiveFigures(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: dashboardSummaryQueryKey });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.named('tasks') });
}

/**
 * Keeps the dashboard's counts ("to ship", new orders, chats waiting, tasks) with the store's realtime events, so
 * they change with the new-order toast instead of at the next minute's refetch; a `resync` asks them again too.
 */
export function useLiveFigures(): void {
  const queryClient = useQueryClient();
  const refresh = () => refreshLiveFigures(queryClient);
  useRealtimeEvent(liveFigureEvents[0], refresh);
  useRealtimeEvent(liveFigureEvents[1], refresh);
  useRealtimeEvent(liveFigureEvents[2], refresh);
  useRealtimeEvent(liveFigureEvents[3], refresh);
  useRealtimeResync(refresh);
}
