import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from '../text-field/TextField.module.css';
import own from './TextAreaField.module.css';
import { Field, useFieldIds } from '../field/Field';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; marks the field invalid and is announced with it. */
  error?: ReactNode;
  /** Code (JSON, a key list): a fixed-width font, no spelling marks or automatic capitals. */
  monospace?: boolean;
  /** Controls between the label and the field (the chat templates' "Insert variable"). */
  toolbar?: ReactNode;
  /** Class of the outer wrapper; `className` goes to the textarea. */
  wrapperClassName?: string;
}

/** A multi-line text field with the text field's label, hint and error. */
export function TextAreaField({
  label,
  hint,
  error,
  monospace = false,
  toolbar,
  id,
  className,
  wrapperClassName,
  'aria-describedby': describedBy,
  ...areaProps
}: TextAreaFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field label={label} ids={ids} hint={hint} error={error} required={areaProps.required} className={clsx(error && styles.invalid, wrapperClassName)}>
      {toolbar}
      <textarea
        spellCheck={monospace ? false : undefined}
        autoCapitalize={monospace ? 'off' : undefined}
        autoCorrect={monospace ? 'off' : undefined}
        {...areaProps}
        id={ids.inputId}
        className={clsx(styles.input, own.area, monospace && own.monospace, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
