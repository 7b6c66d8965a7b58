import { isApiError, serverErrorText } from '@seller-portal/api-client';
import type { OrderSummary } from '@seller-portal/contracts/orders';
import { formatCurrency, formatDate } from '@seller-portal/formatting';
import { formatServerError } from '@seller-portal/i18n';
import { useOrdersTranslation } from '../i18n/resources';

/** The page's language, its money and time formats, and the text of a failed order call. */
export function useOrderTexts() {
  const { t, i18n } = useOrdersTranslation();
  const language: 'id' | 'en' = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  return {
    t,
    language,
    money: (value: number) => formatCurrency(value, language),
    time: (ms: number) => formatDate(ms, 'D MMM YYYY HH:mm', language),
    /**
     * §8: the code's translated text with its reference; a version conflict says what the other tab did (the
     * server sends the order as it is now).
     */
    errorText: (error: unknown): string => {
      if (isApiError(error) && error.errorCode === 'ORDER_VERSION_CONFLICT') {
        const current = (error.body as { value?: OrderSummary | null } | null)?.value;
        if (current?.status) return t('conflict', { orderNumber: current.orderNumber, status: t(`status.${current.status}`) });
      }
      return serverErrorText(t, error);
    },
    /** The text of a code a bulk action reported for one order. */
    codeText: (errorCode: string): string => formatServerError(t, { errorCode }),
  };
}
