import { useApiClient } from '@seller-portal/api-client';
import { editableManualNotificationStatuses, type ManualNotification, type ManualNotificationMessage } from '@seller-portal/contracts/partner-notifications';
import { Card, Container } from '@seller-portal/ui';
import { adminStyles, Notice } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMayDo, useTimeText } from '../../hooks/page-hooks';
import { manualNotificationQuery } from '../api/manual-notifications';
import { useManualTranslation } from '../i18n/resources';
import { History } from './History';
import { CancelScheduleButton, CopyButton, DeleteButton } from './ManualActions';
import { manualListPath, manualNotificationPath, NotificationUnavailable, StatusBadge, useAudienceText, useChannelsText, useTitleOf } from './shared';
import styles from './manual.module.css';

function DeliveryResult({ notification }: { notification: ManualNotification }) {
  const { t } = useManualTranslation();
  if (notification.sending) return <p role="status">{t('view.sendingNow')}</p>;
  const failure = notification.status === 'FAILED' ? (notification.failureReason ?? 'DELIVERY_FAILED') : null;
  const known = failure !== null && ['NO_RECIPIENTS', 'DELIVERY_FAILED', 'DELIVERY_INTERRUPTED', 'SERVICE_UNAVAILABLE'].includes(failure);
  const failed = failure && (
    <Notice tone="danger">{t('view.failed', { reason: known ? t(`view.failure.${failure}`) : t('view.failure.other', { code: failure }) })}</Notice>
  );
  // A send that failed part-way still shows what reached the sellers before it stopped.
  if (!notification.delivery) return failed || <p className={adminStyles.lead}>{t('view.notSentYet')}</p>;
  const { delivery } = notification;
  return (
    <>
      {failed}
      <p className={styles.result} data-testid="manual-delivery-recipients">
        {t('view.recipients', { count: delivery.recipients })}
      </p>
      <dl className={adminStyles.facts}>
        <dt>{t('view.deliveryId')}</dt>
        <dd className={adminStyles.mono}>{delivery.deliveryId}</dd>
      </dl>
      {notification.channels.some((channel) => delivery.byChannel[channel]) && (
        <table className={`${adminStyles.table} ${styles.channelResults}`}>
          <thead>
            <tr>
              <th scope="col">{t('view.channelColumn')}</th>
              <th scope="col">{t('view.sentColumn')}</th>
              <th scope="col">{t('view.skippedColumn')}</th>
              <th scope="col">{t('view.failedColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {notification.channels.map((channel) => {
              const outcome = delivery.byChannel[channel];
              if (!outcome) return null;
              return (
                <tr key={channel}>
                  <td data-label={t('view.channelColumn')}>{t(`channel.${channel}`)}</td>
                  <td data-label={t('view.sentColumn')}>{outcome.sent}</td>
                  <td data-label={t('view.skippedColumn')}>{outcome.skippedByPreference}</td>
                  <td data-label={t('view.failedColumn')}>{outcome.failed}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

function Message({ label, message }: { label: string; message: ManualNotificationMessage }) {
  const { t } = useManualTranslation();
  return (
    <section className={styles.message} aria-label={label}>
      <h3 className={styles.messageTitle}>{label}</h3>
      {(['id', 'en'] as const).map((language) => (
        <div key={language}>
          <p className={styles.languageLabel}>{t(language === 'id' ? 'form.indonesian' : 'form.english')}</p>
          <div lang={language}>
            <p>
              <strong>{message[language].title}</strong>
            </p>
            <p className={styles.messageBody}>{message[language].body}</p>
          </div>
        </div>
      ))}
    </section>
  );
}

/** `/partners-notification/manual/:id` (INTERNAL_NOTIFICATION_MANUAL-SEE): the notification, its delivery result and its history. */
export function ManualNotificationViewPage() {
  const { t } = useManualTranslation();
  const { id = '' } = useParams();
  const client = useApiClient();
  const navigate = useNavigate();
  const query = useQuery(manualNotificationQuery(client, id));
  const timeText = useTimeText();
  const titleOf = useTitleOf();
  const audienceText = useAudienceText();
  const channelsText = useChannelsText();
  const mayEdit = useMayDo('INTERNAL_NOTIFICATION_MANUAL-EDIT');
  const mayCopy = useMayDo('INTERNAL_NOTIFICATION_MANUAL-COPY');
  const mayDelete = useMayDo('INTERNAL_NOTIFICATION_MANUAL-DELETE');
  const notification = query.data;
  if (!notification) return <NotificationUnavailable query={query} />;

  const editable = editableManualNotificationStatuses.includes(notification.status) && !notification.sending;
  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to={manualListPath}>
        ← {t('back')}
      </Link>
      <div className={adminStyles.head}>
        <div>
          <h1 className={adminStyles.heading}>{titleOf(notification)}</h1>
          <StatusBadge notification={notification} />
        </div>
        <div className={adminStyles.row}>
          {mayEdit && editable && (
            <Link className={adminStyles.buttonLinkSecondary} to={`${manualNotificationPath(notification.id)}/edit`}>
              {t('edit')}
            </Link>
          )}
          {mayEdit && notification.status === 'SCHEDULED' && !notification.sending && <CancelScheduleButton notification={notification} />}
          {mayCopy && <CopyButton notification={notification} />}
          {mayDelete && !notification.sending && <DeleteButton notification={notification} onDeleted={() => void navigate(manualListPath)} />}
        </div>
      </div>
      <div className={adminStyles.detailGrid}>
        <div className={styles.fields}>
          <Card title={t('view.details')}>
            <dl className={adminStyles.facts}>
              <dt>{t('view.category')}</dt>
              <dd>{t(`category.${notification.category}`)}</dd>
              <dt>{t('view.channels')}</dt>
              <dd>{channelsText(notification.channels)}</dd>
              <dt>{t('view.audience')}</dt>
              <dd>{audienceText(notification.audience)}</dd>
              <dt>{t('view.link')}</dt>
              <dd className={notification.link ? adminStyles.mono : undefined}>{notification.link ?? t('view.noLink')}</dd>
              <dt>{t('view.scheduledAt')}</dt>
              <dd>{notification.scheduledAt === null ? t('notScheduled') : timeText(notification.scheduledAt)}</dd>
              {notification.sentAt !== null && (
                <>
                  <dt>{t('view.sentAt')}</dt>
                  <dd>{timeText(notification.sentAt)}</dd>
                </>
              )}
              <dt>{t('view.created')}</dt>
              <dd>{t('view.byActor', { time: timeText(notification.createdAt), actor: notification.createdBy })}</dd>
              <dt>{t('view.updated')}</dt>
              <dd>{t('view.byActor', { time: timeText(notification.updatedAt), actor: notification.updatedBy })}</dd>
              {notification.copiedFrom && (
                <>
                  <dt>{t('view.copiedFrom')}</dt>
                  <dd>
                    <Link className={adminStyles.textLink} to={manualNotificationPath(notification.copiedFrom)}>
                      {t('view.copiedFromLink')}
                    </Link>
                  </dd>
                </>
              )}
            </dl>
          </Card>
          <Card title={t('view.delivery')}>
            <DeliveryResult notification={notification} />
          </Card>
        </div>
        <Card title={t('view.content')}>
          {notification.channels.map((channel) => (
            <Message key={channel} label={t(`channel.${channel}`)} message={notification.content[channel] as ManualNotificationMessage} />
          ))}
        </Card>
      </div>
      <History id={notification.id} />
    </Container>
  );
}
