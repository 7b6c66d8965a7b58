import { Container } from '@seller-portal/ui';
import { useAdsTranslation } from './i18n/resources';

/** The first page of ads: its heading and what it is for. */
export function AdsPage() {
  const { t } = useAdsTranslation();
  return (
    <Container>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
    </Container>
  );
}
