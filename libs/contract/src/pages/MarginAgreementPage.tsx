import { useApiClient } from '@seller-portal/api-client';
import { Container } from '@seller-portal/ui';
import { adminStyles, FailureStatus, LoadingStatus, PageHead, StatusTag } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Link, useParams } from 'react-router-dom';
import { marginAgreementQuery } from '../api/contract';
import styles from '../components/contract.module.css';
import { useContractStore } from '../lib/use-contract-store';
import { useContractTexts } from '../lib/use-contract-texts';

/** A path id as the server reads it: a positive whole number, anything else is no agreement (`0`). */
const idOf = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : 0);

/** /contract/margin/:id (§2.5): one of the store's margin agreements; an unknown id or another store's is told as such. */
export function MarginAgreementPage() {
  const { t } = useContractTexts();
  const storeCode = useContractStore();
  const id = idOf(useParams().id);
  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/contract">
        ← {t('agreement.back')}
      </Link>
      {storeCode ? <Agreement storeCode={storeCode} id={id} /> : <LoadingStatus />}
    </Container>
  );
}

function Agreement({ storeCode, id }: { storeCode: string; id: number }) {
  const { t, language, percent, day, instantDay, errorText } = useContractTexts();
  const agreement = useQuery({ ...marginAgreementQuery(useApiClient(), storeCode, id), retry: false });
  if (agreement.isPending) return <LoadingStatus />;
  if (agreement.isError)
    return (
      <>
        <PageHead title={t('title')} />
        <FailureStatus text={errorText(agreement.error)} />
      </>
    );
  const value = agreement.data;
  const category = value.categoryName[language];
  const group = value.parentCategoryCode ?? value.categoryCode;
  return (
    <>
      <PageHead title={t('agreement.title', { category })} lead={t('agreement.scope', { category })} />
      <section className={styles.card} aria-label={t('agreement.title', { category })}>
        <dl className={adminStyles.facts}>
          <dt>{t('agreement.status')}</dt>
          <dd>
            <StatusTag tone={value.status === 'ACTIVE' ? 'success' : 'neutral'}>{t(`agreements.statuses.${value.status}`)}</StatusTag>
          </dd>
          <dt>{t('agreement.category')}</dt>
          <dd>{category}</dd>
          <dt>{t('agreement.rate')}</dt>
          <dd className={clsx(styles.rate, styles.strong)}>{percent(value.commissionBps)}</dd>
          <dt>{t('agreement.base')}</dt>
          <dd className={styles.rate}>{percent(value.baseBps)}</dd>
          <dt>{t('agreement.period')}</dt>
          <dd>{t('agreements.period', { from: day(value.validFrom), to: value.validUntil ? day(value.validUntil) : t('agreements.openEnded') })}</dd>
          <dt>{t('agreement.reason')}</dt>
          <dd>{value.reason}</dd>
          <dt>{t('agreement.agreedAt')}</dt>
          <dd>{instantDay(value.agreedAt)}</dd>
        </dl>
        <div>
          <Link className={adminStyles.textLink} to={`/contract/base-margin/${encodeURIComponent(group)}`}>
            {t('agreement.baseMargins')}
          </Link>
        </div>
      </section>
    </>
  );
}
