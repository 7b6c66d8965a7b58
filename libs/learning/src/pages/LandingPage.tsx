import { usePageMeta } from '@seller-portal/app-runtime';
import { useApiClient } from '@seller-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { articlesQuery, categoriesQuery, videosQuery } from '../api/learning';
import { ArticleCard, categoryName, ProgressMark, VideoCard } from '../components/cards';
import { LearningLayout } from '../components/LearningLayout';
import styles from '../components/learning.module.css';
import { articlePath } from '../lib/paths';
import { useReaderProgress } from '../lib/reader';
import { useLearningTexts } from '../lib/texts';

/** /learning: the newest news as the featured story, the latest news, a card per topic with its first guides, and videos. */
export function LandingPage() {
  const { t, language, errorText } = useLearningTexts();
  const client = useApiClient();
  // The featured story and a row of three.
  const news = useQuery(articlesQuery(client, { language, kind: 'NEWS', size: 4 }));
  const guides = useQuery(articlesQuery(client, { language, kind: 'GUIDE', size: 50 }));
  const videos = useQuery(videosQuery(client, { language, size: 6 }));
  const categories = useQuery(categoriesQuery(client, language));
  const progress = useReaderProgress();
  usePageMeta(t('landing.metaTitle'), t('landing.metaDescription'));

  const [featured, ...latest] = news.data?.content ?? [];
  const failed = news.error ?? guides.error;
  // Every part at once: a part arriving later would push the ones already shown (layout shift).
  const pending = news.isPending || guides.isPending || videos.isPending || categories.isPending;
  return (
    <LearningLayout>
      <div className={styles.landingTop}>
        <div>
          <h1 className={styles.heading}>{t('landing.heading')}</h1>
          <p className={styles.lead}>{t('landing.lead')}</p>
        </div>
        {featured && !pending && (
          <section aria-label={t('landing.featured')}>
            <ArticleCard
              article={featured}
              category={categoryName(categories.data, featured.categoryCode)}
              progress={progress.get(featured.slug)}
              featured
              headingLevel={2}
            />
          </section>
        )}
      </div>
      {failed && <p className={styles.status}>{errorText(failed)}</p>}
      {pending && !failed && (
        <p className={styles.placeholder} role="status">
          {t('loading')}
        </p>
      )}
      {!pending && latest.length > 0 && (
        <section className={styles.section} aria-labelledby="learning-latest-news">
          <div className={styles.sectionHead}>
            <h2 id="learning-latest-news" className={styles.sectionHeading}>
              {t('landing.latestNews')}
            </h2>
            <Link className={styles.moreLink} to="/learning/news">
              {t('landing.allNews')}
            </Link>
          </div>
          <ul className={styles.grid}>
            {latest.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} category={categoryName(categories.data, article.categoryCode)} progress={progress.get(article.slug)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {!pending && categories.data && guides.data && (
        <section className={styles.section} aria-labelledby="learning-guides">
          <div className={styles.sectionHead}>
            <h2 id="learning-guides" className={styles.sectionHeading}>
              {t('landing.guides')}
            </h2>
            <Link className={styles.moreLink} to="/learning/guide">
              {t('landing.allGuides')}
            </Link>
          </div>
          <ul className={styles.topicGrid}>
            {categories.data.map((category) => {
              const inCategory = guides.data.content.filter((guide) => guide.categoryCode === category.code);
              if (inCategory.length === 0) return null;
              return (
                <li key={category.code} className={styles.topic}>
                  <h3 className={styles.cardTitle}>
                    <Link className={styles.textLink} to={`/learning/guide?category=${category.code}`}>
                      {category.name}
                    </Link>
                  </h3>
                  <p className={styles.topicCount}>{t('landing.topicGuides', { count: inCategory.length })}</p>
                  <ul className={styles.topicList}>
                    {inCategory.slice(0, 3).map((article) => (
                      <li key={article.id} data-article={article.slug}>
                        <Link className={styles.topicLink} to={articlePath(article)}>
                          {article.title}
                        </Link>
                        <ProgressMark progress={progress.get(article.slug)} />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {!pending && videos.data && videos.data.content.length > 0 && (
        <section className={styles.section} aria-labelledby="learning-videos">
          <div className={styles.sectionHead}>
            <h2 id="learning-videos" className={styles.sectionHeading}>
              {t('landing.videos')}
            </h2>
            <Link className={styles.moreLink} to="/learning/search/video">
              {t('landing.allVideos')}
            </Link>
          </div>
          <ul className={styles.grid}>
            {videos.data.content.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} category={categoryName(categories.data, video.categoryCode)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </LearningLayout>
  );
}
