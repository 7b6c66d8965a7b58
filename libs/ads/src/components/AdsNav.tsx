import { ShellLink } from '@seller-portal/app-runtime';
import { useAdsTranslation } from '../i18n/resources';
import styles from './ads.module.css';

/** The two ads pages, side by side: the balance (`/bliklan`) and the campaigns (`/bliklanv2`). */
export function AdsNav({ current }: { current: 'overview' | 'campaigns' }) {
  const { t } = useAdsTranslation();
  const link = (page: 'overview' | 'campaigns', to: string) => (
    <ShellLink
      to={to}
      className={page === current ? `${styles.navLink} ${styles.navActive}` : styles.navLink}
      aria-current={page === current ? 'page' : undefined}
    >
      {t(`nav.${page}`)}
    </ShellLink>
  );
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {link('overview', '/bliklan')}
      {link('campaigns', '/bliklanv2')}
    </nav>
  );
}
