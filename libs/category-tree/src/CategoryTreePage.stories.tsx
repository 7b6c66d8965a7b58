import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { KeptCategory } from '@seller-portal/contracts/category-tree';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CategoryTreePage } from './CategoryTreePage';

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'story' });
const category = (
  code: string,
  parentCode: string | null,
  name: string,
  nameEn: string,
  position: number,
  productCount: number,
  active = true,
): KeptCategory => ({
  code,
  parentCode,
  name,
  nameEn,
  active,
  position,
  productCount,
});
const tree: KeptCategory[] = [
  category('FASHION', null, 'Fashion', 'Fashion', 1, 42),
  category('FASHION-MEN', 'FASHION', 'Pakaian pria', "Men's clothing", 1, 18),
  category('FASHION-WOMEN', 'FASHION', 'Pakaian wanita', "Women's clothing", 2, 24),
  category('HOME', null, 'Rumah tangga', 'Home', 2, 9),
  category('HOME-KITCHEN', 'HOME', 'Dapur', 'Kitchen', 1, 9),
  category('HOME-GARDEN', 'HOME', 'Taman', 'Garden', 2, 0, false),
];

/** A client answering the page's read as the server would. */
const client = createApiClient({
  baseUrl: 'http://storybook.test',
  fetch: async () => new Response(JSON.stringify(envelope(tree)), { headers: { 'content-type': 'application/json' } }),
});

const meta = {
  title: 'Features/category-tree',
  component: CategoryTreePage,
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={client}>
          <Story />
        </ApiClientProvider>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof CategoryTreePage>;

export default meta;
export const Tree: StoryObj<typeof meta> = {};
