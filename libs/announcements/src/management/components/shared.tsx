import { isApiError, networkErrorCode } from '@seller-portal/api-client';
import type { AnnouncementStatus } from '@seller-portal/contracts/announcements';
import { formatServerError } from '@seller-portal/i18n';
import { useToast } from '@seller-portal/ui';
import { StatusTag, type StatusTone } from '@seller-portal/ui/forms';
import { useCallback } from 'react';
import { useAnnouncementsTranslation } from '../i18n/resources';

/** The page's language as a locale for dates ('id' or 'en'). */
export function useLocale(): string {
  const { i18n } = useAnnouncementsTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'id').startsWith('en') ? 'en' : 'id';
}

export function formatTime(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** "1 Des 2026, 09.00 – 8 Des 2026, 09.00". */
export function useWindowText() {
  const { t } = useAnnouncementsTranslation();
  const locale = useLocale();
  return (start: number, end: number) => t('window', { start: formatTime(start, locale), end: formatTime(end, locale) });
}

const toneOf: Record<AnnouncementStatus, StatusTone> = { RUNNING: 'success', SCHEDULED: 'info', ENDED: 'neutral', STOPPED: 'danger' };

export function StatusBadge({ status }: { status: AnnouncementStatus }) {
  const { t } = useAnnouncementsTranslation();
  return <StatusTag tone={toneOf[status]}>{t(`status.${status}`)}</StatusTag>;
}

/** §8 API error text: the translated message of the code with the code as reference, or the offline text. */
export function useServerErrorText() {
  const { t } = useAnnouncementsTranslation();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.errorCode === networkErrorCode) return t('network', { ns: 'errors' });
      return formatServerError(t, isApiError(error) ? error : {});
    },
    [t],
  );
}

/** Shows a failed call as the §8 danger toast. */
export function useServerErrorToast() {
  const toast = useToast();
  const text = useServerErrorText();
  return useCallback((error: unknown) => void toast.show({ type: 'danger', message: text(error) }), [toast, text]);
}
