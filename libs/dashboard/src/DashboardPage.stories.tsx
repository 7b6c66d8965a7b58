import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { defineFeatureManifest, MountedFeaturesProvider } from '@seller-portal/app-runtime';
import { bliklanBalanceQueryKey, dashboardFeature, dashboardSummaryQueryKey, storePerformanceFeature } from '@seller-portal/contracts/analytics';
import { announcementsFeature } from '@seller-portal/contracts/announcements';
import { sellerChatFeature } from '@seller-portal/contracts/chat';
import { type Session } from '@seller-portal/contracts/core';
import { ordersFeature } from '@seller-portal/contracts/orders';
import { accessibilities, internalSession, storeSession } from '@seller-portal/contracts/testing';
import { createRealtimeClient, RealtimeProvider, type SocketLike } from '@seller-portal/realtime';
import { sessionKeys } from '@seller-portal/session-guard';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { dashboardKeys } from './api/dashboard';
import { DashboardPage } from './DashboardPage';

const now = Date.parse('2026-11-25T03:00:00Z');
/** What the server answers the demo seller (the figures the page draws without a server). */
const storeFigures: [readonly unknown[], unknown][] = [
  [
    dashboardSummaryQueryKey,
    {
      today: '2026-11-25',
      weekStart: '2026-11-23',
      orders: {
        today: {
          from: '2026-11-25',
          to: '2026-11-25',
          byStatus: { ALL: 9, NEW: 4, READY_TO_SHIP: 3, SHIPPED: 1, DELIVERED: 0, COMPLETED: 0, CANCELLED: 1 },
          revenue: 1_240_000,
        },
        week: {
          from: '2026-11-23',
          to: '2026-11-25',
          byStatus: { ALL: 31, NEW: 4, READY_TO_SHIP: 6, SHIPPED: 9, DELIVERED: 5, COMPLETED: 5, CANCELLED: 2 },
          revenue: 4_870_000,
        },
        revenueByDay: Array.from({ length: 30 }, (_, i) => ({
          day: new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10),
          orders: 3 + (i % 5),
          revenue: 350_000 + ((i * 7919) % 900_000),
        })),
        toShip: 7,
      },
      chats: { waiting: 4, unread: 3 },
      wallet: { balance: 8_450_000, pendingBalance: 1_230_500, updatedAt: now },
      tasks: [
        {
          id: 'SHIP_ORDERS',
          kind: 'SHIP_ORDERS',
          count: 7,
          dueAt: now + 2 * 3_600_000,
          link: '/order-list?status=NEW&sort=SHIP_BY_ASC',
          title: null,
          done: false,
        },
        { id: 'REPLY_CHATS', kind: 'REPLY_CHATS', count: 4, dueAt: now + 3_600_000, link: '/conversations', title: null, done: false },
        { id: 'TOP_UP_ADS', kind: 'TOP_UP_ADS', count: 0, dueAt: null, link: '/bliklan', title: null, done: true },
      ],
    },
  ],
  [
    dashboardKeys.named('rating-badges'),
    { rating: 4.62, ratingCount: 96, chatResponseRate: 0.8, currentBadge: 'STAR_SELLER', badges: [], from: '2026-10-27', to: '2026-11-25' },
  ],
  [bliklanBalanceQueryKey, { balance: 1_250_000, bonusBalance: 100_000, updatedAt: now }],
];

/** The features the portal mounts whose shortcuts and figures the page shows (declared, without their pages). */
const features = [dashboardFeature, ordersFeature, sellerChatFeature, storePerformanceFeature, announcementsFeature].map((feature) =>
  defineFeatureManifest(feature, {}),
);

/** A socket that never opens: the catalogue has no server, so the live figures stay as drawn. */
const quietSocket = (): SocketLike => ({
  readyState: 0,
  onopen: null,
  onmessage: null,
  onclose: null,
  onerror: null,
  send: () => undefined,
  close: () => undefined,
});

/** The page reads the session from the query cache, as in the app once the guard has let it through. */
const withSession =
  (session: Session): Decorator =>
  (Story) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(sessionKeys.current(), session);
    for (const [key, value] of storeFigures) queryClient.setQueryData(key, value);
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient()}>
          <RealtimeProvider client={createRealtimeClient({ createSocket: quietSocket })}>
            <MountedFeaturesProvider features={features}>
              <MemoryRouter initialEntries={['/dashboard']}>
                <Story />
              </MemoryRouter>
            </MountedFeaturesProvider>
          </RealtimeProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  };

const meta = { title: 'Features/Dashboard', component: DashboardPage } satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoreOwner: Story = {
  decorators: [
    withSession(
      storeSession({
        accessibilities: accessibilities('STORE_ORDER', 'STORE_CONVERSATION', 'STORE_STORE-WALLET_VIEW', 'STORE_REPORT_SELLER-RATING', 'STORE_PROMO_BLIKLAN'),
        pickupPoints: [
          { code: 'PP-01', name: 'Gudang Jakarta Barat' },
          { code: 'PP-02', name: 'Gudang Bandung' },
        ],
      }),
    ),
  ],
};

export const StaffWithoutCodes: Story = { decorators: [withSession(storeSession({ accessibilities: [] }))] };

export const InternalStaff: Story = { decorators: [withSession(internalSession({ accessibilities: accessibilities('INTERNAL_ANNOUNCEMENT') }))] };
