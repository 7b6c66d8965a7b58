import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import type { AuditEntry } from '@seller-portal/contracts/accounts';
import { AuditTrail } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { historyQuery } from '../api/mobile-configs';
import { useMobileConfigsTranslation } from '../i18n/resources';
import { lineDiff } from '../lib/json-value';
import { DiffView, useTimeText } from './shared';

interface AuditedConfig {
  value?: string;
  version?: number;
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useMobileConfigsTranslation();
  const before = (entry.before ?? {}) as AuditedConfig;
  const after = (entry.after ?? {}) as AuditedConfig;
  if (entry.action !== 'UPDATE' || before.value === undefined || after.value === undefined) return null;
  return <DiffView lines={lineDiff(before.value, after.value)} label={t('history.changes')} />;
}

/** The config's audit log (shared with the other internal tools): who changed it and when, each change as a diff. */
export function History({ configKey }: { configKey: string }) {
  const { t } = useMobileConfigsTranslation();
  const client = useApiClient();
  const timeText = useTimeText();
  const [page, setPage] = useState(0);
  const history = useQuery(historyQuery(client, configKey, page));
  return (
    <AuditTrail
      loading={history.isPending}
      error={history.isError ? serverErrorText(t, history.error) : null}
      entries={(history.data?.content ?? []).map((entry) => ({
        id: entry.id,
        summary: t(`history.${entry.action}`, { actor: entry.actor, version: ((entry.after ?? {}) as AuditedConfig).version ?? '' }),
        timeText: timeText(entry.createdAt),
        dateTime: new Date(entry.createdAt).toISOString(),
        details: <Changes entry={entry} />,
      }))}
      page={page}
      totalPages={history.data?.totalPages ?? 0}
      onPage={setPage}
    />
  );
}
