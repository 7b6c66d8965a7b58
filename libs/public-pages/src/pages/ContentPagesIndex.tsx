import { ShellLink, usePageMeta } from '@seller-portal/app-runtime';
import { useApiClient } from '@seller-portal/api-client';
import { cmsPageCodes } from '@seller-portal/contracts/education';
import { Button } from '@seller-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { commonPagesQuery } from '../api/cms';
import { documentTitle, PagePlaceholder } from '../components/CmsPageView';
import { usePublicPagesTranslation } from '../i18n/resources';
import { cmsLanguageOf } from '../lib/cms-language';
import styles from '../components/public-pages.module.css';

const agreements = [
  { path: `/pages/${cmsPageCodes.sellerAgreement}`, key: 'sellerAgreement' },
  { path: `/pages/${cmsPageCodes.sellerInternationalAgreement}`, key: 'sellerInternationalAgreement' },
  { path: `/pages/${cmsPageCodes.sellerPrivacyPolicy}`, key: 'sellerPrivacyPolicy' },
] as const;

/** `/pages`: the agreements sellers accept and every published content page. */
export function ContentPagesIndex() {
  const { t, i18n } = usePublicPagesTranslation();
  const client = useApiClient();
  const query = useQuery(commonPagesQuery(client, cmsLanguageOf(i18n.resolvedLanguage)));
  usePageMeta(documentTitle(t('index.title')), t('index.description'));
  return (
    <article className={styles.page}>
      <header className={styles.pageHead}>
        <div className={styles.inner}>
          <h1 className={styles.pageTitle}>{t('index.title')}</h1>
          <p className={styles.lead}>{t('index.description')}</p>
        </div>
      </header>
      <section className={styles.band} aria-labelledby="pages-agreements">
        <div className={styles.inner}>
          <h2 id="pages-agreements" className={styles.heading}>
            {t('index.agreements')}
          </h2>
          <ul className={styles.cards}>
            {agreements.map((agreement) => (
              <li key={agreement.path} className={styles.linkCard}>
                <h3 className={styles.cardTitle}>
                  <ShellLink to={agreement.path} className={styles.cardLink}>
                    {t(`index.${agreement.key}`)}
                  </ShellLink>
                </h3>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={styles.band} aria-labelledby="pages-information">
        <div className={styles.inner}>
          <h2 id="pages-information" className={styles.heading}>
            {t('index.information')}
          </h2>
          {query.isPending ? (
            <PagePlaceholder label={t('loading')} />
          ) : query.isError ? (
            <div className={styles.failure} role="alert">
              <p>{t('failed')}</p>
              <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
            </div>
          ) : (
            <ul className={styles.cards}>
              {query.data.map((page) => (
                <li key={page.code} className={styles.linkCard}>
                  <h3 className={styles.cardTitle}>
                    <ShellLink to={`/pages/${page.code}`} className={styles.cardLink}>
                      {page.title}
                    </ShellLink>
                  </h3>
                  <p className={styles.cardText}>{page.description}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </article>
  );
}
