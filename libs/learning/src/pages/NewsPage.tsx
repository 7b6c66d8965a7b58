import { usePageMeta } from '@seller-portal/app-runtime';
import { useApiClient } from '@seller-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { articlesQuery, categoriesQuery } from '../api/learning';
import { ArticleCard, categoryName } from '../components/cards';
import { CategoryChips } from '../components/CategoryChips';
import { LearningLayout } from '../components/LearningLayout';
import { PageLinks } from '../components/PageLinks';
import styles from '../components/learning.module.css';
import { useListParams } from '../lib/list-params';
import { useReaderProgress } from '../lib/reader';
import { useLearningTexts } from '../lib/texts';

const pageSize = 12;

/** /learning/news: Seller Learning's news, newest first, by category, a page at a time. */
export function NewsPage() {
  const { t, language, errorText } = useLearningTexts();
  const client = useApiClient();
  const { category, page, hrefOf } = useListParams();
  const news = useQuery(articlesQuery(client, { language, kind: 'NEWS', categoryCode: category, page, size: pageSize }));
  const categories = useQuery(categoriesQuery(client, language));
  const progress = useReaderProgress();
  usePageMeta(t('news.metaTitle'), t('news.metaDescription'));

  return (
    <LearningLayout>
      <div>
        <h1 className={styles.heading}>{t('news.heading')}</h1>
        <p className={styles.lead}>{t('news.lead')}</p>
      </div>
      {categories.data && <CategoryChips categories={categories.data} chosen={category} hrefOf={(code) => hrefOf({ category: code ?? null })} />}
      {news.isPending ? (
        <p className={styles.placeholder} role="status">
          {t('loading')}
        </p>
      ) : news.isError ? (
        <p className={styles.status}>{errorText(news.error)}</p>
      ) : news.data.content.length === 0 ? (
        <p className={styles.status}>{t('news.empty')}</p>
      ) : (
        <>
          <ul className={styles.grid}>
            {news.data.content.map((article) => (
              <li key={article.id}>
                <ArticleCard
                  article={article}
                  category={categoryName(categories.data, article.categoryCode)}
                  progress={progress.get(article.slug)}
                  headingLevel={2}
                />
              </li>
            ))}
          </ul>
          <PageLinks page={page} totalPages={news.data.totalPages} hrefOf={(next) => hrefOf({ page: next })} />
        </>
      )}
    </LearningLayout>
  );
}
