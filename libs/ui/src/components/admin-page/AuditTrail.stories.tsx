import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuditTrail, FailureStatus, LoadingStatus } from './AuditTrail';

const meta = {
  title: 'Components/AuditTrail',
  component: AuditTrail,
  args: {
    loading: false,
    error: null,
    page: 0,
    totalPages: 3,
    onPage: () => undefined,
    entries: [
      { id: '2', summary: 'internal@demo.test menghapus Orders API 1.4.0', timeText: '25 Nov 2026 10.15', dateTime: '2026-11-25T03:15:00Z' },
      {
        id: '1',
        summary: 'internal@demo.test mengunggah Orders API 1.4.0',
        timeText: '25 Nov 2026 09.00',
        dateTime: '2026-11-25T02:00:00Z',
        details: <p>orders.json · 3,1 KB</p>,
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof AuditTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {};
export const Empty: Story = { args: { entries: [], totalPages: 0 } };
export const Loading: Story = { args: { loading: true, entries: [] } };
export const Failed: Story = { args: { error: 'Sistem gagal memproses data. (PMU504000)', entries: [] } };
export const Statuses: Story = {
  render: () => (
    <>
      <LoadingStatus />
      <FailureStatus text="Sistem gagal memproses data. (PMU504000)" onRetry={() => undefined} />
    </>
  ),
};
