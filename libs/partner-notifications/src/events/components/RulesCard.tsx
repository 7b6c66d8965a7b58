import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import {
  notificationRuleCategories,
  notificationRuleTypes,
  storeBusinessTypes,
  type NotificationEvent,
  type NotificationEventRule,
  type NotificationRuleType,
} from '@seller-portal/contracts';
import { Button, Card, TextField } from '@seller-portal/ui';
import { adminStyles, FailureStatus, SelectField } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
  const [rulesType, setRulesType] = useState<NotificationRuleType>('STORE');
  const [id, setId] = useState('');
  const add = useAddRule(event.code, { onSuccess: () => setId('') });
  const remove = useRemoveRule(event.code);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (id.trim()) add.mutate({ rulesType, id: id.trim() });
  };
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
        <form className={styles.stack} onSubmit={submit} aria-label={t('rules.add')}>
          <div className={styles.grid}>
            <SelectField
              label={t('rules.type')}
              value={rulesType}
              onChange={(e) => {
                const next = e.target.value as NotificationRuleType;
                setRulesType(next);
                setId(next === 'STORE' ? '' : choices[next][0]);
              }}
              options={notificationRuleTypes.map((value) => ({ value, label: typeName(value) }))}
            />
            {rulesType === 'STORE' ? (
              <TextField label={t('rules.storeCode')} hint={t('rules.storeHint')} value={id} onChange={(e) => setId(e.target.value)} autoComplete="off" />
            ) : (
              <SelectField
                label={typeName(rulesType)}
                value={id}
                onChange={(e) => setId(e.target.value)}
                options={options.map((value) => ({ value, label: target({ rulesType, id: value, label: null }) }))}
              />
            )}
          </div>
          {add.isError && <FailureStatus text={serverErrorText(t, add.error)} />}
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" loading={add.isPending} disabled={!id.trim()}>
              {t('rules.add')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
