import { Container } from '@seller-portal/ui';
import { useStorefrontTranslation } from './i18n/resources';

/** The first page of storefront: its heading and what it is for. */
export function StorefrontPage() {
  const { t } = useStorefrontTranslation();
  return (
    <Container>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
    </Container>
  );
}
