import { Container } from '@seller-portal/ui';
import { usePickupPointsTranslation } from './i18n/resources';

/** The first page of pickup-points: its heading and what it is for. */
export function PickupPointsPage() {
  const { t } = usePickupPointsTranslation();
  return (
    <Container>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
    </Container>
  );
}
