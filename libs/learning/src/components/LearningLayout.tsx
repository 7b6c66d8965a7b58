import { Container } from '@seller-portal/ui';
import { useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { learningSearchLimits } from '@seller-portal/contracts/education';
import { useLearningTexts } from '../lib/texts';
import { searchPath } from '../lib/paths';
import styles from './learning.module.css';

const sections = [
  { to: '/learning', key: 'nav.home', end: true },
  { to: '/learning/news', key: 'nav.news', end: false },
  { to: '/learning/guide', key: 'nav.guides', end: false },
  { to: '/learning/search/video', key: 'nav.videos', end: false },
] as const;

/** Seller Learning's frame under the shell's header: its sections, a search box (not on the search pages) and the page. */
export function LearningLayout({ children, search = true }: { children: ReactNode; search?: boolean }) {
  const { t } = useLearningTexts();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <Container className={styles.page}>
      <div className={styles.sectionNav}>
        <nav aria-label={t('nav.label')}>
          <ul className={styles.sectionLinks}>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className={styles.sectionLink}>
                  {t(section.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {search && (
          <form
            role="search"
            className={styles.searchForm}
            onSubmit={(event) => {
              event.preventDefault();
              void navigate(searchPath({ q: query.trim() }));
            }}
          >
            <input
              className={styles.searchInput}
              type="search"
              name="q"
              value={query}
              maxLength={learningSearchLimits.queryMaxLength}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('search.placeholder')}
              aria-label={t('search.label')}
            />
            <button type="submit" className={styles.searchButton}>
              {t('search.submit')}
            </button>
          </form>
        )}
      </div>
      {children}
    </Container>
  );
}
