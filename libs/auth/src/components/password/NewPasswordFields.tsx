import { PasswordField } from '@seller-portal/ui';
import { lazy, Suspense, type Ref } from 'react';
import { useAccountTranslation } from '../../i18n/account-resources';
import type { FieldErrors, NewPasswordField } from '../../lib/validation';
import styles from './NewPasswordFields.module.css';

// zxcvbn and its dictionaries are heavy: they come with the meter, when the first character is typed.
const PasswordStrengthMeter = lazy(() => import('./PasswordStrengthMeter'));

export interface NewPasswordFieldsProps {
  values: Record<NewPasswordField, string>;
  onChange: (field: NewPasswordField, value: string) => void;
  errors: FieldErrors<NewPasswordField>;
  /** Words of the user (email, name) the meter counts as guessable. */
  userInputs?: readonly string[];
  newPasswordRef?: Ref<HTMLInputElement>;
  confirmPasswordRef?: Ref<HTMLInputElement>;
  /** "Password" and "Confirm password" on registration; "New password" and its confirmation elsewhere. */
  labels?: { newPassword: string; confirmPassword: string };
}

/** The new password with its strength meter and rules, and its confirmation (§5). */
export function NewPasswordFields({ values, onChange, errors, userInputs, newPasswordRef, confirmPasswordRef, labels }: NewPasswordFieldsProps) {
  const { t } = useAccountTranslation();
  return (
    <>
      <PasswordField
        ref={newPasswordRef}
        label={labels?.newPassword ?? t('password.new')}
        name="new-password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(event) => onChange('newPassword', event.target.value)}
        error={errors.newPassword ? t(errors.newPassword) : undefined}
        hint={t('password.rules')}
      />
      <div className={styles.meterSlot}>
        {values.newPassword !== '' && (
          <Suspense fallback={null}>
            <PasswordStrengthMeter password={values.newPassword} userInputs={userInputs} />
          </Suspense>
        )}
      </div>
      <PasswordField
        ref={confirmPasswordRef}
        label={labels?.confirmPassword ?? t('password.confirm')}
        name="confirm-password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => onChange('confirmPassword', event.target.value)}
        error={errors.confirmPassword ? t(errors.confirmPassword) : undefined}
      />
    </>
  );
}
