import { formatServerError, type Translate } from '@seller-portal/i18n';
import { isApiError, networkErrorCode } from './api-error';

/** §8 text of a failed call: the code's translated text with the code as reference, or the offline text. */
export function serverErrorText(t: Translate, error: unknown): string {
  if (isApiError(error) && error.errorCode === networkErrorCode) return t('network', { ns: 'errors' });
  return formatServerError(t, isApiError(error) ? error : {});
}
