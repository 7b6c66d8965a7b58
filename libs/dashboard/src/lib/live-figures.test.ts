import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardKeys } from '../api/dashboard';
import { liveFigureEvents, refreshLiveFigures } from './live-figures';

describe('the dashboard follows the store’s realtime events', () => {
  it('listens to orders placed and moved and to chats written and read', () => {
    expect(liveFigureEvents).toEqual(['order.created', 'order.changed', 'chat.message', 'chat.read']);
  });

  it('asks the summary and the tasks again, and leaves the ratings and balances as they are', () => {
    const queryClient = new QueryClient();
    for (const key of [dashboardKeys.summary(), dashboardKeys.tasks(), dashboardKeys.rating(), dashboardKeys.bliklan()]) queryClient.setQueryData(key, {});
    refreshLiveFigures(queryClient);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(dashboardKeys.summary())).toBe(true);
    expect(invalidated(dashboardKeys.tasks())).toBe(true);
    expect(invalidated(dashboardKeys.rating())).toBe(false);
    expect(invalidated(dashboardKeys.bliklan())).toBe(false);
  });
});
