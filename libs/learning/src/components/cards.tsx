import type { LearningArticleSummary, LearningCategory, LearningReadingProgress, LearningVideo } from '@seller-portal/contracts/education';
import { VisuallyHidden } from '@seller-portal/ui';
import clsx from 'clsx';
import { Link, useLocation } from 'react-router-dom';
import { useLearningTexts } from '../lib/texts';
import { articlePath, videoModalHref } from '../lib/paths';
import styles from './learning.module.css';

/** A signed-in seller's mark on an article they started: how far, or finished. */
export function ProgressMark({ progress }: { progress: LearningReadingProgress | undefined }) {
  const { t } = useLearningTexts();
  if (!progress) return null;
  return (
    <span className={styles.progressMark}>{progress.finishedAt !== null ? t('progress.finished') : t('progress.percent', { percent: progress.percent })}</span>
  );
}

export function categoryName(categories: readonly LearningCategory[] | undefined, code: string): string | undefined {
  return categories?.find((category) => category.code === code)?.name;
}

/** An article in a list: its title (the link), summary, kind, category, day and the reader's progress. */
export function ArticleCard({
  article,
  category,
  progress,
  featured = false,
  headingLevel = 3,
}: {
  article: LearningArticleSummary;
  category?: string;
  progress?: LearningReadingProgress;
  featured?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t, day } = useLearningTexts();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={clsx(styles.card, featured && styles.featured)} data-article={article.slug}>
      {article.coverImageUrl && (
        // Sized and lazy: the list never shifts while covers arrive.
        <img className={styles.cover} src={article.coverImageUrl} alt="" width={640} height={360} loading={featured ? 'eager' : 'lazy'} decoding="async" />
      )}
      <Heading className={styles.cardTitle}>
        <Link className={styles.cardLink} to={articlePath(article)}>
          {article.title}
        </Link>
      </Heading>
      <p className={styles.summary}>{article.summary}</p>
      <p className={styles.meta}>
        <span className={styles.badge}>{t(article.kind === 'NEWS' ? 'kind.news' : 'kind.guide')}</span>
        {category && <span>{category}</span>}
        <time dateTime={new Date(article.publishedAt).toISOString()}>{day(article.publishedAt)}</time>
        <ProgressMark progress={progress} />
      </p>
    </article>
  );
}

/** A video in a list: a link that opens the shell's video modal over this page. */
export function VideoCard({
  video,
  category,
  titleHtml,
}: {
  video: Pick<LearningVideo, 'id' | 'url' | 'title' | 'durationSeconds' | 'publishedAt'>;
  category?: string;
  titleHtml?: string;
}) {
  const { t, duration } = useLearningTexts();
  const location = useLocation();
  return (
    <article className={styles.card} data-video={video.url}>
      <div className={styles.play} aria-hidden="true">
        <svg width="48" height="48" viewBox="0 0 48 48" focusable="false">
          <circle cx="24" cy="24" r="23" fill="currentColor" opacity="0.2" />
          <path d="M19 15l15 9-15 9z" fill="currentColor" />
        </svg>
      </div>
      <h3 className={styles.cardTitle}>
        <Link className={styles.cardLink} to={videoModalHref(location, video.url)} aria-label={t('video.play', { title: video.title })}>
          {titleHtml ? <span dangerouslySetInnerHTML={{ __html: titleHtml }} /> : video.title}
        </Link>
      </h3>
      <p className={styles.meta}>
        <span className={styles.badge}>{t('kind.video')}</span>
        {category && <span>{category}</span>}
        <span>
          <span aria-hidden="true">{duration(video.durationSeconds)}</span>
          <VisuallyHidden>{t('video.duration', { minutes: Math.max(1, Math.round(video.durationSeconds / 60)) })}</VisuallyHidden>
        </span>
      </p>
    </article>
  );
}
