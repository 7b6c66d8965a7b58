import { Card } from '@seller-portal/ui';
import { adminStyles } from '@seller-portal/ui/forms';
import { usePartnerNotificationsTranslation } from '../i18n/resources';

/**
 * The Manual tab of `/partners-notification?tab=manual`: the manual notifications (§7 "Manual notifications").
 * Until their list is built it says there are none; the landing page mounts whatever this module exports.
 */
export function ManualTab() {
  const { t } = usePartnerNotificationsTranslation();
  return (
    <Card>
      <p className={adminStyles.lead}>{t('manualEmpty')}</p>
    </Card>
  );
}
