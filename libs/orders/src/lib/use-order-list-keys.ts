import type { OrderSummary } from '@seller-portal/contracts/orders';
import { useToast } from '@seller-portal/ui';
import { useShortcuts } from '@seller-portal/ui/shortcuts';
import type { RowSelectionState } from '@tanstack/react-table';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAcceptOrder } from '../api/orders';
import { isSelectable } from '../components/OrdersTable';
import { useOrderTexts } from './use-order-texts';

/** The order whose row (or something in it) has the focus: the one a key acts on, never one the seller cannot see focused. */
function focusedOrderNumber(): string | null {
  const row = document.activeElement instanceof Element ? document.activeElement.closest<HTMLElement>('tr[data-order]') : null;
  return row?.dataset.order ?? null;
}

export interface OrderListKeys {
  /** For `OrdersTable`: the row to focus, again each time `key` changes. */
  focusRequest: { orderNumber: string | null; key: number };
  onRowFocus: (orderNumber: string) => void;
  /** The order the Ship dialog is open for (`s`), and where focus goes as it closes. */
  shipping: OrderSummary | null;
  closeShip: (shipped: boolean) => void;
}

/**
 * The order list's keys (issue 27): j/k move the focus between orders, x selects the focused one, a accepts it (the
 * detail page's accept call; it asks nothing there either), s opens its Ship dialog and Enter its page. After an
 * accept or a ship the focus moves on to the next order, where the work is.
 */
export function useOrderListKeys(
  rows: readonly OrderSummary[],
  selection: RowSelectionState,
  onSelectionChange: (selection: RowSelectionState) => void,
): OrderListKeys {
  const { t, errorText } = useOrderTexts();
  const toast = useToast();
  const navigate = useNavigate();
  const accept = useAcceptOrder();
  const [focusRequest, setFocusRequest] = useState<{ orderNumber: string | null; key: number }>({ orderNumber: null, key: 0 });
  const [shipping, setShipping] = useState<{ order: OrderSummary; next: string | null } | null>(null);
  // The order a key moved to whose row has not taken the focus yet: keys pressed faster than the page draws (j j j k)
  // each move on from the last one, and a key after them acts on where they led, not on the row focused before.
  // Cleared when that row takes the focus (the table focuses it a frame or more after the request).
  const moving = useRef<string | null>(null);
  const focusOn = (orderNumber: string | null) => {
    moving.current = orderNumber;
    setFocusRequest((current) => ({ orderNumber, key: current.key + 1 }));
  };
  const indexOf = (orderNumber: string | null) => rows.findIndex((order) => order.orderNumber === orderNumber);
  /** The order keys act on: the one they moved to last while it is still in the list, else the focused row's. */
  const actingOn = () => (moving.current !== null && indexOf(moving.current) >= 0 ? moving.current : focusedOrderNumber());
  const current = () => indexOf(actingOn() ?? focusRequest.orderNumber);
  /** The order after this one, or before it when it is the last: where the focus goes once it is done. */
  const after = (index: number) => (rows[index + 1] ?? rows[index - 1])?.orderNumber ?? null;
  const move = (step: 1 | -1) => {
    if (rows.length === 0) return;
    const index = current();
    focusOn(rows[index < 0 ? 0 : Math.min(Math.max(index + step, 0), rows.length - 1)].orderNumber);
  };
  const focused = () => {
    const index = indexOf(actingOn());
    return index < 0 ? null : { order: rows[index], index };
  };

  useShortcuts([
    { key: 'j', label: t('keys.next'), run: () => move(1) },
    { key: 'k', label: t('keys.previous'), run: () => move(-1) },
    {
      key: 'x',
      label: t('keys.select'),
      run: () => {
        const target = focused();
        if (!target || !isSelectable(target.order)) return;
        const { [target.order.orderNumber]: wasSelected, ...others } = selection;
        onSelectionChange(wasSelected ? others : { ...others, [target.order.orderNumber]: true });
      },
    },
    {
      key: 'a',
      label: t('keys.accept'),
      run: () => {
        const target = focused();
        // One accept at a time: a second press before the answer would send the version the first one changes.
        if (!target || accept.isPending) return;
        const { orderNumber, version, status } = target.order;
        if (status !== 'NEW') {
          toast.show({ type: 'info', message: t('keys.cannotAccept', { orderNumber, status: t(`status.${status}`) }) });
          return;
        }
        const next = after(target.index);
        accept.mutate(
          { orderNumber, version },
          {
            onSuccess: () => {
              toast.show({ type: 'success', message: t('action.accepted', { orderNumber }) });
              focusOn(next);
            },
            onError: (error) => toast.show({ type: 'danger', message: errorText(error), durationMs: 0 }),
          },
        );
      },
    },
    {
      key: 's',
      label: t('keys.ship'),
      run: () => {
        const target = focused();
        if (!target) return;
        const { orderNumber, status } = target.order;
        if (status !== 'READY_TO_SHIP') {
          toast.show({ type: 'info', message: t('keys.cannotShip', { orderNumber, status: t(`status.${status}`) }) });
          return;
        }
        setShipping({ order: target.order, next: after(target.index) });
      },
    },
    {
      key: 'Enter',
      label: t('keys.open'),
      run: () => {
        const target = focused();
        if (target) void navigate(`/order-list/${encodeURIComponent(target.order.orderNumber)}`);
      },
    },
  ]);

  return {
    focusRequest,
    onRowFocus: (orderNumber) => {
      if (moving.current === orderNumber) moving.current = null;
      setFocusRequest((current) => (current.orderNumber === orderNumber ? current : { orderNumber, key: current.key }));
    },
    shipping: shipping?.order ?? null,
    closeShip: (shipped) => {
      if (!shipping) return;
      focusOn(shipped ? shipping.next : shipping.order.orderNumber);
      setShipping(null);
    },
  };
}
