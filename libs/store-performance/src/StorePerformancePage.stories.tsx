import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { addStoreDays, storeDayOf, type RatingBadgesConfig, type StorePerformance } from '@seller-portal/contracts/analytics';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { performanceKeys } from './api/performance';
import { StorePerformancePage } from './StorePerformancePage';

const today = storeDayOf(Date.now());
const days = Array.from({ length: 30 }, (_, i) => addStoreDays(today, i - 29));
const totals = {
  rating: 4.6,
  ratingCount: 84,
  chats: 40,
  chatsAnswered: 34,
  chatResponseRate: 0.85,
  chatResponseTimeMs: 47 * 60_000,
  onTimeShippingRate: null,
  cancellationRate: null,
};
const performance: StorePerformance = {
  from: days[0],
  to: today,
  totals,
  previous: { ...totals, rating: 4.5, chatResponseRate: 0.8 },
  days: days.map((day, i) => ({
    day,
    rating: i % 4 === 3 ? null : 4 + ((i * 7) % 10) / 10,
    ratingCount: i % 4 === 3 ? 0 : 3,
    chats: 2,
    chatsAnswered: i % 5 === 0 ? 1 : 2,
    chatResponseRate: i % 5 === 0 ? 0.5 : 1,
    chatResponseTimeMs: (20 + ((i * 13) % 90)) * 60_000,
    onTimeShippingRate: null,
    cancellationRate: null,
  })),
  ordersCounted: false,
  pickupPoints: null,
};
const badges: RatingBadgesConfig = {
  rating: 4.6,
  ratingCount: 84,
  chatResponseRate: 0.85,
  currentBadge: 'STAR_SELLER',
  badges: [
    { code: 'RISING_STAR', requirements: { minRating: 4, minRatingCount: 5, minChatResponseRate: 0.5 }, earned: true },
    { code: 'STAR_SELLER', requirements: { minRating: 4.5, minRatingCount: 20, minChatResponseRate: 0.75 }, earned: true },
    { code: 'STAR_SELLER_PLUS', requirements: { minRating: 4.8, minRatingCount: 50, minChatResponseRate: 0.9 }, earned: false },
  ],
  from: days[0],
  to: today,
};

/** The page with the server's answers already in the cache. */
const withAnswers: Decorator = (Story) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(performanceKeys.one('period', ['30', '', '']), performance);
  queryClient.setQueryData(performanceKeys.named('badges'), badges);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={createApiClient()}>
        <MemoryRouter initialEntries={['/report/performance']}>
          <Story />
        </MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>
  );
};

const meta = { title: 'Features/Store performance', component: StorePerformancePage, decorators: [withAnswers] } satisfies Meta<typeof StorePerformancePage>;

export default meta;
export const LastThirtyDays: StoryObj<typeof meta> = {};
