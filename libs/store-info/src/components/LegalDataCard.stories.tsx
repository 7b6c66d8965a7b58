import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStoreInfo } from './fixtures';
import { LegalDataCard } from './LegalDataCard';

const meta = { title: 'Features/store-info/LegalDataCard', component: LegalDataCard, args: { info: demoStoreInfo } } satisfies Meta<typeof LegalDataCard>;

export default meta;
export const Current: StoryObj<typeof meta> = {};
export const Waiting: StoryObj<typeof meta> = {
  args: {
    info: {
      ...demoStoreInfo,
      dataChange: {
        id: '1',
        status: 'WAITING',
        submittedAt: Date.UTC(2026, 10, 27),
        decidedAt: null,
        reason: null,
        changes: [{ field: 'name', before: 'Toko Demo Sejahtera', after: 'Toko Sejahtera Abadi' }],
      },
    },
  },
};
