import { useApiClient } from '@seller-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { activeTextQuery } from '../api/cms';
import { CmsPageView } from '../components/CmsPageView';
import { Sections } from '../components/Sections';
import { usePublicPagesTranslation } from '../i18n/resources';
import { cmsLanguageOf } from '../lib/cms-language';
import styles from '../components/public-pages.module.css';

/** A text sellers agree to, in its active version (`/pages/seller-agreement`, the international agreement, the privacy policy, `/agreement`). */
export function TextPage({ code }: { code: string }) {
  const { t, i18n } = usePublicPagesTranslation();
  const language = cmsLanguageOf(i18n.resolvedLanguage);
  const client = useApiClient();
  const query = useQuery(activeTextQuery(client, code, language));
  const date = (at: number) =>
    new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }).format(at);
  return (
    <CmsPageView query={query}>
      {(page) => (
        <div className={styles.document}>
          <Sections
            title={page.title}
            sections={page.sections}
            intro={
              <>
                <p className={styles.documentLead}>{page.description}</p>
                <p className={styles.documentDate}>{t('effective', { date: date(page.updatedAt) })}</p>
              </>
            }
          />
        </div>
      )}
    </CmsPageView>
  );
}
