import { isApiError, networkErrorCode } from '@seller-portal/api-client';
import { formatServerError, type Translate } from '@seller-portal/i18n';

/** §8 API error toast text: the translated message with the code as reference, or the offline text. */
export function serverErrorText(t: Translate, error: unknown): string {
  if (isApiError(error) && error.errorCode === networkErrorCode) return t('network', { ns: 'errors' });
  return formatServerError(t, isApiError(error) ? error : {});
}

/** The toast body: each line of the text on its own line (the reference sits under the message). */
export function ServerErrorMessage({ text }: { text: string }) {
  return (
    <>
      {text.split('\n').map((line, index) => (
        <span key={index} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </>
  );
}
