import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import {
  notificationRuleCategories,
  notificationRuleTypes,
  storeBusinessTypes,
  type NotificationEvent,
  type NotificationEventRule,
  type NotificationRuleType,
} from '@seller-portal/contracts/partner-notifications';
import { Button, Card, TextField } from '@seller-portal/ui';
import { adminStyles, FailureStatus, SelectField, useFormState } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../hooks/page-hooks';
import { uiConfigQuery, useAddRule, useRemoveRule } from '../api/events';
import { useEventsTranslation } from '../i18n/resources';
import { useIsAdmin } from './shared';
import styles from './events.module.css';

/** A rule type's name: the notification UI config's `ruleFieldNames` in the page's language, else the page's own text. */
export function useRuleTypeName() {
  const { t } = useEventsTranslation();
  const client = useApiClient();
  const language = useLanguage();
  const config = useQuery(uiConfigQuery(client));
  return (rulesType: NotificationRuleType) => config.data?.ruleFieldNames?.[rulesType]?.[language] ?? t(`ruleType.${rulesType}`);
}

/** What a rule's id names, for people: a store's name and code, a business type or category by its name. */
export function useRuleTarget() {
  const { t } = useEventsTranslation();
  return (rule: Pick<NotificationEventRule, 'rulesType' | 'id' | 'label'>) =>
    rule.rulesType === 'STORE' ? (rule.label ? `${rule.label} (${rule.id})` : rule.id) : t(`ruleValue.${rule.rulesType}.${rule.id}`, { defaultValue: rule.id });
}

const choices: Record<Exclude<NotificationRuleType, 'STORE'>, readonly string[]> = { BUSINESS_TYPE: storeBusinessTypes, CATEGORY: notificationRuleCategories };

/** The event's rules (which stores it reaches), each removable, and a form to add one; an unknown store is refused. */
export function RulesCard({ event }: { event: NotificationEvent }) {
  const { t } = useEventsTranslation();
  const isAdmin = useIsAdmin();
  const typeName = useRuleTypeName();
  const target = useRuleTarget();
  const add = useAddRule(event.code, { onSuccess: () => form.setValue('id', '') });
  const remove = useRemoveRule(event.code);
  // Add waits for an id (its button is disabled without one); the server's refusals show below the form.
  const form = useFormState<{ rulesType: NotificationRuleType; id: string }>({
    initialValues: { rulesType: 'STORE', id: '' },
    validate: () => ({}),
    submit: async (values) => {
      if (values.id.trim()) await add.mutateAsync({ rulesType: values.rulesType, id: values.id.trim() });
    },
  });
  const { rulesType, id } = form.values;
  const options = rulesType === 'STORE' ? [] : choices[rulesType];

  return (
    <Card title={t('rules.title')}>
      <p className={styles.muted}>{t('rules.lead')}</p>
      {event.rules.length === 0 ? (
        <p className={styles.muted}>{t('rules.empty')}</p>
      ) : (
        <table className={adminStyles.table} aria-label={t('rules.title')}>
          <thead>
            <tr>
              <th scope="col">{t('rules.type')}</th>
              <th scope="col">{t('rules.target')}</th>
              {isAdmin && <th scope="col">{t('rules.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {event.rules.map((rule) => (
              <tr key={`${rule.rulesType}:${rule.id}`}>
                <td data-label={t('rules.type')}>{typeName(rule.rulesType)}</td>
                <td data-label={t('rules.target')}>{target(rule)}</td>
                {isAdmin && (
                  <td data-label={t('rules.actions')}>
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={remove.isPending && remove.variables === rule}
                      onClick={() => remove.mutate(rule)}
                      aria-label={t('rules.removeNamed', { target: target(rule) })}
                    >
                      {t('rules.remove')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {remove.isError && <FailureStatus text={serverErrorText(t, remove.error)} />}
      {isAdmin && (
        <form className={styles.stack} onSubmit={(submitted) => void form.onSubmit(submitted)} aria-label={t('rules.add')}>
          <div className={styles.grid}>
            <SelectField
              label={t('rules.type')}
              value={rulesType}
              onChange={(e) => {
                const next = e.target.value as NotificationRuleType;
                form.setValue('rulesType', next);
                form.setValue('id', next === 'STORE' ? '' : choices[next][0]);
              }}
              options={notificationRuleTypes.map((value) => ({ value, label: typeName(value) }))}
            />
            {rulesType === 'STORE' ? (
              <TextField {...form.textField('id')} label={t('rules.storeCode')} hint={t('rules.storeHint')} autoComplete="off" />
            ) : (
              <SelectField
                label={typeName(rulesType)}
                value={id}
                onChange={(e) => form.setValue('id', e.target.value)}
                options={options.map((value) => ({ value, label: target({ rulesType, id: value, label: null }) }))}
              />
            )}
          </div>
          {add.isError && <FailureStatus text={serverErrorText(t, add.error)} />}
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" loading={form.busy} disabled={!id.trim()}>
              {t('rules.add')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
