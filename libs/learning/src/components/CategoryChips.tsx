import type { LearningCategory } from '@seller-portal/contracts/education';
import { Link } from 'react-router-dom';
import { useLearningTexts } from '../lib/texts';
import styles from './learning.module.css';

/** The categories as links of one list's address (`?category=`), the chosen one marked; "All" clears it. */
export function CategoryChips({
  categories,
  chosen,
  hrefOf,
  count,
}: {
  categories: readonly LearningCategory[];
  chosen: string | undefined;
  hrefOf: (code: string | undefined) => string;
  /** Leaves out a category with nothing in it. */
  count?: (category: LearningCategory) => number;
}) {
  const { t } = useLearningTexts();
  return (
    <nav aria-label={t('filters.category')}>
      <ul className={styles.chips}>
        <li>
          <Link className={styles.chip} to={hrefOf(undefined)} aria-current={chosen === undefined ? 'true' : undefined}>
            {t('filters.allCategories')}
          </Link>
        </li>
        {categories
          .filter((category) => !count || count(category) > 0)
          .map((category) => (
            <li key={category.code}>
              <Link className={styles.chip} to={hrefOf(category.code)} aria-current={chosen === category.code ? 'true' : undefined}>
                {category.name}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
