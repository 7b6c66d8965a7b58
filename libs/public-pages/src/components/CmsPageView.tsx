import { usePageMeta } from '@seller-portal/app-runtime';
import { isApiError } from '@seller-portal/api-client';
import type { CmsPage } from '@seller-portal/contracts/education';
import { Button, ErrorView } from '@seller-portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePublicPagesTranslation } from '../i18n/resources';
import { Sections } from './Sections';
import styles from './public-pages.module.css';

/** "<title> | Seller Center", unless the title names it already. */
export function documentTitle(title: string): string {
  return /seller center/i.test(title) ? title : `${title} | Seller Center`;
}

/**
 * A CMS page as a visitor reads it: a placeholder of the hero's size while it loads (nothing shifts when it comes),
 * the not-found view for a page that is not there or not published, a retry for anything else.
 */
export function CmsPageView({ query, children }: { query: UseQueryResult<CmsPage>; children?: (page: CmsPage) => ReactNode }) {
  const { t } = usePublicPagesTranslation();
  const navigate = useNavigate();
  const page = query.data;
  usePageMeta(page ? documentTitle(page.title) : undefined, page?.description);
  if (query.isPending) return <PagePlaceholder label={t('loading')} />;
  if (query.isError || !page) {
    const missing = isApiError(query.error) && (query.error.errorCode === 'CMS_PAGE_NOT_FOUND' || query.error.errorCode === 'CMS_CODE_INVALID');
    if (missing) return <ErrorView code={404} onBack={() => navigate('/')} />;
    return (
      <div className={styles.failure} role="alert">
        <p>{t('failed')}</p>
        <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
      </div>
    );
  }
  return <article className={styles.page}>{children ? children(page) : <Sections title={page.title} sections={page.sections} />}</article>;
}

/** The space of a page's first screen, kept while its content loads. */
export function PagePlaceholder({ label }: { label: string }) {
  return (
    <div className={styles.placeholder} role="status" aria-live="polite">
      <span className={styles.visuallyHidden}>{label}</span>
      <div className={styles.placeholderHero} />
      <div className={styles.inner}>
        <div className={styles.placeholderLine} />
        <div className={styles.placeholderLine} />
      </div>
    </div>
  );
}
