import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import type { AuditEntry } from '@seller-portal/contracts/accounts';
import type { ManualNotificationStatus } from '@seller-portal/contracts/partner-notifications';
import { AuditTrail } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeText } from '../../hooks/page-hooks';
import { historyQuery } from '../api/manual-notifications';
import { useManualTranslation } from '../i18n/resources';
import { changedParts } from '../lib/history';

const systemActor = 'system';

/** The notification's entries of the shared audit log: who did what and when, with the status it moved between. */
export function History({ id }: { id: string }) {
  const { t } = useManualTranslation();
  const client = useApiClient();
  const timeText = useTimeText();
  const [page, setPage] = useState(0);
  const history = useQuery(historyQuery(client, id, page));
  const statusOf = (state: unknown) => (state as { status?: ManualNotificationStatus } | null)?.status;
  const details = (entry: AuditEntry) => {
    const [before, after] = [statusOf(entry.before), statusOf(entry.after)];
    const parts = entry.action === 'UPDATE' ? changedParts(entry.before, entry.after) : [];
    const status = before && after && before !== after;
    if (!status && parts.length === 0) return undefined;
    return (
      <>
        {status && <p>{t('history.statusChange', { before: t(`status.${before}`), after: t(`status.${after}`) })}</p>}
        {parts.length > 0 && <p>{t('history.changed', { parts: parts.map((part) => t(`history.part.${part}`)).join(', ') })}</p>}
      </>
    );
  };
  return (
    <AuditTrail
      loading={history.isPending}
      error={history.isError ? serverErrorText(t, history.error) : null}
      entries={(history.data?.content ?? []).map((entry) => ({
        id: entry.id,
        summary: t(`history.${entry.action}`, { actor: entry.actor === systemActor ? t('history.system') : entry.actor }),
        timeText: timeText(entry.createdAt),
        dateTime: new Date(entry.createdAt).toISOString(),
        details: details(entry),
      }))}
      page={page}
      totalPages={history.data?.totalPages ?? 0}
      onPage={setPage}
    />
  );
}
