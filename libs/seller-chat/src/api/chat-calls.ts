import { ApiError } from '@seller-portal/api-client';
import { chatKeys, type ChatApi } from '@seller-portal/chat-core';
import { chatCalls, chatPaths, chatTokenHeader, type ChatImage, type ChatTemplate, type ChatTemplateRequest } from '@seller-portal/contracts/chat';
import { productCalls } from '@seller-portal/contracts/products';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

// The chat pages' own calls (templates, review reminder, images, product cards, banned words), each declared in
// contracts (`chatCalls`) and made with the chat token through chat-core's `ChatApi`; keys from chat-core's one
// factory (`chatKeys`); every change with what it invalidates, here and not in the pages.

export function templatesQueryOptions(api: ChatApi, storeCode: string) {
  return queryOptions({
    queryKey: chatKeys(storeCode).named('templates'),
    queryFn: ({ signal }) => api.call(chatCalls.templates, { signal }),
  });
}

/** A new template (no `id`) or a template's new title and text; the list is read again once it is saved. */
export function useSaveTemplate(api: ChatApi, storeCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ChatTemplateRequest }) =>
      id ? api.call(chatCalls.updateTemplate, { params: { templateId: id }, body }) : api.call(chatCalls.createTemplate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryOptions(api, storeCode).queryKey }),
  });
}

export function useDeleteTemplate(api: ChatApi, storeCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: ChatTemplate) => api.call(chatCalls.deleteTemplate, { params: { templateId: template.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryOptions(api, storeCode).queryKey }),
  });
}

/** Restores a template deleted within the undo window; the list is read again. */
export function useRestoreTemplate(api: ChatApi, storeCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operationId: string) => api.call(chatCalls.undoDeleteTemplate, { body: { operationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesQueryOptions(api, storeCode).queryKey }),
  });
}

/**
 * The templates in a new order, shown at once; the server's answer is the list. A refused order (another tab added
 * or deleted a template meanwhile: CHAT_TEMPLATE_ORDER_MISMATCH) puts the list back as it was and reads it again, so
 * no stale list is left that every further move fails on.
 */
export function useReorderTemplates(api: ChatApi, storeCode: string) {
  const queryClient = useQueryClient();
  const { queryKey } = templatesQueryOptions(api, storeCode);
  return useMutation({
    mutationFn: (ordered: ChatTemplate[]) => api.call(chatCalls.reorderTemplates, { body: { ids: ordered.map((template) => template.id) } }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, ordered);
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    onError: (_error, _ordered, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function reviewReminderQuotaQueryOptions(api: ChatApi, storeCode: string) {
  return queryOptions({
    queryKey: chatKeys(storeCode).one('review-reminder', 'quota'),
    queryFn: ({ signal }) => api.call(chatCalls.reviewReminderQuota, { signal }),
  });
}

export function reviewReminderProductsQueryOptions(api: ChatApi, storeCode: string) {
  return queryOptions({
    queryKey: chatKeys(storeCode).one('review-reminder', 'products'),
    queryFn: ({ signal }) => api.call(chatCalls.reviewReminderProducts, { signal }),
  });
}

/** One reminder spends one of the quota; sent or refused, the quota and the products are read again. */
export function useSendReviewReminder(api: ChatApi, storeCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: { id: string }) => api.call(chatCalls.sendReviewReminder, { body: { id: product.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys(storeCode).named('review-reminder') }),
  });
}

/** MPP sellers: the pickup points whose chats this user may read (empty for other stores). */
export function assignedPickupPointsQueryOptions(api: ChatApi, storeCode: string) {
  return queryOptions({
    queryKey: chatKeys(storeCode).named('assigned-pickup-points'),
    queryFn: ({ signal }) => api.call(chatCalls.assignedPickupPoints, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** A product card's product: the products' item detail, which chat's code opens too (the products declaration's `productCard` action). */
export function productDetailQueryOptions(api: ChatApi, storeCode: string, itemId: string) {
  return queryOptions({
    queryKey: chatKeys(storeCode).one('product', itemId),
    queryFn: ({ signal }) => api.call(productCalls.detail, { params: { itemId }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The product picker: the store's sellable products whose name or item ID holds `query` (stock changes: kept briefly). */
export function productSearchQueryOptions(api: ChatApi, storeCode: string, query: string) {
  return queryOptions({
    queryKey: chatKeys(storeCode).one('product-search', query),
    queryFn: ({ signal }) => api.call(chatCalls.products, { query: query ? { q: query } : {}, signal }),
    staleTime: 15_000,
  });
}

/** The text with the store's banned words masked, as the customer will see it. */
export function maskText(api: ChatApi, text: string) {
  return api.call(chatCalls.maskText, { body: { text } });
}

// A multipart upload, which `client.call` (a JSON body) cannot carry: fetched here with the chat token.
/** Uploads a photo (multipart field `file`); the answer says whether the server's image rule flagged it. */
export async function uploadChatImage(api: ChatApi, photo: Blob): Promise<ChatImage> {
  const form = new FormData();
  form.append('file', photo, photo instanceof File ? photo.name : photo.type === 'image/png' ? 'photo.png' : 'photo.jpg');
  let response: Response;
  try {
    response = await fetch(chatPaths.images, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', [chatTokenHeader]: await api.token() },
      body: form,
    });
  } catch (cause) {
    throw new ApiError({ httpStatus: 0, errorCode: 'NETWORK', cause });
  }
  const body: unknown = await response.json().catch(() => null);
  const envelope = body as { success?: boolean; value?: ChatImage; errorCode?: string; errorMessage?: string; requestId?: string } | null;
  if (response.ok && envelope?.success && envelope.value) return envelope.value;
  throw new ApiError({
    httpStatus: response.status,
    errorCode: envelope?.errorCode ?? `HTTP_${response.status}`,
    errorMessage: envelope?.errorMessage,
    requestId: envelope?.requestId,
    body,
  });
}
