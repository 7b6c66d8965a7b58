import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminStyles } from './AuditTrail';
import { QueryStates } from './QueryStates';

const stores = ['Toko Makmur (TM01)', 'Sinar Jaya (SJ02)'];

const query = (state: Partial<{ isPending: boolean; isError: boolean; data: string[] }>) => ({
  isPending: false,
  isError: false,
  data: undefined,
  error: state.isError ? new Error('PMU504000') : null,
  refetch: () => undefined,
  ...state,
});

const meta = {
  title: 'Components/QueryStates',
  component: QueryStates<string[], Error>,
  args: {
    query: query({ data: stores }),
    errorText: () => 'Sistem gagal memproses data. (PMU504000)',
    empty: <p className={adminStyles.lead}>Belum ada toko.</p>,
    children: (data: string[]) => (
      <ul>
        {data.map((store) => (
          <li key={store}>{store}</li>
        ))}
      </ul>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof QueryStates<string[], Error>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { query: query({ isPending: true }) } };
export const Failed: Story = { args: { query: query({ isError: true }) } };
export const FailedWithoutRetry: Story = { args: { query: query({ isError: true }), retry: false } };
export const Empty: Story = { args: { query: query({ data: [] }) } };
