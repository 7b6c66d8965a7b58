import { chatErrorTexts } from '@seller-portal/contracts/chat';
import { formatServerError, useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { isApiError } from '@seller-portal/api-client';
import { useCallback } from 'react';
import { sellerChatResources } from './resources';

/** The chat codes' texts (CHAT_*), merged into the shared `errors` namespace. */
const chatErrors: ResourceBundle = { ns: 'errors', ...chatErrorTexts };

/** The chat pages' texts and the chat codes' texts, added to the page's i18n instance when one of its components first renders. */
export function useChatTranslation() {
  return useResourceTranslation(sellerChatResources, [chatErrors]);
}

/** §8 the text of a failed call: its code's translation with the code as a reference. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useChatTranslation();
  return useCallback((error: unknown) => formatServerError((key, options) => t(key, options), isApiError(error) ? error : {}), [t]);
}
