import { useApiClient } from '@seller-portal/api-client';
import type { FeedbackAnswer, FeedbackEligibility, FeedbackQuestion } from '@seller-portal/contracts/education';
import { Button, CloseIcon, TextField, useToast } from '@seller-portal/ui';
import { formStyles, Notice } from '@seller-portal/ui/forms';
import { Sheet, SheetClose, SheetDescription, SheetTitle } from '@seller-portal/ui/overlays';
import { useRef, useState } from 'react';
import { saveDraft, useSubmitSurvey } from '../api/feedback';
import { useEducationTranslation } from '../i18n/use-education-translation';
import styles from './SurveyDialog.module.css';

const ratings = [1, 2, 3, 4, 5];

function RatingChoice({ name, legend, value, onChange }: { name: string; legend: string; value: number | undefined; onChange: (rating: number) => void }) {
  const { t } = useEducationTranslation();
  return (
    <fieldset className={styles.rating}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.ratingRow}>
        {ratings.map((rating) => (
          <label key={rating} className={styles.ratingOption}>
            <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} />
            <span>{t(`feedback.rating.${rating}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Question({
  question,
  value,
  onChange,
}: {
  question: FeedbackQuestion;
  value: FeedbackAnswer['value'] | undefined;
  onChange: (value: FeedbackAnswer['value']) => void;
}) {
  const { t } = useEducationTranslation();
  const label = t(`feedback.question.${question.id}`);
  if (question.kind === 'RATING')
    return <RatingChoice name={question.id} legend={label} value={typeof value === 'number' ? value : undefined} onChange={onChange} />;
  if (question.kind === 'CHOICE') {
    return (
      <fieldset className={formStyles.choices}>
        <legend className={styles.legend}>{label}</legend>
        {(question.options ?? []).map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" name={question.id} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{t(`feedback.option.${option}`)}</span>
          </label>
        ))}
      </fieldset>
    );
  }
  return <TextField label={label} value={typeof value === 'string' ? value : ''} maxLength={500} onChange={(event) => onChange(event.target.value)} />;
}

export interface SurveyDialogProps {
  survey: FeedbackEligibility;
  /** The seller sent it (true) or closed it (false). */
  onClose: (submitted: boolean) => void;
}

/**
 * §4.11 a survey in a dialog: version 1 asks a rating and a comment; version 2 asks its questions and keeps the
 * answers as a draft on the server as the seller goes, so a closed survey opens again where it was left.
 */
export function SurveyDialog({ survey, onClose }: SurveyDialogProps) {
  const { t } = useEducationTranslation();
  const client = useApiClient();
  const toast = useToast();
  const [answers, setAnswers] = useState<FeedbackAnswer[]>(survey.draft);
  const [rating, setRating] = useState<number | undefined>();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = useSubmitSurvey();
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const answerOf = (id: string) => answers.find((answer) => answer.questionId === id)?.value;
  const answer = (question: FeedbackQuestion, value: FeedbackAnswer['value']) => {
    const next = [...answers.filter((a) => a.questionId !== question.id), ...(value === '' ? [] : [{ questionId: question.id, value }])];
    setAnswers(next);
    setMissing(false);
    // Choices are kept at once, typing after a pause.
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(
      () => void saveDraft(client, survey.eventCode, next).catch((error: unknown) => console.warn('The survey draft was not kept', error)),
      question.kind === 'TEXT' ? 600 : 0,
    );
  };

  const complete = survey.version === 1 ? rating !== undefined : survey.questions.every((q) => !q.required || answerOf(q.id) !== undefined);
  const send = async () => {
    if (!complete) {
      setMissing(true);
      return;
    }
    clearTimeout(draftTimer.current);
    try {
      await submit.mutateAsync(
        survey.version === 1
          ? { version: 1, eventCode: survey.eventCode, rating: rating ?? 0, comment: comment.trim() }
          : { version: 2, eventCode: survey.eventCode, answers },
      );
      toast.show({ type: 'success', message: t('feedback.thanks') });
      onClose(true);
    } catch (error) {
      console.error('The survey could not be sent', error);
      toast.show({ type: 'danger', message: t('feedback.failed') });
    }
  };

  // The questions scroll between a fixed head and foot, so "Later" and "Send" stay in view on any screen; on a
  // phone the sheet sits above the bottom bar and below the header, never over the navigation.
  return (
    <Sheet
      open
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
      className={styles.sheet}
      overlayClassName={styles.overlay}
      described
    >
      <div className={styles.head}>
        <SheetTitle className={styles.title}>{t([`feedback.title.${survey.eventCode}`, 'feedback.title.default'])}</SheetTitle>
        <SheetClose className={styles.close} aria-label={t('feedback.later')}>
          <CloseIcon />
        </SheetClose>
      </div>
      <div className={styles.scroll}>
        <SheetDescription className={styles.lead}>{t('feedback.lead')}</SheetDescription>
        <div className={styles.body}>
          {survey.version === 1 ? (
            <>
              <RatingChoice
                name="rating"
                legend={t('feedback.question.satisfaction')}
                value={rating}
                onChange={(value) => (setRating(value), setMissing(false))}
              />
              <TextField label={t('feedback.comment')} value={comment} maxLength={500} onChange={(event) => setComment(event.target.value)} />
            </>
          ) : (
            survey.questions.map((question) => (
              <Question key={question.id} question={question} value={answerOf(question.id)} onChange={(value) => answer(question, value)} />
            ))
          )}
          {missing && (
            <Notice tone="warning" role="alert">
              {t('feedback.missing')}
            </Notice>
          )}
        </div>
      </div>
      <div className={styles.foot}>
        <Button variant="secondary" onClick={() => onClose(false)}>
          {t('feedback.later')}
        </Button>
        <Button onClick={() => void send()} loading={submit.isPending}>
          {t('feedback.send')}
        </Button>
      </div>
    </Sheet>
  );
}

export default SurveyDialog;
