import { orderEventTypes, type OrderCreatedEvent } from '@seller-portal/contracts';
import { useRealtimeEvent } from '@seller-portal/realtime';
import { useToast } from '@seller-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { orderKeys } from '../api/orders';
import { useOrdersTranslation } from '../i18n/resources';

/** Whether the browser may show a desktop notification now (it has one, and the seller allowed it). */
export function mayNotify(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/**
 * New and changed orders of the store, as the realtime socket tells them: the lists and counts load again; a new
 * order shows a toast with a link to it and, when the tab is hidden, a desktop notification that opens it.
 */
export function useOrderEvents(): void {
  const { t } = useOrdersTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: orderKeys.allCounts() });
  };

  useRealtimeEvent<OrderCreatedEvent>(orderEventTypes.created, (event) => {
    refresh();
    const { order } = event.payload;
    const open = () => void navigate(`/order-list/${encodeURIComponent(order.orderNumber)}`);
    const message = t('realtime.newOrder', { orderNumber: order.orderNumber, customer: order.customerName });
    toast.show({ id: `order-${order.orderNumber}`, type: 'info', message, durationMs: 8000, action: { label: t('realtime.show'), onClick: open } });
    if (mayNotify() && document.visibilityState === 'hidden') {
      const notification = new Notification(t('realtime.notificationTitle'), { body: message, tag: `order-${order.orderNumber}` });
      notification.onclick = () => {
        window.focus();
        open();
        notification.close();
      };
    }
  });

  useRealtimeEvent(orderEventTypes.changed, () => {
    refresh();
    void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
  });
}
