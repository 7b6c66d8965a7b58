import type { OrderStatus } from '@seller-portal/contracts/orders';
import clsx from 'clsx';
import { useOrdersTranslation } from '../i18n/resources';
import styles from './OrdersTable.module.css';

/** An order's status as a coloured label; the word says it, the colour only helps. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useOrdersTranslation();
  return <span className={clsx(styles.badge, styles[`badge_${status}`])}>{t(`status.${status}`)}</span>;
}
