import clsx from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { AlertCircleIcon } from '../icons/icons';
import styles from './TextField.module.css';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  /** The options, in order; `placeholder` adds an empty first choice. */
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  hint?: ReactNode;
  /** Error text; marks the select invalid and is announced with it. */
  error?: ReactNode;
  wrapperClassName?: string;
}

/** A native select with its label, hint and error, looking like `TextField`. */
export function SelectField({ label, options, placeholder, hint, error, id, className, wrapperClassName, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={clsx(styles.field, error && styles.invalid, wrapperClassName)}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
        {selectProps.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.control}>
        <select
          {...selectProps}
          id={selectId}
          className={clsx(styles.input, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          <AlertCircleIcon size={16} className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
