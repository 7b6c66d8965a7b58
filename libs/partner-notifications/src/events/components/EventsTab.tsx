import { Card } from '@seller-portal/ui';
import { adminStyles } from '@seller-portal/ui/forms';
import { useEventsTranslation } from '../i18n/resources';

/** The Event tab of `/partners-notification`: the notification events. */
export function EventsTab() {
  const { t } = useEventsTranslation();
  return (
    <Card>
      <p className={adminStyles.lead}>{t('empty')}</p>
    </Card>
  );
}
