/** Any translate function (i18next `t` or react-i18next's `t` for whatever namespace). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ServerErrorLike {
  errorCode?: string | null;
  errorMessage?: string | null;
  requestId?: string | null;
}

/**
 * §8 API error toast: the translated text of the code (the generic text for a code without one) with the code as a
 * reference suffix, then ' - ' and the server's `errorMessage` every time it sends one ("Email dan/atau kata sandi
 * salah. (PE401007) - Email and/or password is incorrect."), unless it repeats the translated text word for word.
 * A request id adds a "Ref: …" line for Seller Care.
 */
export function formatServerError(t: Translate, error: ServerErrorLike): string {
  const code = error.errorCode?.trim() || null;
  const shown = (code && t(code, { ns: 'errors', defaultValue: '' })) || t('generic', { ns: 'errors' });
  let text = code ? `${shown} (${code})` : shown;
  const serverMessage = error.errorMessage?.trim();
  if (serverMessage && serverMessage !== shown) text += ` - ${serverMessage}`;
  if (error.requestId) text += `\n${t('reference', { ns: 'errors', code: error.requestId })}`;
  return text;
}
