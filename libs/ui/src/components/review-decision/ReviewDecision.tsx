import { useId, useState } from 'react';
import { Button } from '../button/Button';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { Notice } from '../form/FormParts';
import { TextAreaField } from '../text-area-field/TextAreaField';
import styles from './ReviewDecision.module.css';

/** The texts of a review decision, in the page's language. */
export interface ReviewDecisionTexts {
  /** The reason field's label and hint (the seller reads the reason). */
  reason: string;
  reasonHint: string;
  /** Said under the field when Reject is pressed with no reason. */
  reasonRequired: string;
  reject: string;
  approve: string;
  /** The question before approving, and what approving does. */
  approveTitle: string;
  approveText: string;
  cancel: string;
}

export interface ReviewDecisionProps {
  texts: ReviewDecisionTexts;
  /** A visible heading of the section; without it, `label` names the section. */
  heading?: string;
  label?: string;
  reasonMaxLength: number;
  reasonRows?: number;
  /** Sends the approval (once confirmed); a rejection with its reason, trimmed. Settles when the server answered. */
  onApprove: () => Promise<unknown>;
  onReject: (reason: string) => Promise<unknown>;
  /** The translated text of a refusal, shown above the buttons. */
  errorText: (error: unknown) => string;
}

/**
 * An internal reviewer's decision (an official store application, a store's identity photos): Reject with the reason
 * the seller reads (required), or Approve after one more question. A refusal is shown with the buttons; what a
 * decision changes (a toast, the list) is the caller's, in its mutation.
 */
export function ReviewDecision({ texts, heading, label, reasonMaxLength, reasonRows = 3, onApprove, onReject, errorText }: ReviewDecisionProps) {
  const headingId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<'APPROVE' | 'REJECT' | null>(null);

  const send = async (decision: 'APPROVE' | 'REJECT', call: () => Promise<unknown>) => {
    setFailure(null);
    setPending(decision);
    try {
      await call();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(null);
      setConfirming(false);
    }
  };

  const reject = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setFailure(null);
      setReasonError(texts.reasonRequired);
      return;
    }
    setReasonError(null);
    void send('REJECT', () => onReject(trimmed));
  };

  return (
    <section className={styles.decision} aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : label}>
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      )}
      <TextAreaField
        label={texts.reason}
        hint={texts.reasonHint}
        value={reason}
        maxLength={reasonMaxLength}
        rows={reasonRows}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
      />
      {failure && (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={reject} loading={pending === 'REJECT'} disabled={pending === 'APPROVE'}>
          {texts.reject}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={<Button disabled={pending !== null}>{texts.approve}</Button>}
          title={texts.approveTitle}
          description={texts.approveText}
          cancelText={texts.cancel}
          confirmText={texts.approve}
          tone="primary"
          busy={pending === 'APPROVE'}
          onConfirm={() => void send('APPROVE', onApprove)}
        />
      </div>
    </section>
  );
}
