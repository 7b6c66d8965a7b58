import { paletteWordsMatch, type PaletteAction, type PaletteActionsProps } from '@seller-portal/app-runtime';
import { orderDayOf, orderStatuses, sellerActionsOf, type OrderStatus } from '@seller-portal/contracts/orders';
import { useEffect, useMemo, useRef } from 'react';
import { useAcceptOrder, useShipOrder } from '../api/orders';
import { useOrderTexts } from '../lib/use-order-texts';

const isStatus = (value: string | undefined): value is OrderStatus => (orderStatuses as readonly string[]).includes(value ?? '');

/**
 * The orders' actions in the command palette: accept a NEW order the search found, ship a READY_TO_SHIP one with its
 * tracking number (asked in the palette), export this month's orders. The same calls as the order's page (its
 * mutations, which load the store's order lists again); the palette is loaded only for sessions the feature opens.
 */
export default function OrderPaletteActions({ request, onActions }: PaletteActionsProps) {
  const { t, errorText } = useOrderTexts();
  // Read when an action ends: a new function every render, it must not make the actions new.
  const errorTextRef = useRef(errorText);
  errorTextRef.current = errorText;
  const accept = useAcceptOrder();
  const ship = useShipOrder();
  const { mutateAsync: acceptAsync } = accept;
  const { mutateAsync: shipAsync } = ship;

  const actions = useMemo(() => {
    const found: PaletteAction[] = [];
    // The best order found (the number typed whole, or the first of its start) offers its actions; more would crowd.
    for (const hit of request.hits.filter((found) => found.kind === 'order').slice(0, 1)) {
      if (!isStatus(hit.status) || hit.version === undefined) continue;
      const target = { kind: 'order' as const, id: hit.id };
      const orderNumber = hit.id;
      const version = hit.version;
      const allowed = sellerActionsOf(hit.status);
      const detail = t('palette.orderDetail', { customer: hit.detail ?? '', status: t(`status.${hit.status}`) });
      if (allowed.includes('ACCEPT'))
        found.push({
          key: `orders.accept:${orderNumber}`,
          name: 'orders.accept',
          target,
          title: t('palette.accept', { orderNumber }),
          detail,
          run: () =>
            acceptAsync({ orderNumber, version }).then(
              () => ({ ok: true, message: t('action.accepted', { orderNumber }) }),
              (error: unknown) => ({ ok: false, message: errorTextRef.current(error) }),
            ),
        });
      if (allowed.includes('SHIP'))
        found.push({
          key: `orders.ship:${orderNumber}`,
          name: 'orders.ship',
          target,
          title: t('palette.ship', { orderNumber }),
          detail,
          ask: { label: t('ship.tracking') },
          run: (trackingNumber = '') =>
            shipAsync({ orderNumber, version, trackingNumber: trackingNumber.trim() }).then(
              () => ({ ok: true, message: t('action.shipped', { orderNumber }) }),
              (error: unknown) => ({ ok: false, message: errorTextRef.current(error) }),
            ),
        });
    }
    if (paletteWordsMatch([t('palette.export'), t('palette.exportWords')], request.query)) {
      const today = orderDayOf(Date.now());
      const from = `${today.slice(0, 8)}01`;
      found.push({
        key: 'orders.export',
        name: 'orders.export',
        title: t('palette.export'),
        detail: t('palette.exportDetail'),
        // The list's own export (its §3 bulk process modal) over this month's orders, started by the address.
        run: () => Promise.resolve({ ok: true, message: t('export.starting'), path: `/order-list?${new URLSearchParams({ from, to: today, export: '1' })}` }),
      });
    }
    return found;
  }, [request, t, acceptAsync, shipAsync]);

  useEffect(() => onActions(actions), [actions, onActions]);
  return null;
}
