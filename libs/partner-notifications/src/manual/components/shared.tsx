import { isApiError, serverErrorText } from '@seller-portal/api-client';
import {
  manualNotificationTitle,
  type ManualNotification,
  type ManualNotificationAudience,
  type ManualNotificationChannel,
} from '@seller-portal/contracts/partner-notifications';
import { Container, ErrorView } from '@seller-portal/ui';
import { adminStyles, FailureStatus, LoadingStatus } from '@seller-portal/ui/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../hooks/page-hooks';
import { useManualTranslation } from '../i18n/resources';
import styles from './manual.module.css';

/** Where the list is: the Manual tab of the landing page. */
export const manualListPath = '/partners-notification?tab=manual';
export const manualNotificationPath = (id: string) => `/partners-notification/manual/${encodeURIComponent(id)}`;

/** A notification's title in the page's language (its first channel's), or "(no title)". */
export function useTitleOf() {
  const { t } = useManualTranslation();
  const language = useLanguage();
  return (notification: Pick<ManualNotification, 'content'>) => manualNotificationTitle(notification.content, language) || t('untitled');
}

/** "All sellers", "2 stores: DEMO-60001, DEMO-60009", "Business types: OFFICIAL". */
export function useAudienceText() {
  const { t } = useManualTranslation();
  return (audience: ManualNotificationAudience) =>
    audience.type === 'ALL'
      ? t('audienceSummary.ALL')
      : t(`audienceSummary.${audience.type}`, { count: audience.values.length, values: audience.values.join(', ') });
}

export function useChannelsText() {
  const { t } = useManualTranslation();
  return (channels: readonly ManualNotificationChannel[]) => channels.map((channel) => t(`channel.${channel}`)).join(', ');
}

/** The status a person reads: a scheduled one being sent right now says so. */
export function StatusBadge({ notification }: { notification: Pick<ManualNotification, 'status' | 'sending'> }) {
  const { t } = useManualTranslation();
  const status = notification.sending ? 'SENDING' : notification.status;
  return (
    <span className={clsx(styles.badge, styles[`status-${status}`])} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** A page before its notification has arrived: loading, not found (the 404 view), or the failure with Try again. */
export function NotificationUnavailable({ query }: { query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'refetch'> }) {
  const { t } = useManualTranslation();
  const navigate = useNavigate();
  if (isApiError(query.error) && query.error.httpStatus === 404) return <ErrorView code={404} onBack={() => void navigate(manualListPath)} />;
  return (
    <Container className={adminStyles.page}>
      {query.isPending ? <LoadingStatus /> : <FailureStatus text={serverErrorText(t, query.error)} onRetry={() => void query.refetch()} />}
    </Container>
  );
}
