import clsx from 'clsx';
import { NavLink } from 'react-router-dom';
import { useSettlementTexts } from '../lib/use-settlement-texts';
import styles from './settlements.module.css';

/** The two settlement pages: the settlements and the monthly documents. */
export function SettlementsNav() {
  const { t } = useSettlementTexts();
  const link = ({ isActive }: { isActive: boolean }) => clsx(styles.navLink, isActive && styles.navCurrent);
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.nav}>
        <li>
          <NavLink to="/settlements" end className={link}>
            {t('nav.lines')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/settlements/document" className={link}>
            {t('nav.documents')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
