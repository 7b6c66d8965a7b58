import { hasAccessibilities, type Session } from '@seller-portal/contracts';
import { useShellTranslation } from '../i18n/resources';
import { MegaphoneIcon, WalletIcon } from './icons';
import { ShellLink } from '@seller-portal/app-runtime';
import styles from './BalancesBar.module.css';

const tiles = [
  { key: 'wallet', to: '/wallet', icon: <WalletIcon size={20} />, requires: 'STORE_STORE-WALLET_VIEW' },
  { key: 'ads', to: '/bliklan', icon: <MegaphoneIcon size={20} />, requires: 'STORE_PROMO_BLIKLAN' },
] as const;

/** §2.8 the mobile balances bar of the dashboard (64 px, §9): the balances the session's codes open. */
export function BalancesBar({ session }: { session: Session }) {
  const { t } = useShellTranslation();
  const shown = tiles.filter((tile) => hasAccessibilities(session, [tile.requires]));
  if (shown.length === 0) return null;
  return (
    <nav className={styles.bar} aria-label={t('balances.label')}>
      {shown.map((tile) => (
        <ShellLink key={tile.key} to={tile.to} className={styles.tile}>
          <span className={styles.icon}>{tile.icon}</span>
          <span className={styles.text}>
            <span className={styles.name}>{t(`balances.${tile.key}`)}</span>
            <span className={styles.view}>{t('balances.view')}</span>
          </span>
        </ShellLink>
      ))}
    </nav>
  );
}
