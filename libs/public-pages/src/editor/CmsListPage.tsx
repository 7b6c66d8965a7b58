import { ShellLink } from '@seller-portal/app-runtime';
import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { Container } from '@seller-portal/ui';
import { adminStyles, PageHead, QueryStates, StatusTag } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { staffPagesQuery } from '../api/cms';
import { usePublicPagesTranslation } from '../i18n/resources';
import { cmsLanguageOf } from '../lib/cms-language';
import styles from './editor.module.css';

/** `/cms-content` (INTERNAL_CMS-CONTENT): every CMS page with its status, version and last change. */
export function CmsListPage() {
  const { t, i18n } = usePublicPagesTranslation();
  const language = cmsLanguageOf(i18n.resolvedLanguage);
  const client = useApiClient();
  const pages = useQuery(staffPagesQuery(client));
  const when = (at: number) =>
    new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(at);
  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('editor.title')} lead={t('editor.lead')} />
      <QueryStates query={pages} errorText={(error) => serverErrorText(t, error)}>
        {(cmsPages) => (
          <div className={styles.tableWrap}>
            <table className={adminStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('editor.titleColumn')}</th>
                  <th scope="col">{t('editor.kind')}</th>
                  <th scope="col">{t('editor.status')}</th>
                  <th scope="col">{t('editor.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {cmsPages.map((page) => (
                  <tr key={page.code}>
                    <th scope="row">
                      <ShellLink to={`/cms-content/${page.code}`} className={adminStyles.textLink}>
                        {language === 'id' ? page.titleId : page.titleEn}
                      </ShellLink>
                      <div className={styles.code}>{page.code}</div>
                    </th>
                    <td>{t(`editor.kinds.${page.kind}`)}</td>
                    <td>
                      <StatusTag tone={page.status === 'PUBLISHED' ? 'success' : 'neutral'}>{t(`editor.statuses.${page.status}`)}</StatusTag>
                      {page.changed && page.status === 'PUBLISHED' && <div className={styles.changed}>{t('editor.changed')}</div>}
                    </td>
                    <td>
                      {when(page.updatedAt)}
                      <div className={styles.code}>
                        {t('editor.version', { version: page.version })} · {t('editor.by', { by: page.updatedBy })}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
    </Container>
  );
}
