import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './AuthLayout.module.css';
import { AuthTopBar } from './AuthTopBar';

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
  return (
    <div className={styles.page}>
      <AuthTopBar className={styles.topBar} homeLink />
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
