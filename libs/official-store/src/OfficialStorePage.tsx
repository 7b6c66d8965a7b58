import { Container } from '@seller-portal/ui';
import { useOfficialStoreTranslation } from './i18n/resources';

/** The first page of official-store: its heading and what it is for. */
export function OfficialStorePage() {
  const { t } = useOfficialStoreTranslation();
  return (
    <Container>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
    </Container>
  );
}
