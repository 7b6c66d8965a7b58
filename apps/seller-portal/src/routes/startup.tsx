import { useTranslation } from '@seller-portal/i18n';
import { CenteredPage, Spinner } from '@seller-portal/ui';

/** '/': nothing to show while startup decides where the user goes (§4.1). */
function StartupPage() {
  const { t } = useTranslation();
  return (
    <CenteredPage as="div">
      <Spinner size="lg" label={t('loading')} />
    </CenteredPage>
  );
}

export const Component = StartupPage;
