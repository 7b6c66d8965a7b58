import { useApiClient } from '@seller-portal/api-client';
import type { BaseMargin, StoreContract } from '@seller-portal/contracts/contract';
import { Container } from '@seller-portal/ui';
import { adminStyles, FailureStatus, LoadingStatus, PageHead } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Link, useParams } from 'react-router-dom';
import { baseMarginsQuery, storeContractQuery } from '../api/contract';
import styles from '../components/contract.module.css';
import { useContractStore } from '../lib/use-contract-store';
import { useContractTexts } from '../lib/use-contract-texts';

/**
 * /contract/base-margin/:parentCategoryCode (§2.5; public, §2.7): a parent category's base margin and its children's,
 * and for a seller the margin its own items of each are charged.
 */
export function BaseMarginPage() {
  const { t, language, percent, errorText } = useContractTexts();
  const parentCategoryCode = useParams().parentCategoryCode ?? '';
  const client = useApiClient();
  const group = useQuery({ ...baseMarginsQuery(client, parentCategoryCode), retry: false });
  const storeCode = useContractStore();
  // A seller without a contract still sees the base margins: the store's column is left out.
  const contract = useQuery({ ...storeContractQuery(client, storeCode || ''), enabled: Boolean(storeCode), retry: false });
  const yours = (code: string) => (contract.data as StoreContract | undefined)?.margins.find((margin) => margin.categoryCode === code);

  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/contract">
        ← {t('base.back')}
      </Link>
      {group.isPending ? (
        <LoadingStatus />
      ) : group.isError ? (
        <>
          <PageHead title={t('standard.baseHeading')} />
          <FailureStatus text={errorText(group.error)} />
        </>
      ) : (
        <>
          <PageHead
            title={`${t('standard.baseHeading')}: ${group.data.parent.name[language]}`}
            lead={t('base.lead', { category: group.data.parent.name[language] })}
          />
          <table className={styles.rates}>
            <thead>
              <tr>
                <th scope="col">{t('margins.category')}</th>
                <th scope="col">{t('base.own')}</th>
                <th scope="col">{t('base.charged')}</th>
                {contract.data && <th scope="col">{t('base.yours')}</th>}
              </tr>
            </thead>
            <tbody>
              {[group.data.parent, ...group.data.children].map((margin: BaseMargin) => {
                const own = yours(margin.categoryCode);
                const isChild = margin.categoryCode !== group.data.parent.categoryCode;
                return (
                  <tr key={margin.categoryCode} className={clsx(isChild ? styles.child : styles.parentRow)}>
                    <th scope="row">{margin.name[language]}</th>
                    <td className={clsx(margin.commissionBps !== null && styles.rate, margin.commissionBps === null && styles.inherited)}>
                      {margin.commissionBps === null ? t('base.inherited') : percent(margin.commissionBps)}
                    </td>
                    <td className={styles.rate}>{percent(margin.effectiveBps)}</td>
                    {contract.data && (
                      <td className={clsx(styles.rate, own?.agreementId != null && styles.strong)}>
                        {own ? (
                          own.agreementId !== null ? (
                            <Link className={adminStyles.textLink} to={`/contract/margin/${own.agreementId}`}>
                              {percent(own.effectiveBps)}
                            </Link>
                          ) : (
                            percent(own.effectiveBps)
                          )
                        ) : (
                          t('margins.none')
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </Container>
  );
}
