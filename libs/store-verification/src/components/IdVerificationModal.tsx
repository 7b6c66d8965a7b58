import { useNavigationHelper } from '@seller-portal/app-runtime';
import { formatDate } from '@seller-portal/formatting';
import type { Language } from '@seller-portal/i18n';
import { Button, Dialog } from '@seller-portal/ui';
import { useVerificationStatus } from '../api/store-verification';
import { useStoreVerificationTranslation } from '../i18n/use-translation';
import { RejectionNotice } from './RejectionNotice';
import { verificationPaths } from '../lib/paths';
import styles from './IdVerificationModal.module.css';

export interface IdVerificationModalProps {
  /** epoch ms */
  deadline: number;
  /** "Remind me tomorrow", the close button or Escape: hidden for a day by the cookie. */
  onHide(): void;
}

/**
 * §4.5 the ID-verification modal: the deadline and the way to the capture pages, and, after internal staff rejected
 * the photos sent, why (the store's verification status says it).
 */
export default function IdVerificationModal({ deadline, onHide }: IdVerificationModalProps) {
  const { t, i18n } = useStoreVerificationTranslation();
  const navigation = useNavigationHelper();
  const rejection = useVerificationStatus().data?.rejection;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onHide();
      }}
      title={t('modal.title')}
      description={t('modal.body', { deadline: formatDate(deadline, 'D MMMM YYYY', i18n.language as Language) })}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onHide}>
            {t('modal.later')}
          </Button>
          <Button onClick={() => navigation.navigateTo(verificationPaths.intro)}>{t('modal.start')}</Button>
        </div>
      }
    >
      {rejection && <RejectionNotice rejection={rejection} />}
    </Dialog>
  );
}
