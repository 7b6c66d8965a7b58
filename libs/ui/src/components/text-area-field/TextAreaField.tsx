import clsx from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from '../text-field/TextField.module.css';
import own from './TextAreaField.module.css';
import { FieldMessages } from '../field-messages/FieldMessages';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; marks the field invalid and is announced with it. */
  error?: ReactNode;
  /** Code (JSON, a key list): a fixed-width font, no spelling marks, tabs of two spaces as typed. */
  monospace?: boolean;
  /** Class of the outer wrapper; `className` goes to the textarea. */
  wrapperClassName?: string;
}

/** A multi-line text field with the text field's label, hint and error. */
export function TextAreaField({
  label,
  hint,
  error,
  monospace = false,
  id,
  className,
  wrapperClassName,
  'aria-describedby': describedBy,
  ...areaProps
}: TextAreaFieldProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const hintId = hint ? `${areaId}-hint` : undefined;
  const errorId = error ? `${areaId}-error` : undefined;
  return (
    <div className={clsx(styles.field, error && styles.invalid, wrapperClassName)}>
      <label className={styles.label} htmlFor={areaId}>
        {label}
      </label>
      <textarea
        spellCheck={monospace ? false : undefined}
        autoCapitalize={monospace ? 'off' : undefined}
        autoCorrect={monospace ? 'off' : undefined}
        {...areaProps}
        id={areaId}
        className={clsx(styles.input, own.area, monospace && own.monospace, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, errorId, hintId].filter(Boolean).join(' ') || undefined}
      />
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
