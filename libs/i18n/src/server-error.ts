/** Any translate function (i18next `t` or react-i18next's `t` for whatever namespace). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ServerErrorLike {
  errorCode?: string | null;
  errorMessage?: string | null;
  requestId?: string | null;
}

/**
 * §8 API error toast: the translated text of the code with the code as a reference suffix
 * ("Email dan/atau kata sandi salah. (PE401007)"). A code without a translation shows the generic
 * text, then ' - ' and the server's message. A request id adds a "Ref: …" line for Seller Care.
 */
export function formatServerError(t: Translate, error: ServerErrorLike): string {
  const code = error.errorCode?.trim() || null;
  const translated = code ? t(code, { ns: 'errors', defaultValue: '' }) : '';
  let text = translated || t('generic', { ns: 'errors' });
  if (code) text += ` (${code})`;
  const serverMessage = error.errorMessage?.trim();
  if (!translated && serverMessage) text += ` - ${serverMessage}`;
  if (error.requestId) text += `\n${t('reference', { ns: 'errors', code: error.requestId })}`;
  return text;
}
