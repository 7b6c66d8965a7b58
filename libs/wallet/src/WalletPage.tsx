import { Container } from '@seller-portal/ui';
import { useWalletTranslation } from './i18n/resources';

/** The first page of wallet: its heading and what it is for. */
export function WalletPage() {
  const { t } = useWalletTranslation();
  return (
    <Container>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
    </Container>
  );
}
