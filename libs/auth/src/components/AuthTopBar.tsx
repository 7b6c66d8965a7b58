import { changeLanguage, useTranslation, type Language } from '@seller-portal/i18n';
import { BrandMark, LanguageSwitch } from '@seller-portal/ui';
import type { ElementType } from 'react';
import { Link } from 'react-router-dom';
import styles from './AuthTopBar.module.css';

export interface AuthTopBarProps {
  /** 'header' over an account page's card, a 'div' inside the sign-in page's own main column. */
  as?: ElementType;
  className?: string;
  /** The brand links to the root (account pages); on sign-in it is only a name. */
  homeLink?: boolean;
}

/** The brand with the app's name, and the language switch: the top of sign-in and of every account page. */
export function AuthTopBar({ as: Component = 'header', className, homeLink = false }: AuthTopBarProps) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  const name = (
    <>
      <BrandMark size={32} />
      <span>{t('appName', { ns: 'common' })}</span>
    </>
  );
  return (
    <Component className={className}>
      {homeLink ? (
        <Link to="/" className={styles.brand}>
          {name}
        </Link>
      ) : (
        <span className={styles.brand}>{name}</span>
      )}
      <LanguageSwitch size="sm" value={language} onChange={(lang) => void changeLanguage(i18n, lang)} />
    </Component>
  );
}
