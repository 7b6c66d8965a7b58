import type { Language } from '@seller-portal/i18n';
import clsx from 'clsx';
import { useId } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation';
import { VisuallyHidden } from '../layout/Stack';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  value: Language;
  onChange: (lang: Language) => void;
  /** Accessible name of the group; defaults to the translated "Language". */
  label?: string;
  size?: 'sm' | 'md';
  className?: string;
}

const options: readonly Language[] = ['id', 'en'];

/**
 * Two-option radio group (arrow keys move between the options). Each language is named in
 * itself: "Bahasa Indonesia", "English".
 */
export function LanguageSwitch({ value, onChange, label, size = 'md', className }: LanguageSwitchProps) {
  const { t } = useUiTranslation();
  const name = useId();
  return (
    <fieldset className={clsx(styles.switch, styles[size], className)}>
      <VisuallyHidden as="legend">{label ?? t('language.label')}</VisuallyHidden>
      {options.map((lang) => (
        <label key={lang} className={clsx(styles.option, value === lang && styles.selected)} lang={lang}>
          <input className={styles.input} type="radio" name={name} value={lang} checked={value === lang} onChange={() => onChange(lang)} />
          <span>{t(`language.${lang}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
