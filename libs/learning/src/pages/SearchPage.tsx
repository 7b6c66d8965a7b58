import { usePageMeta } from '@seller-portal/app-runtime';
import { useApiClient } from '@seller-portal/api-client';
import { learningSearchLimits, type LearningSearchHit } from '@seller-portal/contracts/education';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { categoriesQuery, searchQuery, videosQuery } from '../api/learning';
import { categoryName, ProgressMark, VideoCard } from '../components/cards';
import { CategoryChips } from '../components/CategoryChips';
import { LearningLayout } from '../components/LearningLayout';
import { PageLinks } from '../components/PageLinks';
import styles from '../components/learning.module.css';
import { useListParams } from '../lib/list-params';
import { onlyMarks } from '../lib/marked-html';
import { articlePath } from '../lib/paths';
import { useReaderProgress } from '../lib/reader';
import { useLearningTexts } from '../lib/texts';

const pageSize = 10;
// The results follow the words once the typing pauses.
const typingPauseMs = 300;

const types = [
  { value: undefined, key: 'filters.allTypes' },
  { value: 'ARTICLE', key: 'filters.articles' },
  { value: 'VIDEO', key: 'filters.videos' },
] as const;

function ArticleHit({
  hit,
  category,
  progress,
}: {
  hit: Extract<LearningSearchHit, { type: 'ARTICLE' }>;
  category?: string;
  progress: ReturnType<typeof useReaderProgress>;
}) {
  const { t, day } = useLearningTexts();
  return (
    <article className={styles.card} data-article={hit.slug}>
      <h2 className={styles.cardTitle}>
        <Link className={styles.cardLink} to={articlePath(hit)} dangerouslySetInnerHTML={{ __html: onlyMarks(hit.titleHtml) }} />
      </h2>
      <p className={styles.hitSnippet} dangerouslySetInnerHTML={{ __html: onlyMarks(hit.snippetHtml) }} />
      <p className={styles.meta}>
        <span className={styles.badge}>{t(hit.kind === 'NEWS' ? 'kind.news' : 'kind.guide')}</span>
        {category && <span>{category}</span>}
        <time dateTime={new Date(hit.publishedAt).toISOString()}>{day(hit.publishedAt)}</time>
        <ProgressMark progress={progress.get(hit.slug)} />
      </p>
    </article>
  );
}

/**
 * /learning/search?q=&type=&category= (and /learning/search/video, videos only): results as the words are typed,
 * highlighted, filtered by type and category, a page at a time. Without words the video page lists every video.
 */
export function SearchPage({ videosOnly = false }: { videosOnly?: boolean }) {
  const { t, language, errorText } = useLearningTexts();
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const { category, page, hrefOf } = useListParams();
  const q = params.get('q') ?? '';
  const rawType = params.get('type');
  const type = videosOnly ? 'VIDEO' : rawType === 'ARTICLE' || rawType === 'VIDEO' ? rawType : undefined;
  const [typed, setTyped] = useState(q);

  // The address follows the typing (replacing the entry, so Back leaves the search), and the typing follows an address
  // that changed otherwise (Back, a link). Not the address the typing itself wrote: keys pressed while it was being
  // written would be lost.
  const written = useRef(q);
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setTyped(q);
  }, [q]);
  useEffect(() => {
    if (typed === q) return;
    const timer = window.setTimeout(() => {
      const next = new URLSearchParams(params);
      if (typed.trim()) next.set('q', typed);
      else next.delete('q');
      next.delete('page');
      written.current = next.get('q') ?? '';
      setParams(next, { replace: true });
    }, typingPauseMs);
    return () => window.clearTimeout(timer);
  }, [typed, q, params, setParams]);

  const searching = q.trim() !== '';
  const results = useQuery({ ...searchQuery(client, { q, language, type, categoryCode: category, page, size: pageSize }), enabled: searching });
  const allVideos = useQuery({ ...videosQuery(client, { language, categoryCode: category, page, size: pageSize }), enabled: videosOnly && !searching });
  const categories = useQuery(categoriesQuery(client, language));
  const progress = useReaderProgress();
  const heading = videosOnly ? t('search.videoHeading') : t('search.heading');
  usePageMeta(searching ? `${t('search.metaTitleFor', { query: q })} | ${t('title')}` : `${heading} | ${t('title')}`, t('search.metaDescription'));

  const withType = (value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set('type', value);
    else next.delete('type');
    next.delete('page');
    return `?${next}`;
  };
  const withQuery = (href: string) => {
    const next = new URLSearchParams(href.slice(1));
    if (q) next.set('q', q);
    if (type && !videosOnly) next.set('type', type);
    return `?${next}`;
  };

  let status: string | null = null;
  if (searching && results.isError) status = errorText(results.error);
  else if (searching && results.data?.words.length === 0) status = t('search.noWords');
  else if (searching && results.data && results.data.totalElements === 0) status = t('search.none', { query: q.trim() });
  else if (searching && results.data) status = t('search.count', { count: results.data.totalElements, query: q.trim() });
  else if (!searching && !videosOnly) status = t('search.hint');

  return (
    <LearningLayout search={false}>
      <div>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.lead}>{videosOnly ? t('search.videoLead') : t('search.lead')}</p>
      </div>
      <form
        role="search"
        className={styles.pageSearch}
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams(params);
          if (typed.trim()) next.set('q', typed);
          else next.delete('q');
          next.delete('page');
          setParams(next);
        }}
      >
        <input
          className={styles.searchInput}
          type="search"
          value={typed}
          maxLength={learningSearchLimits.queryMaxLength}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={videosOnly ? t('search.videoPlaceholder') : t('search.placeholder')}
          aria-label={t('search.label')}
          autoComplete="off"
          // The search page is where one types: the field is ready.
          autoFocus={!videosOnly}
        />
        <button type="submit" className={styles.searchButton}>
          {t('search.submit')}
        </button>
      </form>
      {!videosOnly && (
        <nav aria-label={t('filters.type')}>
          <ul className={styles.chips}>
            {types.map((each) => (
              <li key={each.key}>
                <Link className={styles.chip} to={withType(each.value)} aria-current={type === each.value ? 'true' : undefined}>
                  {t(each.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {categories.data && <CategoryChips categories={categories.data} chosen={category} hrefOf={(code) => withQuery(hrefOf({ category: code ?? null }))} />}
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      {searching && results.data && results.data.content.length > 0 && (
        <>
          <ul className={styles.list} aria-label={t('search.results')}>
            {results.data.content.map((hit) => (
              <li key={hit.id}>
                {hit.type === 'ARTICLE' ? (
                  <ArticleHit hit={hit} category={categoryName(categories.data, hit.categoryCode)} progress={progress} />
                ) : (
                  <VideoCard video={hit} category={categoryName(categories.data, hit.categoryCode)} titleHtml={onlyMarks(hit.titleHtml)} />
                )}
              </li>
            ))}
          </ul>
          <PageLinks page={page} totalPages={results.data.totalPages} hrefOf={(next) => withQuery(hrefOf({ page: next }))} />
        </>
      )}
      {videosOnly && !searching && allVideos.data && (
        <>
          <ul className={styles.grid} aria-label={t('search.allVideos')}>
            {allVideos.data.content.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} category={categoryName(categories.data, video.categoryCode)} />
              </li>
            ))}
          </ul>
          <PageLinks page={page} totalPages={allVideos.data.totalPages} hrefOf={(next) => hrefOf({ page: next })} />
        </>
      )}
      {!searching && !videosOnly && <BrowseHint />}
    </LearningLayout>
  );
}

/** Without words: the way back to browsing. */
function BrowseHint() {
  const { t } = useLearningTexts();
  return (
    <p>
      <Link className={styles.textLink} to="/learning/guide">
        {t('search.browseGuides')}
      </Link>
    </p>
  );
}

export function VideoSearchPage() {
  return <SearchPage videosOnly />;
}
