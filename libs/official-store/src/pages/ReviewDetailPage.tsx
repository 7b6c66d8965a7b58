import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { officialStorePathsOf, type OfficialStoreReviewDetail } from '@seller-portal/contracts/official-store';
import { Card, Container, useToast } from '@seller-portal/ui';
import { adminStyles, QueryStates, ReviewDecision } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { reviewDetailQuery, useDecide } from '../api/official-store';
import styles from '../components/official-store.module.css';
import { sizeText, StatusLabel, useDateText } from '../components/shared';
import { useOfficialStoreTranslation } from '../i18n/resources';

/** The console's `/official/review/:applicationId`: the application, its store and documents, and the decision. */
export function ReviewDetailPage() {
  const { t } = useOfficialStoreTranslation();
  const client = useApiClient();
  const { applicationId = '' } = useParams();
  const detail = useQuery(reviewDetailQuery(client, applicationId));

  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/official/review">
        ← {t('review.back')}
      </Link>
      <QueryStates query={detail} errorText={(error) => serverErrorText(t, error)}>
        {(application) => <Application application={application} />}
      </QueryStates>
    </Container>
  );
}

function Application({ application }: { application: OfficialStoreReviewDetail }) {
  const { t } = useOfficialStoreTranslation();
  const dateText = useDateText();
  return (
    <>
      <div className={adminStyles.head}>
        <h1 className={adminStyles.heading}>{t('review.detailTitle', { brand: application.brandName })}</h1>
        <StatusLabel status={application.status} />
      </div>
      <div className={adminStyles.detailGrid}>
        <Card>
          <dl className={adminStyles.facts}>
            <dt>{t('review.facts.store')}</dt>
            <dd>
              {application.storeName} ({application.storeCode})
            </dd>
            <dt>{t('review.facts.businessTypes')}</dt>
            <dd>{application.storeBusinessTypes.join(', ') || t('review.facts.none')}</dd>
            {application.currentTermEnd !== null && (
              <>
                <dt>{t('review.facts.currentTerm')}</dt>
                <dd>{dateText(application.currentTermEnd)}</dd>
              </>
            )}
            <dt>{t('review.facts.kind')}</dt>
            <dd>{t(`status.kinds.${application.kind}`)}</dd>
            <dt>{t('review.facts.brand')}</dt>
            <dd>{application.brandName}</dd>
            <dt>{t('review.facts.trademarkNumber')}</dt>
            <dd className={adminStyles.mono}>{application.trademarkNumber}</dd>
            <dt>{t('review.facts.relationship')}</dt>
            <dd>{t(`form.relationships.${application.relationship}`)}</dd>
            <dt>{t('review.facts.submitted')}</dt>
            <dd>
              {dateText(application.submittedAt)} · {application.submittedBy}
            </dd>
            {application.decidedAt !== null && (
              <>
                <dt>{t('review.facts.decided')}</dt>
                <dd>
                  {dateText(application.decidedAt)} · {application.decidedBy}
                </dd>
              </>
            )}
            {application.termEnd !== null && (
              <>
                <dt>{t('review.facts.termEnd')}</dt>
                <dd>{dateText(application.termEnd)}</dd>
              </>
            )}
            {application.rejectionReason && (
              <>
                <dt>{t('review.facts.reason')}</dt>
                <dd>{application.rejectionReason}</dd>
              </>
            )}
          </dl>
        </Card>
        <div className={styles.form}>
          <Card>
            <h2 className={styles.sectionTitle}>{t('review.documents')}</h2>
            <ul className={styles.docList}>
              {application.documents.map((document) => (
                <li key={document.id}>
                  <strong>{t(`form.kinds.${document.kind}`)}</strong>
                  <br />
                  {/* The server's file (an absolute /backend path, not a page of the app): opened in a tab of its own. */}
                  <a className={adminStyles.textLink} href={officialStorePathsOf.reviewDocument(document.id)} target="_blank" rel="noopener noreferrer">
                    {t('review.openDocument', { name: document.fileName })}
                  </a>{' '}
                  <span className={styles.muted}>({sizeText(document.sizeBytes)})</span>
                </li>
              ))}
            </ul>
          </Card>
          {application.status === 'IN_REVIEW' && <Decision application={application} />}
        </div>
      </div>
    </>
  );
}

/** Approve (asked once more), or reject with the reason the seller reads. */
function Decision({ application }: { application: OfficialStoreReviewDetail }) {
  const { t } = useOfficialStoreTranslation();
  const toast = useToast();
  const decide = useDecide(application.id, {
    onSuccess: (decided) => toast.show({ type: 'success', message: decided.status === 'APPROVED' ? t('review.approved') : t('review.rejected') }),
  });
  return (
    <Card>
      <ReviewDecision
        heading={t('review.decisionHeading')}
        texts={{
          reason: t('review.reason'),
          reasonHint: t('review.reasonHint'),
          reasonRequired: t('errors:OFFICIAL_STORE_REASON_REQUIRED'),
          reject: t('review.reject'),
          approve: t('review.approve'),
          approveTitle: t('review.approveTitle'),
          approveText: t('review.approveText', { store: application.storeName }),
          cancel: t('review.cancel'),
        }}
        reasonMaxLength={1000}
        onApprove={() => decide.mutateAsync({ decision: 'APPROVE' })}
        onReject={(reason) => decide.mutateAsync({ decision: 'REJECT', reason })}
        errorText={(error) => serverErrorText(t, error)}
      />
    </Card>
  );
}
