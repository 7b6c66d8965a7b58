import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { ShellLink } from '@seller-portal/app-runtime';
import {
  isMandatoryPreference,
  notificationCategories,
  notificationChannels,
  notificationLanguages,
  type NotificationLanguage,
  type NotificationPreferences,
} from '@seller-portal/contracts/notifications';
import { Button, Container, useToast } from '@seller-portal/ui';
import { Checkbox, QueryStates, SelectField, useFormState } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { preferencesQuery, useSaveNotificationPreferences } from '../api/notifications';
import { useNotificationsTranslation } from '../i18n/resources';
import { draftOf, isDirty, pairKey, requestOf, withPreference, type PreferenceDraft } from '../lib/preference-draft';
import { LeaveWithoutSaving } from './LeaveWithoutSaving';
import styles from './notifications.module.css';

/**
 * §2.5 /settings/notification: which channels bring which kinds of notification, and the language of the messages
 * that leave the portal. Saved to the server, which honours them on every delivery.
 */
export function NotificationSettingsPage() {
  const { t } = useNotificationsTranslation();
  const client = useApiClient();
  const saved = useQuery(preferencesQuery(client));

  return (
    <Container className={styles.page}>
      {/* §2.8: on phones this page has no header, so the way back is here. */}
      <ShellLink to="/notification" className={styles.back}>
        {t('settings.back')}
      </ShellLink>
      <h1 className={styles.heading}>{t('settings.title')}</h1>
      <p className={styles.lead}>{t('settings.lead')}</p>
      <QueryStates query={saved} errorText={(error) => serverErrorText(t, error)}>
        {(preferences) => (
          // A new save starts the form again from what the server answered.
          <PreferencesForm key={JSON.stringify(preferences)} saved={preferences} />
        )}
      </QueryStates>
    </Container>
  );
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useNotificationsTranslation();
  const toast = useToast();
  const mandatoryNoteId = useId();
  const save = useSaveNotificationPreferences();
  // Nothing to check here (every choice is valid): the server's refusal is the page's toast.
  const form = useFormState<PreferenceDraft>({
    initialValues: draftOf(saved),
    validate: () => ({}),
    submit: async (draft) => {
      await save.mutateAsync(requestOf(saved, draft));
      toast.show({ type: 'success', message: t('settings.saved') });
    },
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });
  const draft = form.values;
  const dirty = isDirty(saved, draft);
  const reset = () => {
    const first = draftOf(saved);
    form.setValue('language', first.language);
    form.setValue('enabled', first.enabled);
  };

  return (
    <form className={styles.settingsForm} onSubmit={(event) => void form.onSubmit(event)}>
      <SelectField
        label={t('settings.language')}
        hint={t('settings.languageHint')}
        wrapperClassName={styles.languageField}
        options={notificationLanguages.map((language) => ({ value: language, label: t(`settings.languages.${language}`) }))}
        ref={form.fieldRef('language')}
        value={draft.language}
        onChange={(event) => form.setValue('language', event.target.value as NotificationLanguage)}
      />
      <p id={mandatoryNoteId} className={styles.note}>
        {t('settings.mandatory')}
      </p>
      <div className={styles.categoryGroups}>
        {notificationCategories.map((category) => (
          <fieldset key={category} className={styles.categoryGroup}>
            <legend className={styles.categoryLegend}>{t(`category.${category}`)}</legend>
            <p className={styles.categoryHint}>{t(`categoryHint.${category}`)}</p>
            <div className={styles.channels}>
              {notificationChannels.map((channel) => {
                const mandatory = isMandatoryPreference(channel, category);
                return (
                  <Checkbox
                    key={channel}
                    label={t(`channel.${channel}`)}
                    name={pairKey(channel, category)}
                    checked={draft.enabled[pairKey(channel, category)] ?? false}
                    disabled={mandatory}
                    aria-describedby={mandatory ? mandatoryNoteId : undefined}
                    onChange={(event) => form.setValue('enabled', withPreference(draft, channel, category, event.target.checked).enabled)}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <LeaveWithoutSaving unsaved={dirty} />
      <div className={styles.formActions}>
        <Button type="submit" loading={form.busy} disabled={!dirty && !form.busy}>
          {t('settings.save')}
        </Button>
        {dirty && (
          <Button type="button" variant="ghost" onClick={reset}>
            {t('settings.reset')}
          </Button>
        )}
      </div>
    </form>
  );
}
