import { usePageMeta } from '@seller-portal/app-runtime';
import { useApiClient } from '@seller-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { articlesQuery, categoriesQuery } from '../api/learning';
import { ArticleCard } from '../components/cards';
import { CategoryChips } from '../components/CategoryChips';
import { LearningLayout } from '../components/LearningLayout';
import styles from '../components/learning.module.css';
import { useListParams } from '../lib/list-params';
import { useReaderProgress } from '../lib/reader';
import { useLearningTexts } from '../lib/texts';

/** /learning/guide: the guides grouped by category, in the categories' order; `?category=` shows one. */
export function GuidePage() {
  const { t, language, errorText } = useLearningTexts();
  const client = useApiClient();
  const { category, hrefOf } = useListParams();
  const guides = useQuery(articlesQuery(client, { language, kind: 'GUIDE', size: 50 }));
  const categories = useQuery(categoriesQuery(client, language));
  const progress = useReaderProgress();
  usePageMeta(t('guide.metaTitle'), t('guide.metaDescription'));

  const shown = (categories.data ?? []).filter((each) => !category || each.code === category);
  return (
    <LearningLayout>
      <div>
        <h1 className={styles.heading}>{t('guide.heading')}</h1>
        <p className={styles.lead}>{t('guide.lead')}</p>
      </div>
      {categories.data && (
        <CategoryChips
          categories={categories.data}
          chosen={category}
          hrefOf={(code) => hrefOf({ category: code ?? null })}
          count={(each) => guides.data?.content.filter((guide) => guide.categoryCode === each.code).length ?? 1}
        />
      )}
      {guides.isPending || categories.isPending ? (
        <p className={styles.placeholder} role="status">
          {t('loading')}
        </p>
      ) : guides.isError ? (
        <p className={styles.status}>{errorText(guides.error)}</p>
      ) : (
        shown.map((each) => {
          const inCategory = guides.data.content.filter((guide) => guide.categoryCode === each.code);
          if (inCategory.length === 0)
            return category ? (
              <p key={each.code} className={styles.status}>
                {t('guide.empty')}
              </p>
            ) : null;
          return (
            <section key={each.code} className={styles.section} aria-labelledby={`guide-${each.code}`}>
              <h2 id={`guide-${each.code}`} className={styles.sectionHeading}>
                {each.name}
              </h2>
              <ul className={styles.grid}>
                {inCategory.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} progress={progress.get(article.slug)} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </LearningLayout>
  );
}
