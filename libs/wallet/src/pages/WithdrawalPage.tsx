import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import { ShellLink } from '@seller-portal/app-runtime';
import { Card, Container } from '@seller-portal/ui';
import { Notice } from '@seller-portal/ui/forms';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { withdrawalQuery } from '../api/wallet';
import { dateTime, rupiah, useLang } from '../components/shared';
import { useWalletTranslation } from '../i18n/resources';
import styles from '../WalletPage.module.css';

/** /wallet/withdrawals/:withdrawalId: one withdrawal, where a transaction of it links to. */
export function WithdrawalPage() {
  const { t } = useWalletTranslation();
  const lang = useLang();
  const client = useApiClient();
  const { withdrawalId = '' } = useParams();
  const withdrawal = useQuery(withdrawalQuery(client, withdrawalId));
  const data = withdrawal.data;
  return (
    <Container>
      <div className={styles.head}>
        <ShellLink to="/wallet">{t('withdrawal.back')}</ShellLink>
        <h1 className={styles.title}>{t('withdrawal.title')}</h1>
      </div>
      <Card>
        {withdrawal.isError ? (
          <p role="alert" className={styles.error}>
            {isApiError(withdrawal.error) && withdrawal.error.errorCode === 'WALLET_WITHDRAWAL_NOT_FOUND'
              ? t('withdrawal.notFound')
              : serverErrorText(t, withdrawal.error)}
          </p>
        ) : !data ? (
          <SkeletonGroup label={t('withdrawal.title')}>
            <Skeleton width="60%" />
            <Skeleton width="80%" />
          </SkeletonGroup>
        ) : (
          <div className={styles.stack}>
            <p>
              <span className={styles[`status${data.status}`]} data-withdrawal-status={data.status}>
                {t(`status.${data.status}`)}
              </span>
            </p>
            <dl className={styles.details}>
              <dt>{t('withdrawal.amount')}</dt>
              <dd>
                <strong>{rupiah(data.amount, lang)}</strong>
              </dd>
              <dt>{t('withdrawal.account')}</dt>
              <dd>
                {data.bankName} {data.accountNumberMasked} · {data.holderName}
              </dd>
              <dt>{t('withdrawal.requestedAt')}</dt>
              <dd>{dateTime(data.requestedAt, lang)}</dd>
              {data.reportedAt !== null && (
                <>
                  <dt>{t('withdrawal.reportedAt')}</dt>
                  <dd>{dateTime(data.reportedAt, lang)}</dd>
                </>
              )}
              {data.failureReason && (
                <>
                  <dt>{t('withdrawal.reason')}</dt>
                  <dd>{data.failureReason}</dd>
                </>
              )}
              <dt>{t('withdrawal.reference')}</dt>
              <dd className={styles.reference}>{data.id}</dd>
            </dl>
            {data.status === 'REQUESTED' && <Notice tone="info">{t('withdrawal.requestedNote')}</Notice>}
            {data.status === 'FAILED' && <Notice tone="warning">{t('withdrawal.failedNote')}</Notice>}
          </div>
        )}
      </Card>
    </Container>
  );
}
