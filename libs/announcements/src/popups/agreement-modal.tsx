import { refreshSession } from '@seller-portal/session-guard';
import { Button, Dialog } from '@seller-portal/ui';
import { RichText } from '@seller-portal/ui/rich-text';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { modalQueue } from '../modal-queue/modal-queue';
import { useApproveAgreement } from './queries';
import { agreementModalCode } from './rules';
import { usePopupTranslation } from './use-popup-translation';
import styles from './popups.module.css';

/**
 * §4.2 step 4: a store in AGREEMENT-APPROVAL sees the agreement until its owner approves it. The modal cannot be
 * closed, so the portal behind it stays out of reach; after the approval the session is read again and it goes.
 */
export function AgreementModal() {
  const { t } = usePopupTranslation();
  const approval = useApproveAgreement();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'approving' | 'failed'>('idle');

  const approve = async () => {
    setState('approving');
    try {
      await approval.mutateAsync();
      await refreshSession(queryClient);
      modalQueue.dequeue(agreementModalCode);
    } catch (error) {
      console.error('The agreement could not be approved', error);
      setState('failed');
    }
  };

  return (
    <Dialog
      open
      size="md"
      dismissible={false}
      title={t('agreement.title')}
      description={t('agreement.lead')}
      footer={
        <div className={styles.actions}>
          <Button loading={state === 'approving'} disabled={state === 'approving'} onClick={() => void approve()}>
            {state === 'approving' ? t('agreement.approving') : t('agreement.approve')}
          </Button>
        </div>
      }
    >
      <RichText className={styles.content} html={t('agreement.points')} />
      {state === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('agreement.failed')}
        </p>
      )}
    </Dialog>
  );
}
