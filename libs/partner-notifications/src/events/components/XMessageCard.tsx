import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { Card } from '@seller-portal/ui';
import { adminStyles, QueryStates } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { xMessageQuery } from '../api/events';
import { useEventsTranslation } from '../i18n/resources';
import styles from './events.module.css';

/** The x-message templates view: the event's templates as the messaging service keeps them, one per channel and language. */
export function XMessageCard({ code }: { code: string }) {
  const { t } = useEventsTranslation();
  const client = useApiClient();
  const templates = useQuery(xMessageQuery(client, code));
  return (
    <Card title={t('xMessage.title')}>
      <p className={styles.muted}>{t('xMessage.lead')}</p>
      <QueryStates
        query={templates}
        errorText={(error) => serverErrorText(t, error)}
        isEmpty={(xMessages) => xMessages.templates.length === 0}
        empty={<p className={styles.muted}>{t('xMessage.empty')}</p>}
      >
        {(xMessages) => (
          <table className={adminStyles.table} aria-label={t('xMessage.title')}>
            <thead>
              <tr>
                <th scope="col">{t('xMessage.name')}</th>
                <th scope="col">{t('debug.channel')}</th>
                <th scope="col">{t('xMessage.language')}</th>
                <th scope="col">{t('xMessage.variables')}</th>
              </tr>
            </thead>
            <tbody>
              {xMessages.templates.map((template) => (
                <tr key={template.name}>
                  <td data-label={t('xMessage.name')} className={adminStyles.mono}>
                    {template.name}
                  </td>
                  <td data-label={t('debug.channel')}>{t(`channel.${template.channel}`)}</td>
                  <td data-label={t('xMessage.language')}>{t(`language.${template.language}`)}</td>
                  <td data-label={t('xMessage.variables')} className={adminStyles.mono}>
                    {template.variables.join(', ') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryStates>
    </Card>
  );
}
