import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Header.module.css';

export interface HeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'title'> {
  /** Brand mark or a back button on the left. */
  logo?: ReactNode;
  title?: ReactNode;
  /** Right side: language switch, notifications, user menu… */
  end?: ReactNode;
  sticky?: boolean;
}

/** Presentational top bar; the shell decides where it shows (§2.8 layout rules). */
export function Header({ logo, title, end, sticky = true, className, children, ...rest }: HeaderProps) {
  return (
    <header {...rest} className={clsx(styles.header, sticky && styles.sticky, className)}>
      <div className={styles.inner}>
        {logo && <div className={styles.logo}>{logo}</div>}
        {title && <div className={styles.title}>{title}</div>}
        {children}
        {end && <div className={styles.end}>{end}</div>}
      </div>
    </header>
  );
}
