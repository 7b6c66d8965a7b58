import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { FieldMessages } from '../field-messages/FieldMessages';
import styles from './Field.module.css';

/** The ids a field links together: its control, and the hint and error that describe it. */
export interface FieldIds {
  inputId: string;
  hintId?: string;
  errorId?: string;
  /** `aria-describedby` of the control: the caller's own ids, then the error, then the hint. */
  describedBy?: string;
}

export function useFieldIds({ id, hint, error, describedBy }: { id?: string; hint?: ReactNode; error?: ReactNode; describedBy?: string }): FieldIds {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedBy: [describedBy, errorId, hintId].filter(Boolean).join(' ') || undefined };
}

export interface FieldProps {
  label: ReactNode;
  ids: FieldIds;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** A control that is not a form element (a rich-text area) is named by the label's id instead of `for`. */
  labelId?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The frame every field of the design system (text, select, rich text) shares: the label with its required mark,
 * the control, then what the field says under itself.
 */
export function Field({ label, ids, hint, error, required, labelId, className, children }: FieldProps) {
  const text = (
    <>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  return (
    <div className={clsx(styles.field, className)}>
      {labelId ? (
        <span className={styles.label} id={labelId}>
          {text}
        </span>
      ) : (
        <label className={styles.label} htmlFor={ids.inputId}>
          {text}
        </label>
      )}
      {children}
      <FieldMessages error={error} errorId={ids.errorId} hint={hint} hintId={ids.hintId} />
    </div>
  );
}
