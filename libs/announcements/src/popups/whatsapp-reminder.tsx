import { useApiClient } from '@seller-portal/api-client';
import { whatsappNotificationsOn } from '@seller-portal/contracts/notifications';
import { Button, Dialog } from '@seller-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { modalQueue } from '../modal-queue/modal-queue';
import { notificationPreferencesQuery } from './queries';
import { whatsappReminderCode } from './rules';
import { usePopupTranslation } from './use-popup-translation';
import { rememberWhatsappReminderDismissed } from './whatsapp-reminder-flag';
import styles from './popups.module.css';

/** Where WhatsApp notifications are turned on. */
const notificationSettingsPath = '/settings/notification';

/**
 * §3 / §4.8 `enable_whatsapp_notification_reminder` (order 0): shown once, and only while the seller's WhatsApp
 * notifications are off on the server; its dismissal is remembered in this browser. Turned on meanwhile (the settings
 * page updates the same query entry), it leaves the queue without showing.
 */
export function WhatsappReminder() {
  const { t } = usePopupTranslation();
  const navigate = useNavigate();
  const preferences = useQuery(notificationPreferencesQuery(useApiClient()));
  const alreadyOn = preferences.data ? whatsappNotificationsOn(preferences.data) : false;
  useEffect(() => {
    if (alreadyOn) modalQueue.dequeue(whatsappReminderCode);
  }, [alreadyOn]);
  if (alreadyOn) return null;

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
          <Button variant="secondary" onClick={dismiss}>
            {t('whatsapp.ok')}
          </Button>
          <Button
            onClick={() => {
              // Asked again next time only if the seller leaves it off.
              modalQueue.dequeue(whatsappReminderCode);
              void navigate(notificationSettingsPath);
            }}
          >
            {t('whatsapp.turnOn')}
          </Button>
        </div>
      }
    />
  );
}
