import { Children, type ReactNode } from 'react';
import styles from './FilterChips.module.css';

/** A row of filters, each a chip that is on or off; `label` names the row. */
export function FilterChips({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {Children.map(children, (chip) => chip && <li>{chip}</li>)}
    </ul>
  );
}

export interface FilterChipProps {
  /** On: the list shows what this chip says. */
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** One filter of FilterChips: a toggle button (aria-pressed), filled while it is on. */
export function FilterChip({ pressed, onClick, children }: FilterChipProps) {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}
