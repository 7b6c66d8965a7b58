import { serverErrorText } from '@seller-portal/api-client';
import { identityReviewLimits, storeVerificationApiPaths, type IdentityPhotoKind, type IdentityReviewItem } from '@seller-portal/contracts/store-verification';
import { formatDate } from '@seller-portal/formatting';
import type { Language } from '@seller-portal/i18n';
import { Button, Card, Container, useToast } from '@seller-portal/ui';
import { adminStyles, ConfirmDialog, FailureStatus, LoadingStatus, Notice, PageHead, TextAreaField } from '@seller-portal/ui/forms';
import { useId, useState } from 'react';
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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useReviewDecision(item.storeCode, {
    onSuccess: (outcome) => {
      setConfirming(false);
      toast.show({ type: 'success', message: t(outcome.decision === 'APPROVE' ? 'review.approved' : 'review.rejected', { store: item.storeName }) });
    },
    onError: (error) => {
      setConfirming(false);
      setFailure(serverErrorText(t, error));
    },
  });

  const reject = () => {
    setFailure(null);
    if (!reason.trim()) {
      setReasonError(t('errors:IDENTITY_REVIEW_REASON_REQUIRED'));
      return;
    }
    setReasonError(null);
    decide.mutate({ decision: 'REJECT', reason: reason.trim(), submittedAt: item.submittedAt });
  };

  return (
    <section className={styles.decision} aria-label={t('review.decisionLabel', { store: item.storeName })}>
      <TextAreaField
        label={t('review.reason')}
        hint={t('review.reasonHint')}
        value={reason}
        maxLength={identityReviewLimits.reasonMaxLength}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
      />
      {failure && (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={reject} loading={decide.isPending && decide.variables?.decision === 'REJECT'}>
          {t('review.reject')}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={<Button disabled={decide.isPending}>{t('review.approve')}</Button>}
          title={t('review.approveTitle')}
          description={t('review.approveText', { store: item.storeName })}
          cancelText={t('review.cancel')}
          confirmText={t('review.approve')}
          tone="primary"
          busy={decide.isPending}
          onConfirm={() => {
            setFailure(null);
            decide.mutate({ decision: 'APPROVE', submittedAt: item.submittedAt });
          }}
        />
      </div>
    </section>
  );
}
