import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { learningContentStates, type LearningContentState } from '@seller-portal/contracts/education';
import { Card, Container, TextField } from '@seller-portal/ui';
import { adminStyles, FailureStatus, FilterChip, FilterChips, LoadingStatus, PageHead, Pager } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { articleListQuery, categoriesQuery, videoListQuery, type StudioListFilter } from '../api/learning-studio';
import { useLearningStudioTranslation } from '../i18n/resources';
import { CategoriesPanel } from './CategoriesPanel';
import { StateBadge, useTimeText } from './shared';
import styles from './learning-studio.module.css';

interface Row {
  id: string;
  title: string;
  state: LearningContentState;
  categoryCode: string;
  publishAt: number | null;
  unpublishAt: number | null;
  updatedAt: number;
  updatedBy: string | null;
}

/**
 * /learning-studio (INTERNAL_SELLER-LEARNING): the articles or the videos (`?type=videos`) in every state, narrowed by
 * state and by words of the title; each opens its editor.
 */
export function StudioListPage() {
  const { t } = useLearningStudioTranslation();
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = typeParam === 'videos' ? 'videos' : typeParam === 'categories' ? 'categories' : 'articles';
  const stateParam = params.get('state');
  const state = (learningContentStates as readonly string[]).includes(stateParam ?? '') ? (stateParam as LearningContentState) : null;
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(0, Number(params.get('page')) || 0);
  const asked = useDeferredValue(keyword.trim());
  const filter: StudioListFilter = { state, keyword: asked, page };
  const articles = useQuery({ ...articleListQuery(client, filter), enabled: type === 'articles' });
  const videos = useQuery({ ...videoListQuery(client, filter), enabled: type === 'videos' });
  const list = type === 'videos' ? videos : articles;
  const categories = useQuery(categoriesQuery(client));
  const { language, timeText } = useTimeText();
  const categoryName = (code: string) => {
    const category = categories.data?.find((item) => item.code === code);
    return category ? (language === 'en' ? category.nameEn : category.nameId) : code;
  };
  const change = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  const rows: Row[] | undefined = list.data?.content.map((item) => ({
    ...item,
    title: (language === 'en' ? item.titleEn || item.titleId : item.titleId || item.titleEn) || t('untitled'),
  }));
  const editPath = (id: string) => `/learning-studio/${type}/${id}`;

  return (
    <Container className={adminStyles.page}>
      <PageHead
        title={t('title')}
        lead={t('lead')}
        actions={
          <div className={adminStyles.row}>
            <Link className={adminStyles.buttonLink} to="/learning-studio/articles/new">
              {t('newArticle')}
            </Link>
            <Link className={adminStyles.buttonLinkSecondary} to="/learning-studio/videos/new">
              {t('newVideo')}
            </Link>
          </div>
        }
      />
      <nav aria-label={t('tabs.label')} className={styles.tabs}>
        <Link className={styles.tab} to="/learning-studio" aria-current={type === 'articles' ? 'page' : undefined}>
          {t('tabs.articles')}
        </Link>
        <Link className={styles.tab} to="/learning-studio?type=videos" aria-current={type === 'videos' ? 'page' : undefined}>
          {t('tabs.videos')}
        </Link>
        <Link className={styles.tab} to="/learning-studio?type=categories" aria-current={type === 'categories' ? 'page' : undefined}>
          {t('tabs.categories')}
        </Link>
      </nav>
      {type === 'categories' ? (
        <Card>
          <CategoriesPanel />
        </Card>
      ) : (
        <Card>
          <div className={styles.form}>
            <div role="search">
              <TextField
                label={t('search')}
                placeholder={t('searchPlaceholder')}
                type="search"
                value={keyword}
                onChange={(event) => change({ keyword: event.target.value, page: null })}
              />
            </div>
            <FilterChips label={t('filterLabel')}>
              <FilterChip pressed={state === null} onClick={() => change({ state: null, page: null })}>
                {t('all')}
              </FilterChip>
              {learningContentStates.map((item) => (
                <FilterChip key={item} pressed={state === item} onClick={() => change({ state: item, page: null })}>
                  {t(`state.${item}`)}
                </FilterChip>
              ))}
            </FilterChips>
          </div>
          {list.isPending ? (
            <LoadingStatus />
          ) : list.isError ? (
            <FailureStatus text={serverErrorText(t, list.error)} onRetry={() => void list.refetch()} />
          ) : !rows || rows.length === 0 ? (
            <p className={adminStyles.lead}>{t('empty')}</p>
          ) : (
            <>
              <table className={adminStyles.table} aria-busy={list.isFetching || undefined} aria-label={t(`tabs.${type}`)}>
                <thead>
                  <tr>
                    <th scope="col">{t('column.title')}</th>
                    <th scope="col">{t('column.state')}</th>
                    <th scope="col">{t('column.category')}</th>
                    <th scope="col">{t('column.window')}</th>
                    <th scope="col">{t('column.updated')}</th>
                    <th scope="col">{t('column.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td data-label={t('column.title')}>
                        <Link className={adminStyles.textLink} to={editPath(row.id)}>
                          {row.title}
                        </Link>
                      </td>
                      <td data-label={t('column.state')}>
                        <StateBadge state={row.state} />
                      </td>
                      <td data-label={t('column.category')}>{categoryName(row.categoryCode)}</td>
                      <td data-label={t('column.window')}>
                        {row.publishAt === null && row.unpublishAt === null
                          ? t('windowOpen')
                          : [
                              row.publishAt !== null && t('windowFrom', { time: timeText(row.publishAt) }),
                              row.unpublishAt !== null && t('windowUntil', { time: timeText(row.unpublishAt) }),
                            ]
                              .filter(Boolean)
                              .join(' ')}
                      </td>
                      <td data-label={t('column.updated')}>
                        {row.updatedBy
                          ? t('updatedBy', { time: timeText(row.updatedAt), actor: row.updatedBy })
                          : t('updatedAt', { time: timeText(row.updatedAt) })}
                      </td>
                      <td data-label={t('column.actions')}>
                        <Link className={adminStyles.textLink} to={editPath(row.id)} aria-label={t('editNamed', { title: row.title })}>
                          {t('edit')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {list.data && list.data.totalPages > 1 && (
                <Pager
                  label={t('pager.label')}
                  page={page}
                  totalPages={list.data.totalPages}
                  onPage={(next) => change({ page: next ? String(next) : null })}
                  previousText={t('pager.previous')}
                  nextText={t('pager.next')}
                >
                  {t('pager.position', { page: page + 1, total: list.data.totalPages })}
                </Pager>
              )}
            </>
          )}
        </Card>
      )}
    </Container>
  );
}
