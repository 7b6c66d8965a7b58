import { QueryClient } from '@tanstack/react-query';
import { bliklanBalanceQueryKey, dashboardSummaryQueryKey } from '@seller-portal/contracts/analytics';
import { describe, expect, it } from 'vitest';
import { dashboardKeys } from '../api/dashboard';
import { liveFigureEvents, refreshLiveFigures } from './live-figures';

describe('the dashboard follows the store’s realtime events', () => {
  it('listens to orders placed and moved and to chats written and read', () => {
    expect(liveFigureEvents).toEqual(['order.created', 'order.changed', 'chat.message', 'chat.read']);
  });

  it('asks the summary and the tasks again, and leaves the ratings and balances as they are', () => {
    const queryClient = new QueryClient();
    for (const key of [dashboardSummaryQueryKey, dashboardKeys.named('tasks'), dashboardKeys.named('rating-badges'), bliklanBalanceQueryKey])
      queryClient.setQueryData(key, {});
    refreshLiveFigures(queryClient);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(dashboardSummaryQueryKey)).toBe(true);
    expect(invalidated(dashboardKeys.named('tasks'))).toBe(true);
    expect(invalidated(dashboardKeys.named('rating-badges'))).toBe(false);
    expect(invalidated(bliklanBalanceQueryKey)).toBe(false);
  });
});
