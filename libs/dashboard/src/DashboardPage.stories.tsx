import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { FeatureShortcut } from '@seller-portal/app-runtime';
import type { Session } from '@seller-portal/contracts';
import { accessibilities, internalSession, storeSession } from '@seller-portal/contracts/testing';
import { sessionKeys } from '@seller-portal/session-guard';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { DashboardPage } from './DashboardPage';

const shortcuts: FeatureShortcut[] = [
  { labelKey: 'orders', to: '/order-list', requires: ['STORE_ORDER'] },
  { labelKey: 'conversations', to: '/conversations', requires: ['STORE_CONVERSATION'] },
  { labelKey: 'wallet', to: '/wallet', requires: ['STORE_STORE-WALLET_VIEW'] },
  { labelKey: 'announcement', to: '/announcement', requires: ['INTERNAL_ANNOUNCEMENT'] },
];

/** The page reads the session from the query cache, as in the app once the guard has let it through. */
const withSession =
  (session: Session): Decorator =>
  (Story) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(sessionKeys.current(), session);
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient()}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <Story />
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  };

const meta = { title: 'Features/Dashboard', component: DashboardPage, args: { shortcuts } } satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoreOwner: Story = {
  decorators: [
    withSession(
      storeSession({
        accessibilities: accessibilities('STORE_ORDER', 'STORE_CONVERSATION', 'STORE_STORE-WALLET_VIEW'),
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
