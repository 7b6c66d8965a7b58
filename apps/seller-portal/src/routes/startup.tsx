import { useTranslation } from '@seller-portal/i18n';
import { Spinner } from '@seller-portal/ui';
import styles from './startup.module.css';

/** '/': nothing to show while startup decides where the user goes (§4.1). */
function StartupPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}

export const Component = StartupPage;
