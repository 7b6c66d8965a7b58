import type { OrderSummary } from '@seller-portal/contracts/orders';
import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ordersResources } from '../i18n/resources';
import { OrdersTable, type OrdersTableProps } from './OrdersTable';

const statuses = ['NEW', 'READY_TO_SHIP', 'SHIPPED', 'COMPLETED'] as const;

function orders(count: number): OrderSummary[] {
  return Array.from({ length: count }, (_, i) => ({
    orderNumber: `ORD-20261125-${String(i + 1).padStart(7, '0')}`,
    status: statuses[i % statuses.length],
    createdAt: Date.UTC(2026, 10, 25, 3) - i * 60_000,
    shipBy: Date.UTC(2026, 10, 27, 3) - i * 60_000,
    customerName: `Pelanggan ${i + 1}`,
    pickupPointCode: 'PP-1',
    pickupPointName: 'Gudang Jakarta Barat',
    courier: 'JNT',
    trackingNumber: null,
    paymentMethod: 'EWALLET',
    total: 100_000 + i,
    itemCount: 1 + (i % 3),
    firstItemName: 'Kopi Arabika Gayo 250 g',
    version: 1,
  }));
}

function renderTable(props: Partial<OrdersTableProps> & { rows: OrderSummary[] }) {
  const i18n = createI18n({ lng: 'en', resources: [ordersResources] });
  const all: OrdersTableProps = {
    total: props.rows.length,
    hasMore: false,
    loadingMore: false,
    loadMore: vi.fn(),
    selection: {},
    onSelectionChange: vi.fn(),
    now: Date.UTC(2026, 10, 25, 4),
    language: 'en',
    initialHeight: 640,
    ...props,
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <OrdersTable {...all} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...view, props: all };
}

describe('the order table', () => {
  // jsdom lays nothing out: the scrolling region and its rows are given the sizes a browser would give them.
  const restore: (() => void)[] = [];
  beforeAll(() => {
    for (const [name, value] of [
      ['clientHeight', 640],
      ['clientWidth', 1200],
      ['offsetHeight', 64],
    ] as const) {
      const spy = vi.spyOn(HTMLElement.prototype, name, 'get').mockReturnValue(value);
      restore.push(() => spy.mockRestore());
    }
  });
  afterAll(() => restore.forEach((undo) => undo()));
  afterEach(cleanup);

  it('keeps ten thousand loaded orders out of the page but the few in view', () => {
    renderTable({ rows: orders(10_000) });
    const bodyRows = screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1' && row.getAttribute('aria-hidden') !== 'true');
    expect(bodyRows.length).toBeGreaterThan(5);
    expect(bodyRows.length).toBeLessThan(40);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
  });

  it('asks for the next page when the last loaded rows come into view', () => {
    const loadMore = vi.fn();
    renderTable({ rows: orders(12), hasMore: true, loadMore });
    expect(loadMore).toHaveBeenCalled();
  });

  it('does not ask again while a page is loading, nor when there is none', () => {
    const loadMore = vi.fn();
    renderTable({ rows: orders(12), hasMore: true, loadingMore: true, loadMore });
    renderTable({ rows: orders(12), hasMore: false, loadMore });
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('lets the seller select the orders they can act on (new, ready to ship, shipped for their labels), not the others', () => {
    const onSelectionChange = vi.fn();
    renderTable({ rows: orders(4), onSelectionChange });
    expect(screen.getByRole('checkbox', { name: 'Select order ORD-20261125-0000001' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select order ORD-20261125-0000002' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select order ORD-20261125-0000003' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select order ORD-20261125-0000004' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select order ORD-20261125-0000002' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({ 'ORD-20261125-0000002': true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every order shown' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({ 'ORD-20261125-0000001': true, 'ORD-20261125-0000002': true, 'ORD-20261125-0000003': true });
  });

  it('shows each order with a link to it, its items, total and a late deadline', () => {
    renderTable({ rows: orders(2), now: Date.UTC(2026, 10, 28) });
    const row = screen.getByRole('link', { name: 'ORD-20261125-0000002' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Kopi Arabika Gayo 250 g · 2 items in all')).toBeTruthy();
    expect(within(row).getByText(/Late/)).toBeTruthy();
    expect(within(row).getByText('Ready to ship')).toBeTruthy();
  });
});
