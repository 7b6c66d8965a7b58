import type { SettlementPeriod } from '@seller-portal/contracts/settlements';
import clsx from 'clsx';
import { useSettlementTexts } from '../lib/use-settlement-texts';
import styles from './settlements.module.css';

export interface PeriodCardsProps {
  periods: readonly SettlementPeriod[];
  /** The month the list shows, if it shows one. */
  current?: string | null;
  /** Shows the month's lines. */
  onShow?: (period: string) => void;
}

/** The store's months, newest first, each with its sales, fees, net, settled and to-settle totals; a row that scrolls sideways. */
export function PeriodCards({ periods, current = null, onShow }: PeriodCardsProps) {
  const { t, money, month } = useSettlementTexts();
  return (
    <ul className={styles.periods}>
      {periods.map((period) => {
        const name = month(period.period);
        return (
          <li
            key={period.period}
            className={clsx(styles.period, period.period === current && styles.periodCurrent)}
            aria-current={period.period === current || undefined}
          >
            <div className={styles.periodHead}>
              <h3 className={styles.periodName}>{name}</h3>
              <span className={styles.muted}>{t('periods.orders', { count: period.lines })}</span>
            </div>
            <dl className={styles.facts}>
              <dt>{t('periods.sales')}</dt>
              <dd>{money(period.sales)}</dd>
              <dt>{t('periods.fees')}</dt>
              <dd>{money(-period.fees)}</dd>
              <dt className={styles.net}>{t('periods.net')}</dt>
              <dd className={styles.net}>{money(period.net)}</dd>
              <dt>{t('periods.settled')}</dt>
              <dd>{money(period.settled)}</dd>
              <dt>{t('periods.toSettle')}</dt>
              <dd>{money(period.toSettle)}</dd>
            </dl>
            {onShow && (
              <button type="button" className={styles.linkButton} onClick={() => onShow(period.period)}>
                {t('periods.show', { month: name })}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
