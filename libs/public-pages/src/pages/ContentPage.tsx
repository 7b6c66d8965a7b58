import { ShellLink } from '@seller-portal/app-runtime';
import { useApiClient } from '@seller-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { commonPageQuery } from '../api/cms';
import { CmsPageView } from '../components/CmsPageView';
import { Sections } from '../components/Sections';
import { usePublicPagesTranslation } from '../i18n/resources';
import { cmsLanguageOf } from '../lib/cms-language';
import styles from '../components/public-pages.module.css';

/** `/pages/:pageName`: a content page from `py-common/:page`; an unknown or unpublished name is not found. */
export function ContentPage() {
  const { t, i18n } = usePublicPagesTranslation();
  const pageName = useParams().pageName ?? '';
  const client = useApiClient();
  const query = useQuery(commonPageQuery(client, pageName, cmsLanguageOf(i18n.resolvedLanguage)));
  return (
    <CmsPageView query={query}>
      {(page) => (
        <div className={styles.document}>
          <Sections title={page.title} sections={page.sections} intro={<p className={styles.documentLead}>{page.description}</p>} />
          <p className={styles.narrow}>
            <ShellLink className={styles.backLink} to="/pages">
              {t('allPages')}
            </ShellLink>
          </p>
        </div>
      )}
    </CmsPageView>
  );
}
