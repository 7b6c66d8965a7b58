import type { OrderStatus } from '@seller-portal/contracts/orders';
import { StatusTag, type StatusTone } from '@seller-portal/ui/forms';
import { useOrdersTranslation } from '../i18n/resources';

const toneOf: Partial<Record<OrderStatus, StatusTone>> = {
  NEW: 'accent',
  READY_TO_SHIP: 'info',
  SHIPPED: 'primary',
  DELIVERED: 'success',
  COMPLETED: 'success',
  CANCELLED: 'danger',
};

/** An order's status as a coloured label; the word says it, the colour only helps. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useOrdersTranslation();
  return <StatusTag tone={toneOf[status] ?? 'neutral'}>{t(`status.${status}`)}</StatusTag>;
}
