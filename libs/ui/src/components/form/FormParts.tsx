import clsx from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon, WarningIcon } from '../icons/icons';
import styles from './form.module.css';

/** The classes of a form page: the form's column, rows, actions, links styled as buttons, muted and centred text. */
export { styles as formStyles };

export interface NoticeProps {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  children: ReactNode;
  /** 'status' for news that arrives while the user is on the page (a code was sent). */
  role?: 'status' | 'alert';
}

/** A boxed message inside a form: what happened, what to do next. */
export function Notice({ tone = 'info', children, role }: NoticeProps) {
  const Icon = { info: InfoIcon, success: CheckCircleIcon, warning: WarningIcon, danger: AlertCircleIcon }[tone];
  return (
    <div
      role={role}
      className={clsx(
        styles.notice,
        tone === 'success' && styles.noticeSuccess,
        tone === 'warning' && styles.noticeWarning,
        tone === 'danger' && styles.noticeDanger,
      )}
    >
      <Icon size={18} />
      <div>{children}</div>
    </div>
  );
}

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
}

/** A native checkbox with its label beside it (and its error under it, announced with it). */
export function Checkbox({ label, error, id, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <>
      <label className={styles.checkbox} htmlFor={inputId}>
        <input {...inputProps} id={inputId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={errorId} />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.checkboxError}>
          {error}
        </p>
      )}
    </>
  );
}
