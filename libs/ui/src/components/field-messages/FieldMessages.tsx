import type { ReactNode } from 'react';
import { AlertCircleIcon } from '../icons/icons';
import styles from './FieldMessages.module.css';

/**
 * What a form field says under itself: its error (with the icon, announced through `aria-describedby`) and its hint.
 * Every field of the design system (text, select, rich text) shows them the same way.
 */
export function FieldMessages({ error, errorId, hint, hintId }: { error?: ReactNode; errorId?: string; hint?: ReactNode; hintId?: string }) {
  return (
    <>
      {error && (
        <p id={errorId} className={styles.error}>
          <AlertCircleIcon size={16} className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </>
  );
}
