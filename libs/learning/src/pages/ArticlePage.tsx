import { usePageMeta } from '@seller-portal/app-runtime';
import { ApiError, useApiClient } from '@seller-portal/api-client';
import { helpMenuFeedbackEvent, sellerFeedbackEvent, type SellerFeedbackEventDetail } from '@seller-portal/contracts/education';
import { RichText } from '@seller-portal/ui/rich-text';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { articleQuery, articlesQuery, categoriesQuery, videosQuery } from '../api/learning';
import { ArticleCard, categoryName, ProgressMark, VideoCard } from '../components/cards';
import { LearningLayout } from '../components/LearningLayout';
import styles from '../components/learning.module.css';
import { articlePath } from '../lib/paths';
import { useReader, useReaderProgress } from '../lib/reader';
import { useReadingProgress } from '../lib/reading-progress';
import { useLearningTexts } from '../lib/texts';

/** §4.11 the seller's feedback: the surveys (mounted for a STORE session) open on this event and keep the Seller Care time. */
function giveFeedback() {
  const detail: SellerFeedbackEventDetail = { eventCode: helpMenuFeedbackEvent };
  window.dispatchEvent(new CustomEvent(sellerFeedbackEvent, { detail }));
}

/**
 * /learning/news/:slug and /learning/guide/article/:slug: one published article, its reading progress for a signed-in
 * seller, the feedback entry point and related articles and videos of its category.
 */
export function ArticlePage() {
  const { t, language, day, errorText } = useLearningTexts();
  const slug = useParams().slug ?? '';
  const { pathname } = useLocation();
  const client = useApiClient();
  const article = useQuery(articleQuery(client, slug, language));
  const categories = useQuery(categoriesQuery(client, language));
  const categoryCode = article.data?.categoryCode;
  const related = useQuery({ ...articlesQuery(client, { language, categoryCode, size: 4 }), enabled: Boolean(categoryCode) });
  const videos = useQuery({ ...videosQuery(client, { language, categoryCode, size: 2 }), enabled: Boolean(categoryCode) });
  const reader = useReader();
  const progress = useReaderProgress();
  const body = useRef<HTMLDivElement>(null);
  const percent = useReadingProgress(body, slug, reader, progress.get(slug), article.isSuccess);
  usePageMeta(article.data ? `${article.data.title} | ${t('title')}` : undefined, article.data?.summary);

  if (article.isPending) {
    return (
      <LearningLayout>
        <p className={styles.placeholder} role="status">
          {t('loading')}
        </p>
      </LearningLayout>
    );
  }
  if (article.isError) {
    const missing = article.error instanceof ApiError && article.error.errorCode === 'LEARNING_ARTICLE_NOT_FOUND';
    return (
      <LearningLayout>
        <div>
          <h1 className={styles.heading}>{missing ? t('article.notFound') : t('article.failed')}</h1>
          <p className={styles.lead}>{missing ? t('article.notFoundLead') : errorText(article.error)}</p>
        </div>
        <Link className={styles.textLink} to="/learning">
          {t('article.backHome')}
        </Link>
      </LearningLayout>
    );
  }
  const shown = article.data;
  const canonical = articlePath(shown);
  // A news slug under the guides' path (or the reverse) moves to the article's own address.
  if (canonical !== pathname) return <Navigate to={canonical} replace />;
  const section = shown.kind === 'NEWS' ? { to: '/learning/news', label: t('nav.news') } : { to: '/learning/guide', label: t('nav.guides') };
  const others = (related.data?.content ?? []).filter((each) => each.slug !== shown.slug).slice(0, 3);
  const category = categoryName(categories.data, shown.categoryCode);

  return (
    <LearningLayout>
      {reader && (
        <div
          className={styles.readingBar}
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          data-reading-progress={percent}
        >
          <div className={styles.readingBarFill} style={{ transform: `scaleX(${percent / 100})` }} />
        </div>
      )}
      <article className={styles.article}>
        <nav className={styles.breadcrumbs} aria-label={t('article.breadcrumbs')}>
          <ol>
            <li>
              <Link to="/learning">{t('title')}</Link>
            </li>
            <li>
              <Link to={section.to}>{section.label}</Link>
            </li>
          </ol>
        </nav>
        <header>
          <h1 className={styles.heading}>{shown.title}</h1>
          <p className={styles.lead}>{shown.summary}</p>
          <p className={styles.meta}>
            <span className={styles.badge}>{t(shown.kind === 'NEWS' ? 'kind.news' : 'kind.guide')}</span>
            {category && <span>{category}</span>}
            <time dateTime={new Date(shown.publishedAt).toISOString()}>{day(shown.publishedAt)}</time>
            <ProgressMark progress={progress.get(shown.slug)} />
          </p>
        </header>
        {shown.coverImageUrl && <img className={styles.cover} src={shown.coverImageUrl} alt="" width={1280} height={720} decoding="async" />}
        <div ref={body}>
          <RichText html={shown.body} />
        </div>
        <aside className={styles.feedback} aria-label={t('feedback.label')}>
          {reader ? (
            <>
              <p className={styles.feedbackText}>{t('feedback.question')}</p>
              <button type="button" className={styles.secondaryButton} onClick={giveFeedback}>
                {t('feedback.give')}
              </button>
            </>
          ) : (
            <>
              <p className={styles.feedbackText}>{t('feedback.signIn')}</p>
              <Link className={styles.secondaryButton} to={`/sign-in?${new URLSearchParams({ redirectUri: pathname })}`}>
                {t('feedback.signInLink')}
              </Link>
            </>
          )}
        </aside>
      </article>
      {(others.length > 0 || (videos.data?.content.length ?? 0) > 0) && (
        <section className={styles.section} aria-labelledby="learning-related">
          <h2 id="learning-related" className={styles.sectionHeading}>
            {t('article.related')}
          </h2>
          <ul className={styles.grid}>
            {others.map((each) => (
              <li key={each.id}>
                <ArticleCard article={each} progress={progress.get(each.slug)} />
              </li>
            ))}
            {videos.data?.content.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </LearningLayout>
  );
}
