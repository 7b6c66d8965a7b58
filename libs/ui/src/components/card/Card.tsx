import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title?: ReactNode;
  /** Right side of the title row (a link or a small button). */
  actions?: ReactNode;
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

export function Card({ title, actions, padding = 'md', className, children, ...rest }: CardProps) {
  return (
    <section {...rest} className={clsx(styles.card, styles[`padding-${padding}`], className)}>
      {(title || actions) && (
        <div className={styles.head}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
