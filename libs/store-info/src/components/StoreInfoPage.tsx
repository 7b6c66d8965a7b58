import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { ShellLink } from '@seller-portal/app-runtime';
import { storeInfoPaths, type StoreInfo } from '@seller-portal/contracts/store-info';
import { onboardingApiPaths } from '@seller-portal/contracts/onboarding';
import { refreshSession, useSession } from '@seller-portal/session-guard';
import { Card, Container } from '@seller-portal/ui';
import { adminStyles, Notice, PageHead, QueryStates } from '@seller-portal/ui/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeInfoQuery } from '../api/store-info';
import { useStoreInfoTranslation } from '../i18n/resources';
import { LegalDataCard } from './LegalDataCard';
import { ProfileCard } from './ProfileCard';
import styles from './store-info.module.css';

/** The identity verification's page (§4.5, the store-verification feature). */
const identityVerificationPath = '/store/verification/identity';

/** The change request's state, its reason when refused and its document. */
function DataChangeNotice({ info }: { info: StoreInfo }) {
  const { t, i18n } = useStoreInfoTranslation();
  const change = info.dataChange;
  if (!change) return null;
  const tone = change.status === 'APPROVED' ? 'success' : change.status === 'WAITING' ? 'info' : 'warning';
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'id-ID', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Notice tone={tone}>
      <div className={styles.notice} data-testid="data-change">
        <strong>{t(`dataChange.status.${change.status}`)}</strong>
        <span>
          {change.decidedAt === null
            ? t('dataChange.sent', { date: date.format(change.submittedAt) })
            : t('dataChange.decided', { date: date.format(change.decidedAt) })}
        </span>
        <ul className={styles.changeList}>
          {change.changes.map((item) => (
            <li key={item.field}>
              {t(`field.${item.field}`)}: {item.before ? `${businessTypeText(t, item.field, item.before)} → ` : ''}
              <strong>{businessTypeText(t, item.field, item.after ?? '')}</strong>
            </li>
          ))}
        </ul>
        {change.reason && <span>{t('dataChange.reason', { reason: change.reason })}</span>}
        <a className={adminStyles.textLink} href={`${storeInfoPaths.dataChangeDownload(change.id)}?lang=${i18n.language === 'en' ? 'en' : 'id'}`} download>
          {t('dataChange.download')}
        </a>
      </div>
    </Notice>
  );
}

export function businessTypeText(t: (key: string) => string, field: string, value: string): string {
  return field === 'businessType' && value ? t(`businessType.${value}`) : value;
}

function OwnerCard({ info }: { info: StoreInfo }) {
  const { t, i18n } = useStoreInfoTranslation();
  const verification = info.identityVerification ?? 'NONE';
  return (
    <Card title={t('owner.title')}>
      <dl className={adminStyles.facts}>
        <dt>{t('owner.name')}</dt>
        <dd>{info.owner?.name ?? '—'}</dd>
        <dt>{t('owner.email')}</dt>
        <dd>{info.owner?.email ?? '—'}</dd>
        <dt>{t('owner.phone')}</dt>
        <dd>{info.owner?.phoneNumber ?? '—'}</dd>
        <dt>{t('verification.title')}</dt>
        <dd>
          <span className={styles.badge} data-state={verification}>
            {t(`verification.status.${verification}`, { defaultValue: verification })}
          </span>{' '}
          <ShellLink className={adminStyles.textLink} to={identityVerificationPath}>
            {t('verification.link')}
          </ShellLink>
        </dd>
        {info.postliveReviewId && (
          <>
            <dt>{t('postlive.title')}</dt>
            <dd>
              <a
                className={adminStyles.textLink}
                href={`${onboardingApiPaths.postliveDownload(info.postliveReviewId)}?lang=${i18n.language === 'en' ? 'en' : 'id'}`}
                download
              >
                {t('postlive.download')}
              </a>
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}

/**
 * /store/info (§2.5, STORE_MANAGE-STORE_STORE-INFORMATION): the store's profile and logo, saved at once; its legal
 * data, changed through a request staff review (its state and document here); the owner and identity verification.
 */
export function StoreInfoPage() {
  const { t } = useStoreInfoTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const storeCode = session?.mode?.type === 'STORE' ? (session.mode.code ?? '') : '';
  const query = useQuery({ ...storeInfoQuery(client, storeCode), enabled: storeCode !== '' });
  const sessionName = session?.customFields.storeName;
  const name = query.data?.name;

  // An approved change renamed the store: the session (the header's name) is read again, as onboarding does.
  useEffect(() => {
    if (name && sessionName && name !== sessionName) void refreshSession(queryClient);
  }, [name, sessionName, queryClient]);

  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('title')} lead={t('lead')} />
      <QueryStates query={query} errorText={(error) => serverErrorText(t, error)}>
        {(info) => (
          <>
            <DataChangeNotice info={info} />
            <div className={styles.grid}>
              <ProfileCard info={info} />
              <div className={styles.column}>
                <LegalDataCard info={info} />
                <OwnerCard info={info} />
              </div>
            </div>
          </>
        )}
      </QueryStates>
    </Container>
  );
}
