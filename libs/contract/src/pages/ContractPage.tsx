import { useApiClient } from '@seller-portal/api-client';
import { contractPathsOf, type StandardContract, type StoreContract } from '@seller-portal/contracts/contract';
import { signInPathFor } from '@seller-portal/session-guard';
import { Container } from '@seller-portal/ui';
import { adminStyles, PageHead, QueryStates, StatusTag } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Link, useLocation } from 'react-router-dom';
import { standardContractQuery, storeContractQuery } from '../api/contract';
import styles from '../components/contract.module.css';
import { useContractStore } from '../lib/use-contract-store';
import { useContractTexts } from '../lib/use-contract-texts';

/**
 * /contract (§2.5; public with the header, §2.7): a seller's own contract (term, version, signature, the PDF), its
 * margin per category and its margin agreements; for everyone the standard terms and the base margins.
 */
export function ContractPage() {
  const { t } = useContractTexts();
  const storeCode = useContractStore();
  const location = useLocation();
  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('title')} lead={t('lead')} />
      {storeCode ? (
        <StoreContractSection storeCode={storeCode} />
      ) : storeCode === null ? (
        <div className={styles.notice}>
          <p>{t('signIn.text')}</p>
          <Link className={adminStyles.buttonLink} to={signInPathFor(location)}>
            {t('signIn.action')}
          </Link>
        </div>
      ) : storeCode === false ? (
        <div className={styles.notice}>
          <p>{t('signIn.noAccess')}</p>
        </div>
      ) : null}
      <StandardSection />
    </Container>
  );
}

function StoreContractSection({ storeCode }: { storeCode: string }) {
  const { t, errorText } = useContractTexts();
  const contract = useQuery(storeContractQuery(useApiClient(), storeCode));
  return (
    <QueryStates query={contract} errorText={errorText}>
      {(storeContract) => (
        <>
          <ContractCard contract={storeContract} />
          <section className={styles.section} aria-labelledby="contract-margins">
            <h2 id="contract-margins" className={styles.sectionHeading}>
              {t('margins.heading')}
            </h2>
            <p className={styles.muted}>{t('margins.lead')}</p>
            <StoreMarginsTable contract={storeContract} />
          </section>
          <AgreementsSection contract={storeContract} />
        </>
      )}
    </QueryStates>
  );
}

function ContractCard({ contract }: { contract: StoreContract }) {
  const { t, language, day, instantDay } = useContractTexts();
  return (
    <section className={styles.card} aria-labelledby="contract-store">
      <div className={adminStyles.row}>
        <h2 id="contract-store" className={styles.sectionHeading}>
          {t('store.heading')}
        </h2>
        <StatusTag tone={contract.status === 'ACTIVE' ? 'success' : 'neutral'}>{t(`store.statuses.${contract.status}`)}</StatusTag>
      </div>
      <dl className={adminStyles.facts}>
        <dt>{t('store.number')}</dt>
        <dd className={adminStyles.mono}>{contract.contractNumber}</dd>
        <dt>{t('store.version')}</dt>
        <dd>{t('store.versionValue', { version: contract.version, terms: contract.termsVersion })}</dd>
        <dt>{t('store.term')}</dt>
        <dd>{t('store.termValue', { from: day(contract.startsOn), to: day(contract.endsOn) })}</dd>
        <dt>{t('store.signed')}</dt>
        <dd>{t('store.signedValue', { day: instantDay(contract.signedAt), name: contract.signedBy })}</dd>
      </dl>
      <div>
        <a className={adminStyles.buttonLinkSecondary} href={contractPathsOf.document(language)} download>
          {t('store.download')}
        </a>
      </div>
    </section>
  );
}

function StoreMarginsTable({ contract }: { contract: StoreContract }) {
  const { t, language, percent } = useContractTexts();
  return (
    <table className={styles.rates}>
      <thead>
        <tr>
          <th scope="col">{t('margins.category')}</th>
          <th scope="col">{t('margins.base')}</th>
          <th scope="col">{t('margins.yours')}</th>
        </tr>
      </thead>
      <tbody>
        {contract.margins.map((margin) => {
          const name = margin.name[language];
          return (
            <tr key={margin.categoryCode} className={clsx(margin.parentCategoryCode ? styles.child : styles.parentRow)}>
              <th scope="row">
                {margin.parentCategoryCode ? (
                  name
                ) : (
                  <Link className={adminStyles.textLink} to={`/contract/base-margin/${encodeURIComponent(margin.categoryCode)}`}>
                    {name}
                  </Link>
                )}
              </th>
              <td className={styles.rate}>{percent(margin.baseBps)}</td>
              <td className={clsx(styles.rate, margin.agreementId !== null && styles.strong)}>
                {percent(margin.effectiveBps)}
                {margin.agreementId !== null && (
                  <Link
                    className={clsx(adminStyles.textLink, styles.agreementLink)}
                    to={`/contract/margin/${margin.agreementId}`}
                    aria-label={t('margins.viewAgreement', { category: name })}
                  >
                    {t('margins.byAgreement')}
                  </Link>
                )}
              </td>
            </tr>
          );
        })}
        <tr>
          <th scope="row">{t('margins.other')}</th>
          <td className={styles.rate}>{percent(contract.defaultBps)}</td>
          <td className={styles.rate}>{percent(contract.defaultBps)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function AgreementsSection({ contract }: { contract: StoreContract }) {
  const { t, language, percent, day } = useContractTexts();
  return (
    <section className={styles.section} aria-labelledby="contract-agreements">
      <h2 id="contract-agreements" className={styles.sectionHeading}>
        {t('agreements.heading')}
      </h2>
      {contract.agreements.length === 0 ? (
        <p className={styles.muted}>{t('agreements.empty')}</p>
      ) : (
        <table className={adminStyles.table}>
          <thead>
            <tr>
              <th scope="col">{t('margins.category')}</th>
              <th scope="col">{t('margins.yours')}</th>
              <th scope="col">{t('agreement.period')}</th>
              <th scope="col">{t('agreement.status')}</th>
            </tr>
          </thead>
          <tbody>
            {contract.agreements.map((agreement) => (
              <tr key={agreement.id}>
                <td data-label={t('margins.category')}>
                  <Link className={adminStyles.textLink} to={`/contract/margin/${agreement.id}`}>
                    {agreement.categoryName[language]}
                  </Link>
                </td>
                <td data-label={t('margins.yours')} className={styles.rate}>
                  {percent(agreement.commissionBps)}
                </td>
                <td data-label={t('agreement.period')}>
                  {t('agreements.period', {
                    from: day(agreement.validFrom),
                    to: agreement.validUntil ? day(agreement.validUntil) : t('agreements.openEnded'),
                  })}
                </td>
                <td data-label={t('agreement.status')}>
                  <StatusTag tone={agreement.status === 'ACTIVE' ? 'success' : 'neutral'}>{t(`agreements.statuses.${agreement.status}`)}</StatusTag>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function StandardSection() {
  const { t, errorText } = useContractTexts();
  const standard = useQuery(standardContractQuery(useApiClient()));
  return (
    <QueryStates query={standard} errorText={errorText}>
      {(terms) => <StandardTerms standard={terms} heading={t('standard.heading', { version: terms.termsVersion })} />}
    </QueryStates>
  );
}

function StandardTerms({ standard, heading }: { standard: StandardContract; heading: string }) {
  const { t, language, percent } = useContractTexts();
  return (
    <>
      <section className={styles.section} aria-labelledby="contract-base">
        <h2 id="contract-base" className={styles.sectionHeading}>
          {t('standard.baseHeading')}
        </h2>
        <p className={styles.muted}>{t('standard.baseLead', { rate: percent(standard.defaultBps) })}</p>
        <ul className={styles.baseCards}>
          {standard.baseMargins.map((margin) => (
            <li key={margin.categoryCode}>
              <Link className={styles.baseCard} to={`/contract/base-margin/${encodeURIComponent(margin.categoryCode)}`}>
                <span className={styles.baseCardName}>{margin.name[language]}</span>
                <span className={styles.baseCardRate}>{percent(margin.effectiveBps)}</span>
                <span className={styles.muted}>{margin.childCount ? t('standard.children', { count: margin.childCount }) : t('standard.noChildren')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="contract-terms">
        <h2 id="contract-terms" className={styles.sectionHeading}>
          {heading}
        </h2>
        <ul className={styles.terms}>
          {standard.sections.map((section) => (
            <li key={section.key} className={styles.term}>
              <h3 className={styles.termTitle}>{section.title[language]}</h3>
              <p className={styles.termBody}>{section.body[language]}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
