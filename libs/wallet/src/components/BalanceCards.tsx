import type { WalletBalances } from '@seller-portal/contracts/wallet';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import type { ReactNode } from 'react';
import { useWalletTranslation } from '../i18n/resources';
import { rupiah, useLang } from './shared';
import styles from '../WalletPage.module.css';

/** The three balances from the ledger: available (withdrawable), pending (settling) and held (being withdrawn). */
export function BalanceCards({ balances, action }: { balances: WalletBalances | undefined; action?: ReactNode }) {
  const { t } = useWalletTranslation();
  const lang = useLang();
  if (!balances) {
    return (
      <SkeletonGroup label={t('balances.loading')}>
        <div className={styles.balances}>
          {[0, 1, 2].map((n) => (
            <div key={n} className={styles.balance}>
              <Skeleton width="60%" />
              <Skeleton width="80%" height="1.75rem" />
            </div>
          ))}
        </div>
      </SkeletonGroup>
    );
  }
  const tiles = [
    { key: 'available', amount: balances.available, hint: t('balances.availableHint') },
    { key: 'pending', amount: balances.pending, hint: t('balances.pendingHint') },
    { key: 'held', amount: balances.held, hint: t('balances.heldHint') },
  ] as const;
  return (
    <section aria-label={t('balances.label')}>
      <ul className={styles.balances}>
        {tiles.map((tile) => (
          <li key={tile.key} className={tile.key === 'available' ? `${styles.balance} ${styles.primaryBalance}` : styles.balance} data-balance={tile.key}>
            <span className={styles.balanceLabel}>{t(`balances.${tile.key}`)}</span>
            <strong className={styles.balanceAmount}>{rupiah(tile.amount, lang)}</strong>
            <span className={styles.muted}>{tile.hint}</span>
            {tile.key === 'available' && action}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {t('balances.limit', { withdrawn: rupiah(balances.withdrawnToday, lang), limit: rupiah(balances.dailyWithdrawalLimit, lang) })}
      </p>
    </section>
  );
}
