import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import styles from './AdminPage.module.css';

export interface PagerProps {
  /** The name of the navigation ("Pages of events"). */
  label: string;
  /** The page shown, from 0. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  previousText: string;
  nextText: string;
  /** Where the reader is ("Page 2 of 5"). */
  children: ReactNode;
  /** Reads the page text out when it changes: for a list whose rows are replaced in place. */
  live?: boolean;
}

/** Previous and next page of a list paged on the server, and where the reader is; the first and last page disable their button. */
export function Pager({ label, page, totalPages, onPage, previousText, nextText, children, live = false }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {previousText}
      </Button>
      <span aria-live={live ? 'polite' : undefined}>{children}</span>
      <Button variant="secondary" size="sm" disabled={page + 1 >= totalPages} onClick={() => onPage(page + 1)}>
        {nextText}
      </Button>
    </nav>
  );
}
