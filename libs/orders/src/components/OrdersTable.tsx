import { couriers, sellerActionsOf, type OrderSummary } from '@seller-portal/contracts/orders';
import { formatCurrency, formatDate } from '@seller-portal/formatting';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type RowSelectionState } from '@tanstack/react-table';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useOrdersTranslation } from '../i18n/resources';
import { StatusBadge } from './StatusBadge';
import styles from './OrdersTable.module.css';

export interface OrdersTableProps {
  rows: readonly OrderSummary[];
  /** How many orders the list holds in all (the tab's count), for the row count screen readers announce. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  /** The time the page was drawn (epoch ms): ship-by deadlines before it show as late. */
  now: number;
  language: 'id' | 'en';
  /** The visible height of the table (tests give one; the page takes most of the window). */
  initialHeight?: number;
  /**
   * 'box' (the laptop): the table scrolls in a region of its own under a header that stays in view. 'page' (the
   * phone): the rows are cards and the page itself scrolls, so the whole screen shows orders, not a small window.
   */
  scroll?: 'box' | 'page';
  /**
   * The keyboard's place in the list (j/k, `useOrderListKeys`): the order whose row takes the focus each time `key`
   * changes (scrolled into view first, as the row may not be drawn yet). A row focused any other way reports itself
   * through `onRowFocus`.
   */
  focusRequest?: { orderNumber: string | null; key: number };
  onRowFocus?: (orderNumber: string) => void;
}

type RowVirtualizer = Virtualizer<Element | Window, HTMLTableRowElement>;

interface ScrollProps {
  count: number;
  estimateSize: number;
  initialHeight?: number;
  children: (virtualizer: RowVirtualizer, offset: number, boxRef: RefObject<HTMLDivElement | null>) => ReactNode;
}

/** Rows virtualised within the table's own scrolling region. */
function BoxScroll({ count, estimateSize, initialHeight, children }: ScrollProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => boxRef.current,
    estimateSize: () => estimateSize,
    overscan: 8,
    initialRect: initialHeight ? { width: 1200, height: initialHeight } : undefined,
  });
  return children(virtualizer as unknown as RowVirtualizer, 0, boxRef);
}

/** Rows virtualised against the window: the list is part of the page and the page scrolls. */
function PageScroll({ count, estimateSize, children }: ScrollProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page (the heading, tabs and search come first), kept as the page above it changes.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setOffset(box.getBoundingClientRect().top + window.scrollY);
    // A state set here would redraw every row at once, in the commit that drew them; as a transition it yields to the
    // browser (the rows are in place meanwhile: only how far past the last one the window reaches changes).
    startTransition(measure);
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  // The window's size from the first render: read again once mounted, it would redraw every row if it had changed.
  const [initialRect] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => estimateSize, overscan: 6, scrollMargin: offset, initialRect });
  return children(virtualizer as unknown as RowVirtualizer, offset, boxRef);
}

const column = createColumnHelper<OrderSummary>();

/** The column text a cell is labelled with in the phone's card layout. */
const cellLabels: Record<string, string> = {
  orderNumber: 'orderNumber',
  customerName: 'customer',
  firstItemName: 'items',
  total: 'total',
  status: 'status',
  shipBy: 'shipBy',
  courier: 'courier',
  pickupPointName: 'pickupPoint',
};

/** Orders a seller can act on in bulk: new ones (accept), accepted ones (ship, labels) and shipped ones (labels, again). */
export const isSelectable = (order: OrderSummary) =>
  order.status === 'SHIPPED' || sellerActionsOf(order.status).some((action) => action === 'ACCEPT' || action === 'SHIP');

/**
 * The order list as a table (TanStack Table) whose rows are virtualised (TanStack Virtual): only the rows in view
 * and a few around them are in the page, so ten thousand loaded orders scroll like fifty. Nearing the last loaded
 * row asks for the next page. On a phone each row becomes a card of labelled cells.
 */
export function OrdersTable({
  rows,
  total,
  hasMore,
  loadingMore,
  loadMore,
  selection,
  onSelectionChange,
  now,
  language,
  initialHeight,
  scroll = 'box',
  focusRequest,
  onRowFocus,
}: OrdersTableProps) {
  const { t } = useOrdersTranslation();
  const money = (value: number) => formatCurrency(value, language);
  const time = (ms: number) => formatDate(ms, 'D MMM YYYY HH:mm', language);

  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        header: ({ table }) => (
          <input
            type="checkbox"
            className={styles.check}
            aria-label={t('selectAll')}
            checked={table.getIsAllRowsSelected()}
            ref={(input) => {
              if (input) input.indeterminate = table.getIsSomeRowsSelected();
            }}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) =>
          row.getCanSelect() ? (
            <input
              type="checkbox"
              className={styles.check}
              aria-label={t('selectOrder', { orderNumber: row.original.orderNumber })}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          ) : null,
      }),
      column.accessor('orderNumber', {
        header: () => t('column.orderNumber'),
        cell: ({ row }) => (
          <div className={styles.stack}>
            <Link className={styles.orderLink} to={`/order-list/${encodeURIComponent(row.original.orderNumber)}`}>
              {row.original.orderNumber}
            </Link>
            <span className={styles.muted}>{time(row.original.createdAt)}</span>
          </div>
        ),
      }),
      column.accessor('customerName', { header: () => t('column.customer') }),
      column.accessor('firstItemName', {
        header: () => t('column.items'),
        cell: ({ row }) =>
          row.original.itemCount > 1 ? t('moreItems', { name: row.original.firstItemName, count: row.original.itemCount }) : row.original.firstItemName,
      }),
      column.accessor('total', { header: () => t('column.total'), cell: ({ getValue }) => <span className={styles.number}>{money(getValue())}</span> }),
      column.accessor('status', { header: () => t('column.status'), cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
      column.accessor('shipBy', {
        header: () => t('column.shipBy'),
        cell: ({ row }) => {
          const late = (row.original.status === 'NEW' || row.original.status === 'READY_TO_SHIP') && row.original.shipBy < now;
          return (
            <span className={clsx(late && styles.late)}>
              {time(row.original.shipBy)}
              {late && ` · ${t('overdue')}`}
            </span>
          );
        },
      }),
      column.accessor('courier', {
        header: () => t('column.courier'),
        cell: ({ row }) => (
          <div className={styles.stack}>
            <span>{couriers[row.original.courier].name}</span>
            {row.original.trackingNumber && <span className={clsx(styles.muted, styles.mono)}>{row.original.trackingNumber}</span>}
          </div>
        ),
      }),
      column.accessor('pickupPointName', { header: () => t('column.pickupPoint') }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts and formats change with the language only
    [t, language, now],
  );

  const table = useReactTable({
    data: rows as OrderSummary[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (order) => order.orderNumber,
    enableRowSelection: (row) => isSelectable(row.original),
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });

  const tableRows = table.getRowModel().rows;
  const columnCount = columns.length;
  const Scroll = scroll === 'page' ? PageScroll : BoxScroll;

  return (
    <Scroll count={tableRows.length} estimateSize={scroll === 'page' ? 180 : 64} initialHeight={initialHeight}>
      {(virtualizer, offset, boxRef) => {
        const items = virtualizer.getVirtualItems();
        const paddingTop = items.length ? items[0].start - offset : 0;
        const paddingBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
        return (
          <>
            <RowFocus
              virtualizer={virtualizer}
              boxRef={boxRef}
              index={focusRequest?.orderNumber ? tableRows.findIndex((row) => row.id === focusRequest.orderNumber) : -1}
              rowId={focusRequest?.orderNumber ?? null}
              requestKey={focusRequest?.key ?? 0}
            />
            <LoadMore
              lastIndex={items.length ? items[items.length - 1].index : -1}
              count={tableRows.length}
              hasMore={hasMore}
              loadingMore={loadingMore}
              loadMore={loadMore}
            />
            <div
              ref={boxRef}
              className={clsx(styles.scroll, scroll === 'page' && styles.pageScroll)}
              role="region"
              aria-label={t('table')}
              // The page scrolls on a phone: the region needs no focus of its own to be scrolled by keyboard.
              tabIndex={scroll === 'box' ? 0 : undefined}
            >
              <table className={styles.table} aria-rowcount={total + 1}>
                <thead className={styles.head}>
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id} aria-rowindex={1}>
                      {group.headers.map((header) => (
                        <th key={header.id} scope="col" className={clsx(header.id === 'select' && styles.selectCell)}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                        </th>
                      ))}
                    </tr>
                  ))}
                </thead>
                <tbody>
                  {paddingTop > 0 && (
                    <tr aria-hidden="true" className={styles.spacer}>
                      <td colSpan={columnCount} style={{ height: paddingTop }} />
                    </tr>
                  )}
                  {items.map((item) => {
                    const row = tableRows[item.index];
                    return (
                      <tr
                        key={row.id}
                        data-index={item.index}
                        data-row-id={row.id}
                        ref={virtualizer.measureElement}
                        aria-rowindex={item.index + 2}
                        aria-selected={row.getCanSelect() ? row.getIsSelected() : undefined}
                        className={clsx(styles.row, row.getIsSelected() && styles.selected)}
                        // Focused by j/k (never a Tab stop: the row's link and checkbox are).
                        tabIndex={-1}
                        data-order={row.id}
                        onFocus={() => onRowFocus?.(row.id)}
                      >
                        {row.getVisibleCells().map((cell) => (
                          <td
                            key={cell.id}
                            className={clsx(cell.column.id === 'select' && styles.selectCell, styles[`cell_${cell.column.id}`])}
                            data-label={cell.column.id in cellLabels ? t(`column.${cellLabels[cell.column.id]}`) : undefined}
                          >
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                  {paddingBottom > 0 && (
                    <tr aria-hidden="true" className={styles.spacer}>
                      <td colSpan={columnCount} style={{ height: paddingBottom }} />
                    </tr>
                  )}
                </tbody>
              </table>
              {loadingMore && (
                <p className={styles.more} role="status">
                  {t('loadingMore')}
                </p>
              )}
            </div>
          </>
        );
      }}
    </Scroll>
  );
}

/**
 * Moves the focus to the requested row: scrolled into view, then focused once it is drawn (a virtualised row far
 * away is not in the page until the scroll has happened). The row is found by its order, not its place: the list may
 * load again in between (an accepted order leaves the New tab, and the next one moves up).
 */
function RowFocus({
  virtualizer,
  boxRef,
  index,
  rowId,
  requestKey,
}: {
  virtualizer: RowVirtualizer;
  boxRef: RefObject<HTMLDivElement | null>;
  index: number;
  rowId: string | null;
  requestKey: number;
}) {
  useEffect(() => {
    if (requestKey === 0 || index < 0 || rowId === null) return;
    virtualizer.scrollToIndex(index, { align: 'auto' });
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const row = [...(boxRef.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row-id]') ?? [])].find((each) => each.dataset.rowId === rowId);
      if (row) row.focus({ preventScroll: false });
      else if (tries++ < 30) frame = requestAnimationFrame(focus);
    };
    frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
    // Only a new request moves the focus: the rows loading again under it must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);
  return null;
}

/** Asks for the next page as the rows in view near the last loaded one. */
function LoadMore({
  lastIndex,
  count,
  hasMore,
  loadingMore,
  loadMore,
}: {
  lastIndex: number;
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}) {
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= count - 20) loadMore();
  }, [hasMore, loadingMore, lastIndex, count, loadMore]);
  return null;
}
