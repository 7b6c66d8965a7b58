import type { ReactNode, Ref } from 'react';
import { TextField } from '../text-field/TextField';
import { codeDigits } from './code-digits';
import styles from './CodeField.module.css';

export interface CodeFieldProps {
  value: string;
  /** The digits kept of what was typed or pasted. */
  onChange: (code: string) => void;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** How many digits the code has (6 unless the sender says otherwise). */
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-time code field: one input (so paste, the SMS autofill of phones and screen readers all work), digits only,
 * spaced like the code in the message. The sign-in's verification, the wallet's and the ads top-up's codes use it.
 */
export function CodeField({ value, onChange, label, hint, error, length = 6, disabled, autoFocus, ref }: CodeFieldProps) {
  return (
    <TextField
      ref={ref}
      label={label}
      hint={hint}
      error={error}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={length}
      spellCheck={false}
      autoFocus={autoFocus}
      disabled={disabled}
      value={value}
      placeholder={'•'.repeat(length)}
      onChange={(event) => onChange(codeDigits(event.target.value, length))}
      // Pasted text keeps only its digits ("Kode: 123 456" becomes 123456) instead of being cut at maxLength.
      onPaste={(event) => {
        const pasted = event.clipboardData.getData('text');
        if (!pasted) return;
        event.preventDefault();
        onChange(codeDigits(pasted, length));
      }}
      className={styles.code}
    />
  );
}
