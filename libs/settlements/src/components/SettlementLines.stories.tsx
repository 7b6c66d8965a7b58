import type { SettlementLine } from '@seller-portal/contracts/settlements';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { SettlementLines, type SettlementLinesProps } from './SettlementLines';

const day = 86_400_000;
const completed = Date.UTC(2026, 10, 20, 3, 0);
const line = (n: number, status: SettlementLine['status'], gross: number): SettlementLine => {
  const commission = Math.round(gross * 0.045);
  const shippingSubsidy = Math.min(Math.round(gross * 0.02), 10_000);
  return {
    orderNumber: `ORD-20261120-000${n}`,
    completedAt: completed - n * day,
    settleAt: completed - n * day + 3 * day,
    settledAt: status === 'SETTLED' ? completed - n * day + 3 * day : null,
    status,
    gross,
    commission,
    shippingSubsidy,
    adsDeduction: 0,
    net: gross - commission - shippingSubsidy,
    fees: [{ categoryCode: 'CAT-FOOD', gross, rateBps: 450, commission }],
  };
};

function LinesStory(props: SettlementLinesProps) {
  return (
    <MemoryRouter>
      <SettlementLines {...props} />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Features/settlements/SettlementLines',
  component: LinesStory,
  args: { lines: [line(1, 'TO_SETTLE', 178_000), line(4, 'SETTLED', 355_500), line(6, 'SETTLED', 42_000)], cards: false },
} satisfies Meta<typeof LinesStory>;

export default meta;
export const Table: StoryObj<typeof meta> = {};
export const CardsOnAPhone: StoryObj<typeof meta> = { args: { cards: true }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
