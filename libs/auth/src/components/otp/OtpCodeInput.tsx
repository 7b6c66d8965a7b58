import { otpPolicy } from '@seller-portal/contracts/accounts';
import { TextField } from '@seller-portal/ui';
import type { ReactNode, Ref } from 'react';
import { normalizeOtpInput } from '../../lib/otp-code';
import styles from './OtpCodeInput.module.css';

export interface OtpCodeInputProps {
  value: string;
  onChange: (code: string) => void;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one-time code field: one input (so paste, the SMS autofill of phones and screen readers all work),
 * digits only, spaced like the code in the message.
 */
export function OtpCodeInput({ value, onChange, label, hint, error, length = otpPolicy.codeLength, disabled, autoFocus, ref }: OtpCodeInputProps) {
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
      onChange={(event) => onChange(normalizeOtpInput(event.target.value, length))}
      // Pasted text keeps only its digits ("Kode: 123 456" becomes 123456) instead of being cut at maxLength.
      onPaste={(event) => {
        const pasted = event.clipboardData.getData('text');
        if (!pasted) return;
        event.preventDefault();
        onChange(normalizeOtpInput(pasted, length));
      }}
      className={styles.code}
    />
  );
}
