import { useChat } from '@seller-portal/chat-core';
import { useSession } from '@seller-portal/session-guard';
import { useToast } from '@seller-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useErrorText } from '../i18n/use-translation';
import { canWriteChat } from '../lib/chat-access';

/** What a chat page that changes things needs: the chat calls, the store, whether this user may write, and toasts. */
export function useChatPage() {
  const { api, storeCode } = useChat();
  const session = useSession().data;
  const errorText = useErrorText();
  const toast = useToast();
  return {
    api,
    storeCode,
    queryClient: useQueryClient(),
    canWrite: session ? canWriteChat(session) : false,
    toast,
    /** A failed call's §8 text as a toast. */
    showError: (error: unknown) => toast.show({ type: 'danger', message: errorText(error) }),
  };
}
