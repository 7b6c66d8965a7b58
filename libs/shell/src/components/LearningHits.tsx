import { useApiClient } from '@seller-portal/api-client';
import { ShellLink } from '@seller-portal/app-runtime';
import { learningPagesCalls } from '@seller-portal/contracts/education';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useShellTranslation } from '../i18n/resources';
import styles from './UniversalSearch.module.css';

// The articles follow the words once the typing pauses.
const typingPauseMs = 250;

/** A visitor's `<` never reaches the page as a tag: the server's headline keeps only `<mark>`. */
const onlyMarks = (html: string) => html.replace(/<(?!\/?mark>)/g, '&lt;');

/**
 * The Seller Learning articles that match the header search's words (the learning search call, articles only),
 * as items of the search's list. A chunk of its own: it loads when the first word is typed.
 */
export default function LearningHits({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const { t, i18n } = useShellTranslation();
  const client = useApiClient();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  const [words, setWords] = useState(query);
  useEffect(() => {
    const timer = window.setTimeout(() => setWords(query), typingPauseMs);
    return () => window.clearTimeout(timer);
  }, [query]);
  const hits = useQuery({
    queryKey: ['learning', 'header-search', { words, language }],
    queryFn: ({ signal }) => client.call(learningPagesCalls.search, { body: { q: words, language, type: 'ARTICLE', size: 5 }, signal }),
    enabled: words.trim() !== '',
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const articles = (hits.data?.content ?? []).flatMap((hit) => (hit.type === 'ARTICLE' ? [hit] : []));
  if (articles.length === 0) return null;
  return (
    <>
      <li className={styles.groupLabel} aria-hidden="true">
        {t('search.articles')}
      </li>
      {articles.map((hit) => (
        <li key={hit.id}>
          <ShellLink
            to={hit.kind === 'NEWS' ? `/learning/news/${hit.slug}` : `/learning/guide/article/${hit.slug}`}
            className={styles.hit}
            onNavigate={onNavigate}
            data-learning-article={hit.slug}
          >
            <span className={styles.hitLabel} dangerouslySetInnerHTML={{ __html: onlyMarks(hit.titleHtml) }} />
            <span className={styles.hitGroup}>{t(hit.kind === 'NEWS' ? 'search.news' : 'search.guide')}</span>
          </ShellLink>
        </li>
      ))}
    </>
  );
}
