import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import type { DebugResolution, NotificationEvent } from '@seller-portal/contracts/partner-notifications';
import { Button, Card, TextField } from '@seller-portal/ui';
import { adminStyles, FailureStatus, useFormState } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../hooks/page-hooks';
import { uiConfigQuery, useDebugEvent } from '../api/events';
import { useEventsTranslation } from '../i18n/resources';
import { useRuleTarget, useRuleTypeName } from './RulesCard';
import styles from './events.module.css';

/**
 * Debug of a realtime merchant event: for one store, which of the event's rules match it and which channel's template
 * resolves, named by the notification UI config's `debugResolutions` (the page's own words when it has none).
 */
export function DebugCard({ event }: { event: NotificationEvent }) {
  const { t } = useEventsTranslation();
  const client = useApiClient();
  const language = useLanguage();
  const config = useQuery(uiConfigQuery(client));
  const typeName = useRuleTypeName();
  const target = useRuleTarget();
  const run = useDebugEvent(event.code);
  // Run waits for a store code (its button is disabled without one); the server's refusal shows below the form.
  const form = useFormState<{ storeCode: string }>({
    initialValues: { storeCode: '' },
    validate: () => ({}),
    submit: async ({ storeCode }) => {
      if (storeCode.trim()) await run.mutateAsync({ storeCode: storeCode.trim(), payload: undefined });
    },
  });
  const { storeCode } = form.values;
  const resolutionName = (resolution: DebugResolution) => config.data?.debugResolutions?.[resolution]?.[language] ?? t(`debug.resolution.${resolution}`);
  const result = run.data;
  return (
    <Card title={t('debug.title')}>
      <p className={styles.muted}>{t('debug.lead')}</p>
      <form className={styles.stack} onSubmit={(submitted) => void form.onSubmit(submitted)} aria-label={t('debug.title')}>
        <TextField {...form.textField('storeCode')} label={t('rules.storeCode')} autoComplete="off" />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={form.busy} disabled={!storeCode.trim()}>
            {t('debug.run')}
          </Button>
        </div>
      </form>
      {run.isError && <FailureStatus text={serverErrorText(t, run.error)} />}
      {result && (
        <div className={styles.stack} data-testid="debug-result">
          <p role="status">{t(result.delivers ? 'debug.delivers' : 'debug.doesNotDeliver', { store: `${result.store.name} (${result.store.code})` })}</p>
          {result.rules.length === 0 ? (
            <p className={styles.muted}>{t('rules.empty')}</p>
          ) : (
            <table className={adminStyles.table} aria-label={t('debug.rules')}>
              <thead>
                <tr>
                  <th scope="col">{t('rules.type')}</th>
                  <th scope="col">{t('rules.target')}</th>
                  <th scope="col">{t('debug.result')}</th>
                </tr>
              </thead>
              <tbody>
                {result.rules.map((rule) => (
                  <tr key={`${rule.rulesType}:${rule.id}`}>
                    <td data-label={t('rules.type')}>{typeName(rule.rulesType)}</td>
                    <td data-label={t('rules.target')}>{target(rule)}</td>
                    <td data-label={t('debug.result')}>{resolutionName(rule.resolution)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <table className={adminStyles.table} aria-label={t('debug.templates')}>
            <thead>
              <tr>
                <th scope="col">{t('debug.channel')}</th>
                <th scope="col">{t('debug.result')}</th>
                <th scope="col">{t('debug.message')}</th>
              </tr>
            </thead>
            <tbody>
              {result.templates.map((template) => (
                <tr key={template.channel}>
                  <td data-label={t('debug.channel')}>{t(`channel.${template.channel}`)}</td>
                  <td data-label={t('debug.result')}>{resolutionName(template.resolution)}</td>
                  <td data-label={t('debug.message')}>
                    {template.rendered ? `${template.rendered[language].title} — ${template.rendered[language].body}` : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
