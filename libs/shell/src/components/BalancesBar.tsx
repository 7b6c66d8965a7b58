import { useApiClient, type ApiClient } from '@seller-portal/api-client';
import { ShellLink, useIsServed } from '@seller-portal/app-runtime';
import {
  adsBalanceTotal,
  analyticsCalls,
  bliklanBalanceQueryKey,
  dashboardSummaryQueryKey,
  type BliklanBalance,
  type DashboardSummary,
} from '@seller-portal/contracts/analytics';
import { hasAccessibilities, type Language, type Session } from '@seller-portal/contracts/core';
import { formatCurrency } from '@seller-portal/formatting';
import { useQuery } from '@tanstack/react-query';
import { useShellTranslation } from '../i18n/resources';
import { MegaphoneIcon, WalletIcon } from './icons';
import styles from './BalancesBar.module.css';

/** The balances the bar shows: the wallet's withdrawable amount and the ads balance (its credit and bonus together). */
const tiles = [
  {
    key: 'wallet',
    to: '/wallet',
    icon: <WalletIcon size={20} />,
    requires: 'STORE_STORE-WALLET_VIEW',
    // The bar is the dashboard's (§2.8): its wallet is the summary's, one entry and one call with the page's figures.
    queryKey: dashboardSummaryQueryKey,
    read: (client: ApiClient, signal: AbortSignal): Promise<DashboardSummary | BliklanBalance> => client.call(analyticsCalls.dashboardSummary, { signal }),
    amount: (value: DashboardSummary | BliklanBalance) => ('wallet' in value ? (value.wallet?.balance ?? null) : value.balance),
  },
  {
    key: 'ads',
    to: '/bliklan',
    icon: <MegaphoneIcon size={20} />,
    requires: 'STORE_PROMO_BLIKLAN',
    // The dashboard's ads figure reads the same entry and shows the same total.
    queryKey: bliklanBalanceQueryKey,
    read: (client: ApiClient, signal: AbortSignal): Promise<DashboardSummary | BliklanBalance> => client.call(analyticsCalls.bliklanBalance, { signal }),
    amount: (value: DashboardSummary | BliklanBalance) => ('bonusBalance' in value ? adsBalanceTotal(value) : null),
  },
] as const;

/** One tile: its balance once the server answers it (a link to the page behind it either way). */
function BalanceTile({ tile }: { tile: (typeof tiles)[number] }) {
  const { t, i18n } = useShellTranslation();
  const client = useApiClient();
  const balance = useQuery({
    queryKey: tile.queryKey,
    queryFn: ({ signal }) => tile.read(client, signal),
    staleTime: 60_000,
  });
  const lang = (i18n.language === 'en' ? 'en' : 'id') as Language;
  const amount = balance.data ? tile.amount(balance.data) : null;
  return (
    <ShellLink to={tile.to} className={styles.tile} data-balance={tile.key}>
      <span className={styles.icon}>{tile.icon}</span>
      <span className={styles.text}>
        <span className={styles.name}>{t(`balances.${tile.key}`)}</span>
        <span className={amount !== null ? styles.amount : styles.view}>{amount !== null ? formatCurrency(amount, lang) : t('balances.view')}</span>
      </span>
    </ShellLink>
  );
}

/**
 * §2.8 the mobile balances bar of the dashboard (64 px, §9): the balances the session's codes open and whose page a
 * mounted feature serves, with their amounts; no bar without one.
 */
export function BalancesBar({ session }: { session: Session }) {
  const { t } = useShellTranslation();
  const served = useIsServed(session);
  const shown = tiles.filter((tile) => hasAccessibilities(session, [tile.requires]) && served(tile.to));
  if (shown.length === 0) return null;
  return (
    <nav className={styles.bar} aria-label={t('balances.label')}>
      {shown.map((tile) => (
        <BalanceTile key={tile.key} tile={tile} />
      ))}
    </nav>
  );
}
