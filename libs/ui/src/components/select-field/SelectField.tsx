import clsx from 'clsx';
import { type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from '../text-field/TextField.module.css';
import own from './SelectField.module.css';
import { Field, useFieldIds } from '../field/Field';

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
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field label={label} ids={ids} hint={hint} error={error} className={clsx(error && styles.invalid, wrapperClassName)}>
      <div className={styles.control}>
        <select
          {...selectProps}
          id={ids.inputId}
          className={clsx(styles.input, own.select, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}
