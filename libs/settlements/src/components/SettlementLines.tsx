import type { SettlementLine, SettlementStatus } from '@seller-portal/contracts/settlements';
import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { useSettlementTexts } from '../lib/use-settlement-texts';
import styles from './settlements.module.css';

export interface SettlementLinesProps {
  lines: readonly SettlementLine[];
  /** Cards (a phone) instead of a table. */
  cards?: boolean;
}

const orderPath = (orderNumber: string) => `/order-list/${encodeURIComponent(orderNumber)}`;

function StatusBadge({ status }: { status: SettlementStatus }) {
  const { t } = useSettlementTexts();
  return <span className={clsx(styles.badge, styles[`badge_${status}`])}>{t(`status.${status}`)}</span>;
}

/** When the line's net reached, or reaches, the wallet's available balance. */
function StatusDate({ line }: { line: SettlementLine }) {
  const { t, day } = useSettlementTexts();
  return (
    <span className={styles.muted}>
      {line.status === 'SETTLED' ? t('lines.settledOn', { date: day(line.settledAt ?? line.settleAt) }) : t('lines.settlesOn', { date: day(line.settleAt) })}
    </span>
  );
}

/**
 * The settlement lines, one per completed order, each linking to its order: a table of the sales, each deduction,
 * the net and the status on a desktop; on a phone a card per line with the deductions summed.
 */
export function SettlementLines({ lines, cards = false }: SettlementLinesProps) {
  const { t, money, day } = useSettlementTexts();
  if (cards) {
    return (
      <ul className={styles.cards}>
        {lines.map((line) => (
          <li key={line.orderNumber} className={styles.card}>
            <div className={styles.cardHead}>
              <Link className={styles.orderLink} to={orderPath(line.orderNumber)}>
                {line.orderNumber}
              </Link>
              <StatusBadge status={line.status} />
            </div>
            <dl className={styles.facts}>
              <dt>{t('lines.completed')}</dt>
              <dd>{day(line.completedAt)}</dd>
              <dt>{t('lines.gross')}</dt>
              <dd>{money(line.gross)}</dd>
              <dt>{t('lines.deductions')}</dt>
              <dd>{money(-(line.commission + line.shippingSubsidy + line.adsDeduction))}</dd>
              <dt className={styles.net}>{t('lines.net')}</dt>
              <dd className={styles.net}>{money(line.net)}</dd>
              <dt>{t('lines.settleDate')}</dt>
              <dd>{day(line.settledAt ?? line.settleAt)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t('lines.heading')}>
        <thead>
          <tr>
            <th scope="col">{t('lines.order')}</th>
            <th scope="col">{t('lines.completed')}</th>
            <th scope="col" className={styles.amount}>
              {t('lines.gross')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('lines.commission')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('lines.shippingSubsidy')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('lines.ads')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('lines.net')}
            </th>
            <th scope="col">{t('lines.status')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.orderNumber}>
              <td>
                <Link className={styles.orderLink} to={orderPath(line.orderNumber)}>
                  {line.orderNumber}
                </Link>
              </td>
              <td>{day(line.completedAt)}</td>
              <td className={styles.amount}>{money(line.gross)}</td>
              <td className={styles.amount}>{money(-line.commission)}</td>
              <td className={styles.amount}>{money(-line.shippingSubsidy)}</td>
              <td className={styles.amount}>{money(-line.adsDeduction)}</td>
              <td className={clsx(styles.amount, styles.net)}>{money(line.net)}</td>
              <td>
                <StatusBadge status={line.status} />
                <StatusDate line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
