import { Button, Dialog } from '@seller-portal/ui';
import { modalQueue } from '../modal-queue/modal-queue';
import { whatsappReminderCode } from './rules';
import { usePopupTranslation } from './use-popup-translation';
import { rememberWhatsappReminderDismissed } from './whatsapp-reminder-flag';
import styles from './popups.module.css';

/** §3 / §4.8 `enable_whatsapp_notification_reminder` (order 0): shown once; its dismissal is remembered in this browser. */
export function WhatsappReminder() {
  const { t } = usePopupTranslation();
  const dismiss = () => {
    rememberWhatsappReminderDismissed();
    modalQueue.dequeue(whatsappReminderCode);
  };
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      title={t('whatsapp.title')}
      description={t('whatsapp.body')}
      footer={
        <div className={styles.actions}>
          <Button onClick={dismiss}>{t('whatsapp.ok')}</Button>
        </div>
      }
    />
  );
}
