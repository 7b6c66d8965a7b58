import clsx from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from '../text-field/TextField.module.css';
import own from './SelectField.module.css';
import { FieldMessages } from '../field-messages/FieldMessages';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the outer wrapper; `className` goes to the select. */
  wrapperClassName?: string;
}

/** A native select with the text field's label, hint and error (the platform's picker, best on phones). */
export function SelectField({
  label,
  options,
  hint,
  error,
  id,
  className,
  wrapperClassName,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={clsx(styles.field, error && styles.invalid, wrapperClassName)}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...selectProps}
          id={selectId}
          className={clsx(styles.input, own.select, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, errorId, hintId].filter(Boolean).join(' ') || undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
