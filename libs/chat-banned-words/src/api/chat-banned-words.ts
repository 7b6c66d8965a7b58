import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { chatBannedWordCalls as calls, type ChatBannedWord } from '@seller-portal/contracts/chat-banned-words';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The keeper's queries' keys (`words`, `history`); invalidate through them, never with literals. */
export const chatBannedWordKeys = queryKeysFactory('chat-banned-words');

export const historyPageSize = 10;

export function wordsQuery(client: ApiClient) {
  return queryOptions({ queryKey: chatBannedWordKeys.named('words'), queryFn: ({ signal }) => client.call(calls.list, { signal }) });
}

export function historyQuery(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: chatBannedWordKeys.one('history', { page }),
    queryFn: ({ signal }) => client.call(calls.history, { query: { page, size: historyPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** What a save does: a new word, another spelling of one (`id`), or its removal. */
export type WordChange = { add: string } | { id: string; word: string } | { remove: string };

/** Adds, changes or removes a word; the list and the history load again after, whatever the answer. */
export function useChangeWord(onDone: (word: ChatBannedWord | null) => unknown) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: WordChange) =>
      'add' in change
        ? client.call(calls.create, { body: { word: change.add } })
        : 'remove' in change
          ? client.call(calls.remove, { params: { id: change.remove } })
          : client.call(calls.update, { params: { id: change.id }, body: { word: change.word } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatBannedWordKeys.all }),
    onSuccess: onDone,
  });
}
