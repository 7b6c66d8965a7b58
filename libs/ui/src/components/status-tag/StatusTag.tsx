import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import styles from './StatusTag.module.css';

/**
 * What a status means to the person reading it, not its name: `neutral` ended or inactive, `info` waiting on someone,
 * `accent` new and asking for a step, `warning` pending a
 * decision, `primary` under way, `success` done or live, `danger` refused or cancelled.
 */
export const statusTones = ['neutral', 'info', 'accent', 'warning', 'primary', 'success', 'danger'] as const;
export type StatusTone = (typeof statusTones)[number];

export interface StatusTagProps extends ComponentPropsWithoutRef<'span'> {
  tone: StatusTone;
}

/** A status as a small coloured label (an order's, an application's, an announcement's): the word says it, the colour only helps. */
export function StatusTag({ tone, className, ...rest }: StatusTagProps) {
  return <span {...rest} data-tone={tone} className={clsx(styles.tag, styles[tone], className)} />;
}
