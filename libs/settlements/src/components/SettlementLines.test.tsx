import type { SettlementLine } from '@seller-portal/contracts/settlements';
import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { filterOf, monthRange } from '../lib/filter-params';
import { PeriodCards } from './PeriodCards';
import { SettlementLines } from './SettlementLines';

afterEach(cleanup);

const line: SettlementLine = {
  orderNumber: 'ORD-20261120-0000042',
  completedAt: Date.UTC(2026, 10, 20, 3),
  settleAt: Date.UTC(2026, 10, 23, 3),
  settledAt: null,
  status: 'TO_SETTLE',
  gross: 120_000,
  commission: 5_800,
  shippingSubsidy: 2_400,
  adsDeduction: 0,
  net: 111_800,
  fees: [],
};

const renderIn = (lng: 'id' | 'en', node: React.ReactNode) =>
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );

describe('the settlement lines', () => {
  it.each([
    ['id', 'Rp111.800', '-Rp5.800', 'Akan dicairkan'],
    ['en', 'Rp111,800', '-Rp5,800', 'To settle'],
  ] as const)('in %s: money with the language’s separators, each deduction, the status and a link to the order', async (lng, net, commission, status) => {
    renderIn(lng, <SettlementLines lines={[line]} />);
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getByText(net)).toBeTruthy();
    expect(within(row).getByText(commission)).toBeTruthy();
    expect(within(row).getByText(status)).toBeTruthy();
    expect(within(row).getByRole('link', { name: line.orderNumber }).getAttribute('href')).toBe(`/order-list/${line.orderNumber}`);
  });

  it('on a phone: a card per line with its deductions summed', async () => {
    renderIn('id', <SettlementLines lines={[line]} cards />);
    const card = await screen.findByRole('listitem');
    expect(within(card).getByText('-Rp8.200')).toBeTruthy();
    expect(within(card).getByRole('link', { name: line.orderNumber })).toBeTruthy();
  });

  it('the month cards show their totals and the month in the language', async () => {
    renderIn(
      'en',
      <PeriodCards periods={[{ period: '2026-11', lines: 2, sales: 240_000, fees: 16_400, net: 223_600, settled: 111_800, toSettle: 111_800 }]} />,
    );
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getByText('Rp223,600')).toBeTruthy();
    expect(screen.getByText('2 orders')).toBeTruthy();
  });
});

describe('the filter in the address', () => {
  it.each([
    ['from=2026-11-01&to=2026-11-30&status=SETTLED', { from: '2026-11-01', to: '2026-11-30', status: 'SETTLED' }],
    ['from=2026-02-30&status=PAID', {}],
    ['from=2026-11-30&to=2026-11-01', { from: '2026-11-30' }],
    ['from=2024-01-01&to=2026-01-01', { from: '2024-01-01' }],
  ])('%s reads as %j', (search, filter) => {
    expect(filterOf(new URLSearchParams(search))).toEqual(filter);
  });

  it('a month is its first and last day', () => {
    expect([monthRange('2026-02'), monthRange('2024-02'), monthRange('2026-12')]).toEqual([
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2026-12-01', to: '2026-12-31' },
    ]);
  });
});
