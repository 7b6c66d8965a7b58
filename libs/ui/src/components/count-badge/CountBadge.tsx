import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { VisuallyHidden } from '../layout/Stack';
import styles from './CountBadge.module.css';

export interface CountBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** How many; nothing is shown at 0. */
  count: number;
  /**
   * What a screen reader hears instead of the number ("3 unread conversations"); without it the badge is hidden from
   * them, for a control whose own name already says the count.
   */
  label?: string;
  /** Where it sits (over a control's corner, at a row's end): the caller places it. */
  className?: string;
}

/** What a count badge says: nothing at 0, the number up to 99, then "99+". */
export function countBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** A small red count, as on the bell and the chat's menu entries: the unread messages, notifications … */
export function CountBadge({ count, label, className, ...rest }: CountBadgeProps) {
  if (count <= 0) return null;
  if (label === undefined)
    return (
      <span {...rest} className={clsx(styles.badge, className)} aria-hidden="true">
        {countBadgeText(count)}
      </span>
    );
  return (
    <span {...rest} className={clsx(styles.badge, className)}>
      <span aria-hidden="true">{countBadgeText(count)}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
