import { Button } from '@seller-portal/ui';
import { adminStyles } from '@seller-portal/ui/forms';

export interface PagerProps {
  /** From 0. */
  page: number;
  totalPages: number;
  onPage(page: number): void;
  labels: { previous: string; next: string; pageOf: string };
}

/** Previous and next page of a list paged on the server, and where the seller is. */
export function Pager({ page, totalPages, onPage, labels }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={adminStyles.pager} aria-label={labels.pageOf}>
      <Button type="button" size="sm" variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span aria-live="polite">{labels.pageOf}</span>
      <Button type="button" size="sm" variant="secondary" disabled={page + 1 >= totalPages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
