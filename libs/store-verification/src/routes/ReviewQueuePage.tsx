import { serverErrorText } from '@seller-portal/api-client';
import { identityReviewLimits, storeVerificationApiPaths, type IdentityPhotoKind, type IdentityReviewItem } from '@seller-portal/contracts/store-verification';
import { formatDate } from '@seller-portal/formatting';
import type { Language } from '@seller-portal/i18n';
import { Card, Container, useToast } from '@seller-portal/ui';
import { adminStyles, FailureStatus, LoadingStatus, PageHead, ReviewDecision } from '@seller-portal/ui/forms';
import { useId } from 'react';
import { useReviewDecision, useReviewQueue } from '../api/store-verification';
import { useStoreVerificationTranslation } from '../i18n/use-translation';
import styles from './ReviewQueuePage.module.css';

function useDateTime(): (ms: number) => string {
  const { i18n } = useStoreVerificationTranslation();
  const language: Language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  return (ms) => formatDate(ms, 'D MMMM YYYY, HH:mm', language);
}

/**
 * §4.5 `/store/verification/review` (the console's, and the portal's for an INTERNAL session): the stores whose identity
 * photos wait for review, the longest waiting first, each with its KTP photo and selfie, approved or rejected with
 * the reason the seller reads.
 */
export function ReviewQueuePage() {
  const { t } = useStoreVerificationTranslation();
  const queue = useReviewQueue();
  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('review.title')} lead={t('review.lead')} />
      {queue.isPending ? (
        <Card>
          <LoadingStatus />
        </Card>
      ) : queue.isError ? (
        <Card>
          <FailureStatus text={serverErrorText(t, queue.error)} onRetry={() => void queue.refetch()} />
        </Card>
      ) : queue.data.length === 0 ? (
        <Card>
          <p className={adminStyles.lead} role="status">
            {t('review.empty')}
          </p>
        </Card>
      ) : (
        <>
          <p className={adminStyles.lead} role="status">
            {t('review.count', { count: queue.data.length })}
          </p>
          <ol className={styles.queue} aria-label={t('review.title')} aria-busy={queue.isFetching || undefined}>
            {queue.data.map((item) => (
              <li key={`${item.storeCode}:${item.submittedAt}`}>
                <WaitingStore item={item} />
              </li>
            ))}
          </ol>
        </>
      )}
    </Container>
  );
}

function WaitingStore({ item }: { item: IdentityReviewItem }) {
  const { t } = useStoreVerificationTranslation();
  const dateTime = useDateTime();
  const headingId = useId();
  return (
    <Card>
      <article className={styles.store} aria-labelledby={headingId} data-testid={`identity-review-${item.storeCode}`}>
        <h2 id={headingId} className={styles.storeName}>
          {item.storeName} <span className={adminStyles.mono}>({item.storeCode})</span>
        </h2>
        <dl className={adminStyles.facts}>
          <dt>{t('review.owner')}</dt>
          <dd>{item.ownerName || '—'}</dd>
          <dt>{t('review.sent')}</dt>
          <dd>{dateTime(item.submittedAt)}</dd>
          <dt>{t('review.deadline')}</dt>
          <dd>{item.deadline === null ? '—' : dateTime(item.deadline)}</dd>
          <dt>{t('review.rejections')}</dt>
          <dd>{item.rejections}</dd>
        </dl>
        <div className={styles.photos}>
          {(['identity', 'selfie'] as const).map((kind) => (
            <Photo key={kind} item={item} kind={kind} />
          ))}
        </div>
        <Decision item={item} />
      </article>
    </Card>
  );
}

function Photo({ item, kind }: { item: IdentityReviewItem; kind: IdentityPhotoKind }) {
  const { t } = useStoreVerificationTranslation();
  // The photo's address changes with each photo sent, so the browser never shows an older one.
  const src = `${storeVerificationApiPaths.reviewPhoto(item.storeCode, kind)}?sentAt=${item.photos[kind].sentAt}`;
  const alt = t(`review.photoAlt.${kind}`, { store: item.storeName });
  return (
    <figure className={styles.photo}>
      {/* The server's file (an absolute /backend path, not a page of the app): opened full size in a tab of its own. */}
      <a href={src} target="_blank" rel="noopener noreferrer" className={styles.photoLink}>
        <img src={src} alt={alt} className={styles.image} loading="lazy" />
      </a>
      <figcaption>{t(`review.photo.${kind}`)}</figcaption>
    </figure>
  );
}

/** Approve (asked once more), or reject with the reason the seller reads in the §4.5 modal. */
function Decision({ item }: { item: IdentityReviewItem }) {
  const { t } = useStoreVerificationTranslation();
  const toast = useToast();
  const decide = useReviewDecision(item.storeCode, {
    onSuccess: (outcome) =>
      toast.show({ type: 'success', message: t(outcome.decision === 'APPROVE' ? 'review.approved' : 'review.rejected', { store: item.storeName }) }),
  });
  return (
    <div className={styles.decision}>
      <ReviewDecision
        label={t('review.decisionLabel', { store: item.storeName })}
        texts={{
          reason: t('review.reason'),
          reasonHint: t('review.reasonHint'),
          reasonRequired: t('errors:IDENTITY_REVIEW_REASON_REQUIRED'),
          reject: t('review.reject'),
          approve: t('review.approve'),
          approveTitle: t('review.approveTitle'),
          approveText: t('review.approveText', { store: item.storeName }),
          cancel: t('review.cancel'),
        }}
        reasonMaxLength={identityReviewLimits.reasonMaxLength}
        reasonRows={2}
        onApprove={() => decide.mutateAsync({ decision: 'APPROVE', submittedAt: item.submittedAt })}
        onReject={(reason) => decide.mutateAsync({ decision: 'REJECT', reason, submittedAt: item.submittedAt })}
        errorText={(error) => serverErrorText(t, error)}
      />
    </div>
  );
}
