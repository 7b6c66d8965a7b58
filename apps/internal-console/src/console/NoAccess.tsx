import { CenteredPage, ErrorView } from '@seller-portal/ui';
import { useConsoleTranslation } from '../i18n/resources';
import styles from './NoAccess.module.css';

/** The 403 view for a session without INTERNAL mode: its way back is the seller portal (a full page load). */
export function NoAccess() {
  const { t } = useConsoleTranslation();
  return (
    <CenteredPage>
      <ErrorView code={403} onBack={() => window.location.assign('/dashboard')}>
        <p className={styles.text}>{t('noAccess.text')}</p>
        <a className={styles.link} href="/">
          {t('noAccess.toPortal')}
        </a>
      </ErrorView>
    </CenteredPage>
  );
}
