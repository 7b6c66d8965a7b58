import { Link } from 'react-router-dom';
import { useLearningTexts } from '../lib/texts';
import styles from './learning.module.css';

/** Previous and next page of a paged list, as links (a page is an address), and where the reader is. */
export function PageLinks({ page, totalPages, hrefOf }: { page: number; totalPages: number; hrefOf: (page: number) => string }) {
  const { t } = useLearningTexts();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {page > 0 ? (
        <Link className={styles.secondaryButton} to={hrefOf(page - 1)} rel="prev">
          {t('pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('pager.position', { page: page + 1, total: totalPages })}</span>
      {page + 1 < totalPages ? (
        <Link className={styles.secondaryButton} to={hrefOf(page + 1)} rel="next">
          {t('pager.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
