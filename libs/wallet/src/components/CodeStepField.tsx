import { serverErrorText } from '@seller-portal/api-client';
import { CodeField } from '@seller-portal/ui/forms';
import { useWalletTranslation } from '../i18n/resources';
import styles from '../WalletPage.module.css';

/** The mailed code's step of a wallet dialog: six digits (typed or pasted), its field error and the server's refusal. */
export function CodeStepField({
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
      <CodeField label={label} value={value} onChange={onChange} error={error} autoFocus />
      {refusal !== null && (
        <p role="alert" className={styles.error}>
          {serverErrorText(t, refusal)}
        </p>
      )}
    </>
  );
}
