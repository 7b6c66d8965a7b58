import { ShellLink } from '@seller-portal/app-runtime';
import { identityVerificationStatuses } from '@seller-portal/contracts/store-verification';
import { formatDate } from '@seller-portal/formatting';
import type { Language } from '@seller-portal/i18n';
import { Spinner, Stack } from '@seller-portal/ui';
import { Notice } from '@seller-portal/ui/forms';
import { useVerificationStatus } from '../api/store-verification';
import { DoneView } from '../components/DoneView';
import { RejectionNotice } from '../components/RejectionNotice';
import { VerificationFrame } from '../components/VerificationFrame';
import { useStoreVerificationTranslation } from '../i18n/use-translation';
import { nextKindOf, verificationPaths } from '../lib/paths';
import styles from './pages.module.css';

/** §2.5 /store/verification/identity: what the owner will send, by when, and the way in. */
export function IntroPage() {
  const { t, i18n } = useStoreVerificationTranslation();
  const status = useVerificationStatus();
  if (!status.data) return <Spinner size="lg" className={styles.pending} />;
  const { fraudStatus, deadline } = status.data;
  if (fraudStatus === identityVerificationStatuses.checking) return <DoneView />;
  const next = nextKindOf(status.data);
  return (
    <VerificationFrame title={t('intro.title')}>
      <p className={styles.lead}>{t('intro.lead')}</p>
      {fraudStatus === identityVerificationStatuses.passed ? (
        <Notice tone="success">{t('verified')}</Notice>
      ) : fraudStatus !== identityVerificationStatuses.waiting ? (
        <Notice tone="info">{t('notWaiting')}</Notice>
      ) : (
        <Stack gap={4}>
          {status.data.rejection && <RejectionNotice rejection={status.data.rejection} />}
          <h2 className={styles.subtitle}>{t('intro.steps')}</h2>
          <ol className={styles.steps}>
            <li data-done={status.data.identity}>{t('intro.identityStep')}</li>
            <li data-done={status.data.selfie}>{t('intro.selfieStep')}</li>
          </ol>
          {deadline !== null && (
            <Notice tone="warning">{t('intro.deadline', { deadline: formatDate(deadline, 'D MMMM YYYY, HH:mm', i18n.language as Language) })}</Notice>
          )}
          <p className={styles.small}>{t('intro.privacy')}</p>
          {next && (
            <ShellLink to={verificationPaths.capture(next)} className={styles.primaryLink}>
              {next === 'identity' ? t('intro.start') : t('intro.continue')}
            </ShellLink>
          )}
        </Stack>
      )}
    </VerificationFrame>
  );
}
