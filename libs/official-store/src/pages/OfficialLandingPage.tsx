import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import type { OfficialStoreIneligibility, OfficialStoreStatus } from '@seller-portal/contracts/official-store';
import { Card, Container } from '@seller-portal/ui';
import { adminStyles, Notice, QueryStates } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { officialStatusQuery } from '../api/official-store';
import { OfficialBadge, useDateText } from '../components/shared';
import styles from '../components/official-store.module.css';
import { useOfficialStoreTranslation } from '../i18n/resources';

const benefits = ['badge', 'trust', 'exposure', 'support'] as const;
const requirements = ['owner', 'live', 'identity', 'trademark', 'authorisation', 'files'] as const;
const steps = ['apply', 'review', 'term'] as const;

/** The requirements the store's state can be checked against, and the reason that says one is not met. */
const checkable: Record<'owner' | 'live' | 'identity', OfficialStoreIneligibility> = {
  owner: 'NOT_OWNER',
  live: 'NOT_LIVE',
  identity: 'IDENTITY_NOT_VERIFIED',
};

/** /officialpages/upgrade: what an official store is, what it gets and needs, the store's own state, and the way to apply. */
export function OfficialLandingPage() {
  const { t } = useOfficialStoreTranslation();
  const client = useApiClient();
  const status = useQuery(officialStatusQuery(client));

  return (
    <Container className={styles.page}>
      <section className={styles.hero} aria-labelledby="official-landing-title">
        <OfficialBadge />
        <h1 id="official-landing-title" className={styles.heroTitle}>
          {t('landing.title')}
        </h1>
        <p className={styles.lead}>{t('landing.lead')}</p>
        {status.data && <StateAndAction status={status.data} />}
      </section>

      <section aria-labelledby="official-benefits">
        <h2 id="official-benefits" className={styles.sectionTitle}>
          {t('landing.benefitsHeading')}
        </h2>
        <ul className={styles.grid}>
          {benefits.map((key) => (
            <li key={key} className={styles.benefit}>
              <h3>{t(`landing.benefits.${key}.title`)}</h3>
              <p>{t(`landing.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <Card>
        <h2 className={styles.sectionTitle}>{t('landing.requirementsHeading')}</h2>
        <ul className={styles.list}>
          {requirements.map((key) => (
            <li key={key}>{t(`landing.requirements.${key}`)}</li>
          ))}
        </ul>
      </Card>

      <Card>
        <h2 className={styles.sectionTitle}>{t('landing.stepsHeading')}</h2>
        <ol className={styles.list}>
          {steps.map((key) => (
            <li key={key}>{t(`landing.steps.${key}`)}</li>
          ))}
        </ol>
      </Card>

      <Card>
        <h2 className={styles.sectionTitle}>{t('landing.yourStoreHeading')}</h2>
        <QueryStates query={status} errorText={(error) => serverErrorText(t, error)}>
          {(officialStatus) => (
            <ul className={styles.checklist} data-testid="official-checklist">
              {(Object.keys(checkable) as (keyof typeof checkable)[]).map((key) => {
                const met = !officialStatus.ineligible.UPGRADE.includes(checkable[key]) || officialStatus.official;
                return (
                  <li key={key} className={styles.checkItem}>
                    <span>{t(`landing.requirements.${key}`)}</span>
                    <span className={met ? styles.met : styles.notMet}>{met ? t('landing.met') : t('landing.notMet')}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryStates>
      </Card>
    </Container>
  );
}

/** Where the store stands (official, in review) and the one action that fits it. */
function StateAndAction({ status }: { status: OfficialStoreStatus }) {
  const { t } = useOfficialStoreTranslation();
  const dateText = useDateText();
  const application = status.application;
  if (status.official) {
    return (
      <>
        <Notice tone="success">{status.term ? t('landing.officialUntil', { date: dateText(status.term.end) }) : t('landing.officialNoTerm')}</Notice>
        <div className={styles.actions}>
          <Link className={adminStyles.buttonLink} to="/official/renewal">
            {t('landing.renew')}
          </Link>
        </div>
      </>
    );
  }
  if (application?.status === 'IN_REVIEW') {
    return (
      <>
        <Notice>{t('landing.inReview', { brand: application.brandName })}</Notice>
        <div className={styles.actions}>
          <Link className={adminStyles.buttonLinkSecondary} to="/official/upgrade">
            {t('landing.viewApplication')}
          </Link>
        </div>
      </>
    );
  }
  return (
    <div className={styles.actions}>
      <Link className={adminStyles.buttonLink} to="/official/upgrade">
        {t('landing.apply')}
      </Link>
    </div>
  );
}
