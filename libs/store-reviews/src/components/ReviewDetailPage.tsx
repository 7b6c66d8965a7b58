import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import { isReviewReason, storeReviewOtherDecision, type StoreReviewChange, type StoreReviewDetail } from '@seller-portal/contracts/store-reviews';
import { formatServerError } from '@seller-portal/i18n';
import { Button, Card, Container, ErrorView, useToast } from '@seller-portal/ui';
import { adminStyles, Checkbox, ConfirmDialog, formStyles, Notice, PageHead, QueryStates, TextAreaField } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { provincesQuery, storeReviewQuery, useDecideReview, type ReviewDecision } from '../api/store-reviews';
import { useStoreReviewsTranslation } from '../i18n/resources';
import { useTimeText } from './shared';
import styles from './store-reviews.module.css';

/** The groups of an item's values, in the order they come. */
function groupsOf(changes: readonly StoreReviewChange[]): string[] {
  return [...new Set(changes.map((change) => change.group))];
}

/** The reasons staff write to send an onboarding back, keyed `STEP.field`: a key is there while its field is marked. */
type Notes = Record<string, string>;

interface Revising {
  notes: Notes;
  onNotes: (notes: Notes) => void;
  /** Send back was pressed: a marked field without a valid reason shows its problem. */
  tried: boolean;
}

const noteKeyOf = (change: StoreReviewChange) => `${change.group}.${change.field}`;

/**
 * Each value before and after, grouped; a changed value marked by a word as well as its colour. While an onboarding
 * waits, each field has a "Needs revision" checkbox that opens the reason the seller will read under that field.
 */
function ChangesTable({ review, revising }: { review: StoreReviewDetail; revising?: Revising }) {
  const { t } = useStoreReviewsTranslation();
  const client = useApiClient();
  // An onboarding's province is a code: the province list names it.
  const provinces = useQuery({ ...provincesQuery(client), enabled: review.changes.some((change) => change.field === 'provinceCode') });
  const shown = (field: string, value: string | null) => {
    if (value === null || value === '') return '—';
    if (field === 'provinceCode') return provinces.data?.find((province) => province.code === value)?.name ?? value;
    if (field === 'businessType') return t(`businessType.${value}`, { defaultValue: value });
    return field === 'category' ? t(`category.${value}`, { defaultValue: value }) : value;
  };
  const columns = revising ? 4 : 3;
  const mark = (key: string, marked: boolean) => {
    if (!revising) return;
    revising.onNotes(
      marked ? { ...revising.notes, [key]: revising.notes[key] ?? '' } : Object.fromEntries(Object.entries(revising.notes).filter(([other]) => other !== key)),
    );
  };
  return (
    <table className={adminStyles.table} aria-label={t('changes')}>
      <colgroup>
        <col className={revising ? styles.fieldColumnNarrow : styles.fieldColumn} />
        <col className={revising ? styles.valueColumnNarrow : styles.valueColumn} />
        <col className={revising ? styles.valueColumnNarrow : styles.valueColumn} />
        {revising && <col className={styles.revisionColumn} />}
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t('column.field')}</th>
          <th scope="col">{t('column.before')}</th>
          <th scope="col">{t('column.after')}</th>
          {revising && <th scope="col">{t('column.revision')}</th>}
        </tr>
      </thead>
      {groupsOf(review.changes).map((group) => (
        <tbody key={group}>
          <tr>
            <th scope="colgroup" colSpan={columns} className={styles.groupRow}>
              {t(`group.${group}`)}
            </th>
          </tr>
          {review.changes
            .filter((change) => change.group === group)
            .flatMap((change) => {
              const changed = change.before !== null && change.before !== change.after;
              const key = noteKeyOf(change);
              const note = revising?.notes[key];
              const where = { field: t(`field.${change.field}`), group: t(`group.${group}`) };
              const rows = [
                <tr key={change.field} className={changed ? styles.changed : undefined}>
                  <th scope="row" data-label={t('column.field')}>
                    {t(`field.${change.field}`)}
                  </th>
                  <td data-label={t('column.before')}>{shown(change.field, change.before)}</td>
                  <td data-label={t('column.after')}>
                    {shown(change.field, change.after)}
                    {changed && <span className={styles.changedMark}>{t('changed')}</span>}
                  </td>
                  {revising && (
                    <td data-label={t('column.revision')}>
                      <Checkbox
                        label={t('needsRevision')}
                        // The visible word, with the field and step it is about: one name wherever it is read.
                        aria-label={t('needsRevisionOf', where)}
                        checked={note !== undefined}
                        onChange={(event) => mark(key, event.target.checked)}
                      />
                    </td>
                  )}
                </tr>,
              ];
              if (revising && note !== undefined)
                rows.push(
                  <tr key={`${change.field}-reason`} className={styles.noteRow}>
                    <td colSpan={columns} className={styles.noteCell}>
                      <TextAreaField
                        label={t('reasonFor', where)}
                        hint={t('reasonHint')}
                        rows={2}
                        maxLength={500}
                        value={note}
                        error={revising.tried && !isReviewReason(note) ? t('reasonProblem') : undefined}
                        onChange={(event) => revising.onNotes({ ...revising.notes, [key]: event.target.value })}
                      />
                    </td>
                  </tr>,
                );
              return rows;
            })}
        </tbody>
      ))}
    </table>
  );
}

function Decision({ review, revising }: { review: StoreReviewDetail; revising: Revising & { onTried: () => void } }) {
  const { t } = useStoreReviewsTranslation();
  const toast = useToast();
  const decide = useDecideReview(review.id);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const other = storeReviewOtherDecision[review.kind];
  const marked = Object.values(revising.notes);

  const send = async (decision: ReviewDecision) => {
    try {
      await decide.mutateAsync(decision);
      toast.show({ type: 'success', message: t(`decided.${decision.kind}`) });
    } catch (error) {
      toast.show({ type: 'danger', message: formatServerError((key, options) => t(key, options), isApiError(error) ? error : {}) });
    } finally {
      setConfirming(false);
    }
  };
  const sendOther = () => {
    if (other === 'REJECTED') {
      if (!isReviewReason(reason)) return setProblem(t('reasonProblem'));
      return void send({ kind: 'reject', reason });
    }
    revising.onTried();
    if (marked.length === 0 || !marked.every(isReviewReason)) return setProblem(t('notesProblem'));
    setProblem(null);
    void send({ kind: 'revise', notes: Object.fromEntries(Object.entries(revising.notes).map(([key, note]) => [key, note.trim()])) });
  };

  return (
    <Card title={t('decision')}>
      <div className={formStyles.form}>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={<Button>{t('approve')}</Button>}
          title={t('approveTitle')}
          description={t(`approveLead.${review.kind}`, { store: review.storeName })}
          cancelText={t('cancel')}
          confirmText={t('approve')}
          tone="primary"
          busy={decide.isPending}
          onConfirm={() => void send({ kind: 'approve' })}
        />
        {other === 'REJECTED' ? (
          <TextAreaField
            label={t('reason')}
            hint={t('reasonHint')}
            rows={3}
            value={reason}
            error={problem ?? undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
        ) : (
          <div className={styles.notes}>
            <p className={styles.lead}>{t('reviseLead')}</p>
            <p className={styles.lead} aria-live="polite">
              {t('markedCount', { count: marked.length })}
            </p>
            {problem && (
              <p className={styles.problem} role="alert">
                {problem}
              </p>
            )}
          </div>
        )}
        <div className={formStyles.actions}>
          <Button variant="secondary" loading={decide.isPending && !confirming} onClick={sendOther}>
            {t(other === 'REJECTED' ? 'reject' : 'revise')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** A decided item's note key (`STEP.field`, or a bare step from older reviews) in words. */
function useNoteLabel() {
  const { t } = useStoreReviewsTranslation();
  return (key: string) => {
    const [group = key, field] = key.split('.');
    return field ? `${t(`group.${group}`)} – ${t(`field.${field}`)}` : t(`group.${group}`);
  };
}

/** /store-review/:reviewId: an item's values before and after, and the decision (once). */
export function ReviewDetailPage() {
  const { t } = useStoreReviewsTranslation();
  const client = useApiClient();
  const { reviewId = '' } = useParams();
  const query = useQuery(storeReviewQuery(client, reviewId));
  const timeText = useTimeText();
  const navigate = useNavigate();
  const noteLabel = useNoteLabel();
  const [notes, setNotes] = useState<Notes>({});
  const [tried, setTried] = useState(false);

  if (query.isError && isApiError(query.error) && query.error.errorCode === 'STORE_REVIEW_NOT_FOUND')
    return <ErrorView code={404} onBack={() => void navigate('/store-review')} />;
  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/store-review">
        ← {t('back')}
      </Link>
      <QueryStates query={query} errorText={(error) => serverErrorText(t, error)}>
        {(review) => (
          <>
            <PageHead title={t('detailTitle', { kind: t(`kind.${review.kind}`), store: review.storeName })} />
            {review.status !== 'WAITING' && (
              <Notice tone={review.status === 'APPROVED' ? 'success' : 'warning'}>
                <strong>{t(`status.${review.status}`)}</strong> {t('decidedBy', { time: timeText(review.decidedAt ?? 0), actor: review.decidedBy ?? '—' })}
                {review.reason && <span className={styles.block}>{t('reasonWas', { reason: review.reason })}</span>}
                {Object.entries(review.notes).map(([key, note]) => (
                  <span key={key} className={styles.block}>
                    {noteLabel(key)}: {note}
                  </span>
                ))}
              </Notice>
            )}
            <div className={adminStyles.detailGrid}>
              <Card title={t('facts')}>
                <dl className={adminStyles.facts}>
                  <dt>{t('column.kind')}</dt>
                  <dd>{t(`kind.${review.kind}`)}</dd>
                  <dt>{t('column.store')}</dt>
                  <dd>
                    {review.storeName} <span className={adminStyles.mono}>({review.storeCode})</span>
                  </dd>
                  <dt>{t('column.submitted')}</dt>
                  <dd>
                    {review.submittedBy ? t('submittedBy', { time: timeText(review.submittedAt), actor: review.submittedBy }) : timeText(review.submittedAt)}
                  </dd>
                  <dt>{t('column.status')}</dt>
                  <dd>{t(`status.${review.status}`)}</dd>
                </dl>
              </Card>
              <Card title={t('changes')}>
                <ChangesTable
                  review={review}
                  revising={
                    review.status === 'WAITING' && storeReviewOtherDecision[review.kind] === 'NEED_REVISION' ? { notes, onNotes: setNotes, tried } : undefined
                  }
                />
              </Card>
            </div>
            {review.status === 'WAITING' && <Decision review={review} revising={{ notes, onNotes: setNotes, tried, onTried: () => setTried(true) }} />}
          </>
        )}
      </QueryStates>
    </Container>
  );
}
