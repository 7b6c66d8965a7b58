import { ApiError } from '@seller-portal/api-client';
import { chatKeys, type ChatApi } from '@seller-portal/chat-core';
import {
  chatPaths,
  chatRoomPaths,
  chatTokenHeader,
  type ChatImage,
  type ChatMaskTextAnswer,
  type ChatPickerProduct,
  type ChatPickupPoint,
  type ChatProductDetail,
  type ChatReviewReminderProduct,
  type ChatReviewReminderQuota,
  type ChatTemplate,
  type ChatTemplateRequest,
} from '@seller-portal/contracts';
import { queryOptions } from '@tanstack/react-query';

// The chat pages' own calls (templates, review reminder, images, product cards, banned words), each with the chat
// token through chat-core's `ChatApi`; keys from chat-core's one factory (`chatKeys`).

export function templatesQueryOptions(api: ChatApi, storeCode: string) {
  return queryOptions({
    queryKey: chatKeys.templates(storeCode),
    queryFn: ({ signal }) => api.request<ChatTemplate[]>('GET', chatPaths.templates, { signal }),
  });
}

export function createTemplate(api: ChatApi, body: ChatTemplateRequest): Promise<ChatTemplate> {
  return api.request<ChatTemplate>('POST', chatPaths.templates, { body });
}

export function updateTemplate(api: ChatApi, id: string, body: ChatTemplateRequest): Promise<ChatTemplate> {
  return api.request<ChatTemplate>('PUT', chatRoomPaths.template(id), { body });
}

export function deleteTemplate(api: ChatApi, id: string): Promise<unknown> {
  return api.request<unknown>('DELETE', chatRoomPaths.template(id));
}

export function reorderTemplates(api: ChatApi, ids: string[]): Promise<ChatTemplate[]> {
  return api.request<ChatTemplate[]>('PUT', chatPaths.templatesOrder, { body: { ids } });
}

export function reviewReminderQuotaQueryOptions(api: ChatApi, storeCode: string) {
  return queryOptions({
    queryKey: chatKeys.reviewReminderQuota(storeCode),
    queryFn: ({ signal }) => api.request<ChatReviewReminderQuota>('GET', chatPaths.reviewReminderQuota, { signal }),
  });
}

export function reviewReminderProductsQueryOptions(api: ChatApi, storeCode: string) {
  return queryOptions({
    queryKey: chatKeys.reviewReminderProducts(storeCode),
    queryFn: ({ signal }) => api.request<ChatReviewReminderProduct[]>('GET', chatPaths.reviewReminderProducts, { signal }),
  });
}

export function sendReviewReminder(api: ChatApi, id: string): Promise<unknown> {
  return api.request<unknown>('POST', chatPaths.reviewReminderSend, { body: { id } });
}

/** MPP sellers: the pickup points whose chats this user may read (empty for other stores). */
export function assignedPickupPointsQueryOptions(api: ChatApi, storeCode: string) {
  return queryOptions({
    queryKey: chatKeys.assignedPickupPoints(storeCode),
    queryFn: ({ signal }) => api.request<ChatPickupPoint[]>('GET', chatPaths.assignedPickupPoints, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function productDetailQueryOptions(api: ChatApi, storeCode: string, itemId: string) {
  return queryOptions({
    queryKey: chatKeys.productDetail(storeCode, itemId),
    queryFn: ({ signal }) => api.request<ChatProductDetail>('GET', chatRoomPaths.productDetail(itemId), { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The product picker: the store's sellable products whose name or item ID holds `query` (stock changes: kept briefly). */
export function productSearchQueryOptions(api: ChatApi, storeCode: string, query: string) {
  return queryOptions({
    queryKey: chatKeys.productSearch(storeCode, query),
    queryFn: ({ signal }) => api.request<ChatPickerProduct[]>('GET', chatPaths.products, { query: query ? { q: query } : {}, signal }),
    staleTime: 15_000,
  });
}

/** The text with the store's banned words masked, as the customer will see it. */
export function maskText(api: ChatApi, text: string): Promise<ChatMaskTextAnswer> {
  return api.request<ChatMaskTextAnswer>('POST', chatPaths.maskText, { body: { text } });
}

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
