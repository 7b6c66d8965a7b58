import { serverErrorText } from '@seller-portal/api-client';
import { TextField } from '@seller-portal/ui';
import { useWalletTranslation } from '../i18n/resources';
import { codeDigits } from './shared';
import styles from '../WalletPage.module.css';

/** The mailed code's step of a wallet dialog: six digits (typed or pasted), its field error and the server's refusal. */
export function CodeField({
  label,
  value,
  onChange,
  error,
  refusal,
}: {
  label: string;
  value: string;
  onChange: (digits: string) => void;
  error?: string;
  refusal: unknown;
}) {
  const { t } = useWalletTranslation();
  return (
    <>
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(event) => onChange(codeDigits(event.target.value))}
        error={error}
        autoFocus
      />
      {refusal !== null && (
        <p role="alert" className={styles.error}>
          {serverErrorText(t, refusal)}
        </p>
      )}
    </>
  );
}
