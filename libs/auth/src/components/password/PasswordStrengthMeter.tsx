import clsx from 'clsx';
import { useDeferredValue, useMemo } from 'react';
import { useAccountTranslation } from '../../i18n/account-resources';
import { strengthLevel, strengthMeter } from '../../lib/password-strength';
import { estimatePassword } from './estimator';
import styles from './PasswordStrengthMeter.module.css';

export interface PasswordStrengthMeterProps {
  password: string;
  /** The user's own words (email, name, store name): a password built from them is weak. */
  userInputs?: readonly string[];
}

/** Four bars and a word under the new password; loaded with zxcvbn only once a password is typed. */
export default function PasswordStrengthMeter({ password, userInputs = [] }: PasswordStrengthMeterProps) {
  const { t } = useAccountTranslation();
  // Typing stays smooth: the estimate follows the latest value when the browser has time.
  const deferred = useDeferredValue(password);
  const inputsKey = userInputs.join('\n');
  const estimate = useMemo(
    () => (deferred.length > 0 && deferred.length <= 128 ? estimatePassword(deferred, inputsKey ? inputsKey.split('\n') : []) : null),
    [deferred, inputsKey],
  );
  const level = strengthLevel(password, estimate, userInputs);
  if (!level) return null;
  const { filled, refused } = strengthMeter(level);
  return (
    <div className={styles.meter}>
      <div className={styles.bars} aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={clsx(styles.bar, bar <= filled && styles[`level-${filled}`], bar <= filled && refused && styles.refused)} />
        ))}
      </div>
      <p className={clsx(styles.label, refused && styles.refusedText)} aria-live="polite">
        {t('password.strength.label')}: <strong>{t(`password.strength.${level}`)}</strong>
      </p>
    </div>
  );
}
