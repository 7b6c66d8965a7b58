import clsx from 'clsx';
import { type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './TextField.module.css';
import { Field, useFieldIds } from '../field/Field';

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
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field label={label} ids={ids} hint={hint} error={error} required={inputProps.required} className={clsx(error && styles.invalid, wrapperClassName)}>
      <div className={styles.control}>
        <input
          {...inputProps}
          id={ids.inputId}
          className={clsx(styles.input, endAdornment && styles.withEnd, className)}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={ids.describedBy}
        />
        {endAdornment && <div className={styles.end}>{endAdornment}</div>}
      </div>
    </Field>
  );
}
