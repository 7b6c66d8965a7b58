import type { StoreVerificationStatus } from '@seller-portal/contracts/store-verification';
import { Notice } from '@seller-portal/ui/forms';
import { useStoreVerificationTranslation } from '../i18n/use-translation';
import styles from './RejectionNotice.module.css';

/** §4.5 why internal staff rejected the photos sent, as they wrote it, and what to do: send both again. */
export function RejectionNotice({ rejection }: { rejection: NonNullable<StoreVerificationStatus['rejection']> }) {
  const { t } = useStoreVerificationTranslation();
  return (
    <Notice tone="danger">
      <div className={styles.rejection} data-testid="identity-rejection">
        <strong>{t('rejected.title')}</strong>
        <span className={styles.reason}>{t('rejected.reason', { reason: rejection.reason })}</span>
        <span>{t('rejected.again')}</span>
      </div>
    </Notice>
  );
}
