import { orderEventTypes, type OrderCreatedEvent } from '@seller-portal/contracts/orders';
import { useRealtimeEvent, useRealtimeResync } from '@seller-portal/realtime';
import { useToast } from '@seller-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { invalidateOrderLists, invalidateOrders } from '../api/orders';
import { NewOrderToastText, ShowOrderLabel } from '../components/NewOrderToast';
import { useOrdersTranslation } from '../i18n/resources';

/** Whether the browser may show a desktop notification now (it has one, and the seller allowed it). */
export function mayNotify(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/**
 * The lists, counts and details of the store's orders load again when the realtime socket says one was placed or
 * moved, or that it missed events it will not replay (`resync`).
 */
export function useOrderEvents(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(orderEventTypes.created, () => invalidateOrderLists(queryClient));
  useRealtimeEvent(orderEventTypes.changed, () => invalidateOrders(queryClient));
  useRealtimeResync(() => invalidateOrders(queryClient));
}

/**
 * A new order of the store, on whatever page the seller is: a toast with a link to it and, when the tab is hidden
 * and the seller allowed notifications, a desktop notification that opens it.
 */
export function useNewOrderAlerts(): void {
  const { t } = useOrdersTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  useRealtimeEvent<OrderCreatedEvent>(orderEventTypes.created, (event) => {
    const { order } = event.payload;
    const open = () => void navigate(`/order-list/${encodeURIComponent(order.orderNumber)}`);
    const words = { orderNumber: order.orderNumber, customer: order.customerName };
    toast.show({
      id: `order-${order.orderNumber}`,
      type: 'info',
      message: createElement(NewOrderToastText, words),
      durationMs: 8000,
      action: { label: createElement(ShowOrderLabel), onClick: open },
    });
    if (mayNotify() && document.visibilityState === 'hidden') {
      const notification = new Notification(t('realtime.notificationTitle'), { body: t('realtime.newOrder', words), tag: `order-${order.orderNumber}` });
      notification.onclick = () => {
        window.focus();
        open();
        notification.close();
      };
    }
  });
}
