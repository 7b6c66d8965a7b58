import { ShellLink } from '@seller-portal/app-runtime';
import { CheckCircleIcon } from '@seller-portal/ui';
import { useStoreVerificationTranslation } from '../i18n/use-translation';
import styles from './DoneView.module.css';
import { VerificationFrame } from './VerificationFrame';

/** Both photos are in: the store is being checked (IDENTITY_PHOTO_CHECKING). */
export function DoneView() {
  const { t } = useStoreVerificationTranslation();
  return (
    <VerificationFrame title={t('done.title')}>
      <div className={styles.done} role="status">
        <CheckCircleIcon size={48} className={styles.icon} />
        <p>{t('done.lead')}</p>
      </div>
      <ShellLink to="/dashboard" className={styles.link}>
        {t('done.dashboard')}
      </ShellLink>
    </VerificationFrame>
  );
}
