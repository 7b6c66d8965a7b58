import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import { Card, Container } from '@seller-portal/ui';
import { FailureStatus, LoadingStatus } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { publicStorefrontQuery } from '../api/storefront';
import { useStorefrontTranslation } from '../i18n/resources';
import { dateTime, useLang } from './shared';
import { StorefrontView } from './StorefrontView';
import styles from './storefront.module.css';

/** §2.7 /store-layout/preview/:storeCode: a store's published storefront, read-only, for anyone with the link (no session). */
export function PublicStorefrontPage() {
  const { t } = useStorefrontTranslation();
  const client = useApiClient();
  const lang = useLang();
  const { storeCode = '' } = useParams();
  const storefront = useQuery(publicStorefrontQuery(client, storeCode));
  return (
    <Container className={styles.publicPage}>
      {storefront.isPending ? (
        <LoadingStatus />
      ) : storefront.isError ? (
        isApiError(storefront.error) && storefront.error.errorCode === 'STOREFRONT_NOT_PUBLISHED' ? (
          <Card>
            <h1 className={styles.publicTitle}>{t('public.notPublishedTitle')}</h1>
            <p>{t('STOREFRONT_NOT_PUBLISHED', { ns: 'errors' })}</p>
          </Card>
        ) : (
          <FailureStatus text={serverErrorText(t, storefront.error)} onRetry={() => void storefront.refetch()} />
        )
      ) : (
        <>
          <header className={styles.publicHead}>
            <h1 className={styles.publicTitle}>{storefront.data.storeName}</h1>
            <p className={styles.muted}>{t('public.version', { version: storefront.data.version, at: dateTime(storefront.data.publishedAt, lang) })}</p>
          </header>
          <StorefrontView sections={storefront.data.sections} lang={lang} />
        </>
      )}
    </Container>
  );
}
