import { useId, useState } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { TextField, type TextFieldProps } from '../text-field/TextField';
import styles from './PasswordField.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** TextField for passwords with a show/hide toggle; the toggle's name says what pressing it does. */
export function PasswordField({ autoComplete = 'current-password', id, ...props }: PasswordFieldProps) {
  const { t } = useUiTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-controls={inputId}
          disabled={props.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
