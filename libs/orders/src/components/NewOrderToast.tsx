import { useOrdersTranslation } from '../i18n/resources';

/** A new order's toast words, translated as they render: a change of language while the toast shows changes them. */
export function NewOrderToastText({ orderNumber, customer }: { orderNumber: string; customer: string }) {
  const { t } = useOrdersTranslation();
  return <>{t('realtime.newOrder', { orderNumber, customer })}</>;
}

export function ShowOrderLabel() {
  const { t } = useOrdersTranslation();
  return <>{t('realtime.show')}</>;
}
