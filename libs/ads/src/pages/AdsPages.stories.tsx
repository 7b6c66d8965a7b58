import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { AdsCampaign, AdsHistoryPage, AdsOverview } from '@seller-portal/contracts/ads';
import { storeDayOf } from '@seller-portal/contracts/analytics';
import { accessibilities, storeSession } from '@seller-portal/contracts/testing';
import { sessionKeys } from '@seller-portal/session-guard';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { adsKeys } from '../api/ads';
import { CampaignsPage } from './CampaignsPage';
import { OverviewPage } from './OverviewPage';

const now = Date.now();
const today = storeDayOf(now);
const overview: AdsOverview = {
  balance: 1_250_000,
  bonusBalance: 100_000,
  walletAvailable: 8_450_000,
  topUpMin: 50_000,
  topUpMax: 100_000_000,
  codeThreshold: 1_000_000,
  promo: {
    from: '2025-10-01',
    to: '2025-11-30',
    rebatePercent: 50,
    rebateCap: 5_000_000,
    firstTopUpBonus: 100_000,
    state: 'RUNNING',
    rebateEarned: 250_000,
    bonusEarned: 100_000,
  },
};
const history: AdsHistoryPage = {
  entries: [
    { id: 3, kind: 'ADS_SPEND', account: 'ADS_BONUS', amount: -23_400, at: now - 3_600_000, source: { type: 'AD_EVENTS', id: 'b-1' } },
    { id: 2, kind: 'PROMO_BONUS', account: 'ADS_BONUS', amount: 100_000, at: now - 86_400_000, source: { type: 'TOP_UP', id: 't-1' } },
    { id: 1, kind: 'ADS_TOP_UP', account: 'ADS_BALANCE', amount: 1_250_000, at: now - 86_400_000, source: { type: 'TOP_UP', id: 't-1' } },
  ],
  nextBefore: null,
};
const campaign = (id: string, name: string, status: AdsCampaign['status'], clicks: number): AdsCampaign => ({
  id,
  name,
  products: [{ itemId: 'ITEM-1', name: 'Kopi Arabika Gayo 250 g' }],
  dailyBudget: 50_000,
  bid: 600,
  startDay: today,
  endDay: null,
  status,
  today: { impressions: clicks * 28, clicks, orders: Math.floor(clicks / 12), spend: clicks * 600 },
  createdAt: now,
});

const withAnswers =
  (path: string): Decorator =>
  (Story) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(
      sessionKeys.current(),
      storeSession({ accessibilities: accessibilities('STORE_PROMO_BLIKLAN', 'STORE_ANALYTICS_INHOUSE-BLIKLAN') }),
    );
    queryClient.setQueryData(adsKeys.named('overview'), overview);
    queryClient.setQueryData(adsKeys.named('history'), { pages: [history], pageParams: [0] });
    queryClient.setQueryData(adsKeys.named('campaigns'), [
      campaign('c-1', 'Kopi pilihan', 'ACTIVE', 39),
      campaign('c-2', 'Teh dan madu', 'PAUSED', 0),
      campaign('c-3', 'Cangkir keramik', 'OUT_OF_BUDGET', 12),
    ]);
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient()}>
          <MemoryRouter initialEntries={[path]}>
            <Story />
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  };

const meta = { title: 'Features/Ads', component: OverviewPage } satisfies Meta<typeof OverviewPage>;

export default meta;
export const Balance: StoryObj<typeof meta> = { decorators: [withAnswers('/bliklan')] };
export const Campaigns: StoryObj<typeof meta> = { render: () => <CampaignsPage />, decorators: [withAnswers('/bliklanv2')] };
