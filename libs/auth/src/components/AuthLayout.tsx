import { changeLanguage, useTranslation, type Language } from '@seller-portal/i18n';
import { BrandMark, LanguageSwitch } from '@seller-portal/ui';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './AuthLayout.module.css';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A small illustration above the title (an icon of what the step is about). */
  icon?: ReactNode;
  /** A link back (to sign-in, to the previous step) above the title. */
  back?: { to: string; label: string };
  /** 'wide' for lists (switch session) and the registration form. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
  /** Under the card: links to other account pages. */
  footer?: ReactNode;
}

/** The frame of every account page: brand and language switch on top, one card in the middle; a full page on phones. */
export function AuthLayout({ title, subtitle, icon, back, width = 'narrow', children, footer }: AuthLayoutProps) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <Link to="/" className={styles.logo}>
          <BrandMark size={32} />
          <span>{t('appName', { ns: 'common' })}</span>
        </Link>
        <LanguageSwitch size="sm" value={language} onChange={(lang) => void changeLanguage(i18n, lang)} />
      </header>
      <main className={styles.main}>
        <div className={clsx(styles.card, width === 'wide' && styles.wide)}>
          {back && (
            <Link to={back.to} className={styles.back}>
              <span aria-hidden="true">←</span> {back.label}
            </Link>
          )}
          {icon && <div className={styles.icon}>{icon}</div>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : <div className={styles.titleGap} />}
          {children}
        </div>
        {footer && <div className={clsx(styles.footer, width === 'wide' && styles.wide)}>{footer}</div>}
      </main>
    </div>
  );
}
