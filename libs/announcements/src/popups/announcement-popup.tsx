import type { AnnouncementAction, SellerAnnouncement } from '@seller-portal/contracts/announcements';
import { Button, Dialog } from '@seller-portal/ui';
import { RichText } from '@seller-portal/ui/rich-text';
import { useState } from 'react';
import { modalQueue } from '../modal-queue/modal-queue';
import { useAnnouncementAction } from './queries';
import { announcementModalCode, popupActions } from './rules';
import { localized, usePopupTranslation } from './use-popup-translation';
import styles from './popups.module.css';

/**
 * §4.4 one announcement as a popup: its sanitised rich text and the actions its type and conditions allow. Each
 * action is sent to the server; whatever the answer, the popup leaves the queue (§8: a failure is logged).
 */
export function AnnouncementPopup({ announcement }: { announcement: SellerAnnouncement }) {
  const { t, i18n } = usePopupTranslation();
  const record = useAnnouncementAction(announcement.code);
  const [busy, setBusy] = useState(false);
  const { buttons, dismissible } = popupActions(announcement);
  const language = i18n.language;

  const act = async (action: AnnouncementAction) => {
    setBusy(true);
    try {
      await record.mutateAsync(action);
    } catch (error) {
      console.error(`The announcement ${announcement.code} could not be marked ${action}`, error);
    } finally {
      modalQueue.dequeue(announcementModalCode(announcement.code));
    }
  };

  return (
    <Dialog
      open
      size="md"
      dismissible={dismissible}
      onOpenChange={(open) => {
        // Closing a skippable one counts as read.
        if (!open && !busy) void act('READ');
      }}
      title={localized(announcement.title, language)}
      description={dismissible ? undefined : t('required')}
      footer={
        <div className={styles.actions}>
          {announcement.surveyUrl && (
            <a className={styles.surveyLink} href={announcement.surveyUrl} target="_blank" rel="noopener noreferrer">
              {t('openSurvey')}
            </a>
          )}
          {buttons.includes('STOP') && (
            <Button variant="ghost" disabled={busy} onClick={() => void act('STOP')}>
              {t('stop')}
            </Button>
          )}
          {buttons.includes('IGNORE') && (
            <Button variant="secondary" disabled={busy} onClick={() => void act('IGNORE')}>
              {t('later')}
            </Button>
          )}
          <Button disabled={busy} onClick={() => void act('ACKNOWLEDGE')}>
            {t(`acknowledge.${announcement.type}`)}
          </Button>
        </div>
      }
    >
      <RichText className={styles.content} html={localized(announcement.content, language)} />
    </Dialog>
  );
}
