import { useApiClient } from '@seller-portal/api-client';
import { settlementPathsOf } from '@seller-portal/contracts/settlements';
import { Container } from '@seller-portal/ui';
import { adminStyles, QueryStates } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { settlementPeriodsQuery } from '../api/settlements';
import { SettlementsNav } from '../components/SettlementsNav';
import styles from '../components/settlements.module.css';
import { useSettlementTexts } from '../lib/use-settlement-texts';

/** /settlements/document (§2.5): each month's fee invoice and settlement statement, as PDFs in the page's language. */
export function SettlementDocumentsPage() {
  const { t, language, money, month, errorText } = useSettlementTexts();
  const client = useApiClient();
  const periods = useQuery(settlementPeriodsQuery(client));

  return (
    <Container className={adminStyles.page}>
      <div className={adminStyles.head}>
        <div>
          <h1 className={adminStyles.heading}>{t('documents.title')}</h1>
          <p className={adminStyles.lead}>{t('documents.lead')}</p>
        </div>
      </div>
      <SettlementsNav />
      <QueryStates query={periods} errorText={errorText} empty={<p className={styles.empty}>{t('documents.empty')}</p>}>
        {(periodList) => (
          <ul className={styles.documents}>
            {periodList.map((period) => {
              const name = month(period.period);
              return (
                <li key={period.period} className={styles.document}>
                  <div>
                    <h2 className={styles.documentName}>{name}</h2>
                    <span className={styles.muted}>
                      {t('documents.summary', { orders: t('periods.orders', { count: period.lines }), net: money(period.net) })}
                    </span>
                  </div>
                  <div className={styles.downloads}>
                    <a
                      className={adminStyles.buttonLinkSecondary}
                      href={settlementPathsOf.invoice(period.period, language)}
                      download
                      aria-label={t('documents.downloadInvoice', { month: name })}
                    >
                      {t('documents.invoice')}
                    </a>
                    <a
                      className={adminStyles.buttonLinkSecondary}
                      href={settlementPathsOf.statement(period.period, language)}
                      download
                      aria-label={t('documents.downloadStatement', { month: name })}
                    >
                      {t('documents.statement')}
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    </Container>
  );
}
