import clsx from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './TextField.module.css';
import { FieldMessages } from '../field-messages/FieldMessages';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the input invalid and is announced with it. */
  error?: ReactNode;
  /** Element inside the right edge of the input (for example a show/hide toggle). */
  endAdornment?: ReactNode;
  /** Class of the outer wrapper; `className` goes to the input. */
  wrapperClassName?: string;
}

export function TextField({
  label,
  hint,
  error,
  endAdornment,
  id,
  className,
  wrapperClassName,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, error && styles.invalid, wrapperClassName)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {inputProps.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.control}>
        <input
          {...inputProps}
          id={inputId}
          className={clsx(styles.input, endAdornment && styles.withEnd, className)}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={describedByIds}
        />
        {endAdornment && <div className={styles.end}>{endAdornment}</div>}
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
