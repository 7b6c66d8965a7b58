import type { SettlementPeriod } from '@seller-portal/contracts/settlements';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PeriodCards } from './PeriodCards';

const periods: SettlementPeriod[] = [
  { period: '2026-11', lines: 42, sales: 9_850_000, fees: 714_125, net: 9_135_875, settled: 6_120_400, toSettle: 3_015_475 },
  { period: '2026-10', lines: 97, sales: 21_403_500, fees: 1_551_754, net: 19_851_746, settled: 19_851_746, toSettle: 0 },
  { period: '2026-09', lines: 88, sales: 18_220_000, fees: 1_320_950, net: 16_899_050, settled: 16_899_050, toSettle: 0 },
];

const meta = {
  title: 'Features/settlements/PeriodCards',
  component: PeriodCards,
  args: { periods, current: null, onShow: () => undefined },
} satisfies Meta<typeof PeriodCards>;

export default meta;
export const Months: StoryObj<typeof meta> = {};
export const OneMonthShown: StoryObj<typeof meta> = { args: { current: '2026-10' } };
