import { useApiClient } from '@seller-portal/api-client';
import type { ActiveSession } from '@seller-portal/contracts/accounts';
import { formatDate, relativeTime } from '@seller-portal/formatting';
import type { Language } from '@seller-portal/i18n';
import { Button, Dialog, PasswordField, Spinner, useToast } from '@seller-portal/ui';
import { Notice, useFormState } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { activeSessionsQuery, useEndSessions } from '../api/active-sessions';
import { useAccountTranslation } from '../i18n/account-resources';
import { describeUserAgent } from '../lib/user-agent';
import { ServerErrorMessage, serverErrorText } from './server-error-message';
import styles from './SignedInDevices.module.css';

/** "Chrome · Windows", "Android app", or "Unknown device" when the session kept no user agent. */
function deviceName(t: TFunction, userAgent: string | null): string {
  const { browser, system } = describeUserAgent(userAgent);
  if (browser === 'app') return t('devices.app', { system: system ?? '' });
  if (browser && system) return t('devices.browserOn', { browser, system });
  return browser ?? system ?? t('devices.unknown');
}

/** Which session(s) the password dialog is about to sign out. */
type Target = { id: string; name: string } | { others: true };

/**
 * The signed-in devices of the account (every live session), so the owner can spot one that is not theirs and sign
 * it out, or all others at once. Signing out asks for the current password again: a stolen session cannot use this
 * to throw the owner out.
 */
export function SignedInDevices() {
  const { t, i18n } = useAccountTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) as Language;
  const client = useApiClient();
  const toast = useToast();
  const sessions = useQuery(activeSessionsQuery(client));
  const endSessions = useEndSessions();
  const [target, setTarget] = useState<Target | null>(null);
  const headingId = useId();
  const now = Date.now();
  // The password typed again; its message is a text already (the server's, with its code as reference).
  const form = useFormState<{ password: string }>({
    initialValues: { password: '' },
    validate: ({ password }) => (password.trim() === '' ? { password: t('devices.passwordRequired') } : {}),
    submit: async ({ password }) => {
      if (!target) return;
      const { ended } = await endSessions.mutateAsync('id' in target ? { id: target.id, password } : { others: true, password });
      close();
      toast.show({ type: 'success', message: t('devices.signedOut', { count: ended }) });
    },
    fieldError: (failure) => ({ field: 'password', message: serverErrorText(t, failure) }),
    errorText: (text) => text,
  });

  function close() {
    setTarget(null);
    form.setValue('password', '');
  }

  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('devices.title')}
      </h2>
      <p className={styles.intro}>{t('devices.intro')}</p>
      {sessions.isPending && <Spinner label={t('devices.loading')} />}
      {sessions.isError && (
        <Notice tone="danger" role="alert">
          <ServerErrorMessage text={serverErrorText(t, sessions.error)} />
        </Notice>
      )}
      {sessions.data && (
        <ul className={styles.list}>
          {sessions.data.map((session) => (
            <DeviceRow key={session.id} session={session} now={now} lang={lang} t={t} onSignOut={(name) => setTarget({ id: session.id, name })} />
          ))}
        </ul>
      )}
      {others > 1 && (
        <Button variant="secondary" fullWidth onClick={() => setTarget({ others: true })}>
          {t('devices.signOutOthers')}
        </Button>
      )}
      <Dialog
        open={target !== null}
        onOpenChange={(open) => !open && close()}
        title={target && 'id' in target ? t('devices.confirmOne', { name: target.name }) : t('devices.confirmOthers')}
        description={t('devices.confirmDescription')}
        size="sm"
      >
        <form className={styles.dialogForm} onSubmit={form.onSubmit} noValidate>
          <PasswordField {...form.textField('password')} label={t('devices.password')} name="current-password" autoComplete="current-password" autoFocus />
          <Button type="submit" variant="danger" fullWidth loading={form.busy}>
            {t('devices.confirmSubmit')}
          </Button>
        </form>
      </Dialog>
    </section>
  );
}

interface DeviceRowProps {
  session: ActiveSession;
  now: number;
  lang: Language;
  t: TFunction;
  onSignOut: (name: string) => void;
}

function DeviceRow({ session, now, lang, t, onSignOut }: DeviceRowProps) {
  const name = deviceName(t, session.userAgent);
  const activity = session.current ? t('devices.activeNow') : t('devices.lastActive', { when: relativeTime(session.lastActiveAt, now, lang) });
  const details = [activity, t('devices.signedInAt', { when: formatDate(session.startedAt, 'D MMM YYYY, HH:mm', lang) }), session.clientAddress].filter(
    Boolean,
  );
  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <p className={styles.name}>
          {name}
          {session.current && <span className={styles.badge}>{t('devices.thisDevice')}</span>}
        </p>
        <p className={styles.meta}>{details.join(' · ')}</p>
      </div>
      {!session.current && (
        <Button size="sm" variant="secondary" onClick={() => onSignOut(name)} aria-label={t('devices.signOutNamed', { name })}>
          {t('devices.signOut')}
        </Button>
      )}
    </li>
  );
}
