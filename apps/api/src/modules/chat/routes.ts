import {
  chatCustomerCalls,
  chatLimits,
  chatMaskTextRequestSchema,
  chatMessagesQuerySchema,
  chatPaths,
  chatProductSearchQuerySchema,
  chatReviewReminderSendRequestSchema,
  chatRoomsQuerySchema,
  chatSendRequestSchema,
  chatTemplateOrderRequestSchema,
  chatTemplateRequestSchema,
  chatTokenHeader,
  chatTypingRequestSchema,
} from '@seller-portal/contracts';
import type { FastifyRequest } from 'fastify';
import { featureAccess } from '../../http/access';
import { sellerChatFeature } from '@seller-portal/contracts';
import { route, type RouteContext, type RouteDefinition } from '../../http/define-route';
import { uploadLimit, type RouteRateLimit } from '../../http/rate-limit';
import { sendImage } from '../../http/image-answer';
import { readSingleFile } from '../../http/single-file';
import { signedIn } from '../session';
import type { RateLimitSettings } from '../../config/rate-limits';
import { storeRateLimitKey } from '../../http/rate-limit';
import type { CustomerTokens } from '../customer-tokens';
import type { ChatSeller, ChatService } from './service';

/** §6: chat needs STORE mode and STORE_CONVERSATION (view-only staff hold it with STORE_CONVERSATION_VIEW-ONLY)… */
const readAccess = featureAccess(sellerChatFeature, 'read');
/** …and whatever writes (sending, templates, reminders) also STORE_CONVERSATION_WRITE. */
const writeAccess = featureAccess(sellerChatFeature, 'write');
// The buyer app's calls (`chatCustomerCalls`) are not a portal session's: they prove themselves with the customer
// token (`Authorization: Bearer …`) alone, and no seller session or chat token passes for one.

const roomPath = `${chatPaths.rooms}/:roomId`;
const paramOf = (request: FastifyRequest, name: string) => String((request.params as Record<string, unknown>)[name] ?? '');

export function chatRoutes(chat: ChatService, customerTokens: CustomerTokens, limits: RateLimitSettings): RouteDefinition[] {
  /** §6 "a chat token": every chat call but generate-token (and an `<img>`'s image) carries one of this session. */
  const seller = (context: RouteContext<unknown, unknown>): Promise<ChatSeller> => {
    const header = context.request.headers[chatTokenHeader.toLowerCase()];
    return chat.seller(signedIn(context), typeof header === 'string' ? header : undefined);
  };
  const customer = (context: RouteContext<unknown, unknown>) => customerTokens.ofRequest(context.request);
  const perCustomer = customerTokens.rateLimitKey;
  /** A customer's messages to all stores, and all customers' messages to one store (a flood of tokens). */
  const customerMessageLimits: RouteRateLimit[] = [
    { name: 'customer-chat-messages', key: perCustomer, max: limits.customerChatMessagesPerMinute, timeWindowMs: 60_000 },
    { name: 'store-chat-messages', key: storeRateLimitKey, max: limits.storeChatMessagesPerMinute, timeWindowMs: 60_000 },
  ];
  /** Reading history and marking read: a page load or two per message. */
  const customerReadLimit: RouteRateLimit = { key: perCustomer, max: limits.customerChatMessagesPerMinute * 4, timeWindowMs: 60_000 };

  return [
    route.get(chatPaths.generateToken, { access: readAccess }, async (context) => chat.generateToken(signedIn(context))),
    route.get(chatPaths.config, { access: readAccess }, async (context) => chat.config((await seller(context)).storeCode)),
    route.get(chatPaths.assignedPickupPoints, { access: readAccess }, async (context) => chat.assignedPickupPoints(await seller(context))),
    route.get(chatPaths.rooms, { access: readAccess, querystring: chatRoomsQuerySchema }, async (context) => chat.rooms(await seller(context), context.query)),
    route.get(roomPath, { access: readAccess }, async (context) => chat.room(await seller(context), paramOf(context.request, 'roomId'))),
    route.get(`${roomPath}/messages`, { access: readAccess, querystring: chatMessagesQuerySchema }, async (context) =>
      chat.messages(await seller(context), paramOf(context.request, 'roomId'), context.query),
    ),
    route.post(`${roomPath}/messages`, { access: writeAccess, body: chatSendRequestSchema }, async (context) =>
      chat.sendAsSeller(await seller(context), paramOf(context.request, 'roomId'), context.body),
    ),
    route.put(`${roomPath}/read`, { access: readAccess }, async (context) => chat.readAsSeller(await seller(context), paramOf(context.request, 'roomId'))),
    route.post(`${roomPath}/typing`, { access: writeAccess, body: chatTypingRequestSchema }, async (context) =>
      chat.typingAsSeller(await seller(context), paramOf(context.request, 'roomId'), context.body.typing).then(() => null),
    ),
    route.post(chatPaths.images, { access: writeAccess, rateLimit: uploadLimit(limits.uploadsPerMinute) }, async (context) => {
      const caller = await seller(context);
      const content = await readSingleFile(context.request, {
        field: 'file',
        maxBytes: chatLimits.imageMaxBytes,
        missing: 'CHAT_IMAGE_MISSING',
        tooLarge: 'CHAT_IMAGE_TOO_LARGE',
      });
      return chat.uploadImage(caller, content);
    }),
    route.get(
      `${chatPaths.imagePrefix}:imageId`,
      {
        // An <img> sends the session cookie but no header: the image is found only within the session's own store.
        access: readAccess,
        answer: 'raw',
      },
      async ({ request, reply, session }) => {
        const image = await chat.imageContent(chat.sellerOf(signedIn({ session })), paramOf(request, 'imageId'));
        return sendImage(reply, { contentType: image.contentType, bytes: image.content });
      },
    ),
    // Only who may send a card looks for one to send.
    route.get(chatPaths.products, { access: writeAccess, querystring: chatProductSearchQuerySchema }, async (context) =>
      chat.pickerProducts(await seller(context), context.query),
    ),
    route.get(chatPaths.templates, { access: readAccess }, async (context) => chat.templates(await seller(context))),
    route.post(chatPaths.templates, { access: writeAccess, body: chatTemplateRequestSchema }, async (context) =>
      chat.createTemplate(await seller(context), context.body),
    ),
    route.put(chatPaths.templatesOrder, { access: writeAccess, body: chatTemplateOrderRequestSchema }, async (context) =>
      chat.reorderTemplates(await seller(context), context.body.ids),
    ),
    route.put(`${chatPaths.templates}/:templateId`, { access: writeAccess, body: chatTemplateRequestSchema }, async (context) =>
      chat.updateTemplate(await seller(context), paramOf(context.request, 'templateId'), context.body),
    ),
    route.delete(`${chatPaths.templates}/:templateId`, { access: writeAccess }, async (context) =>
      chat.deleteTemplate(await seller(context), paramOf(context.request, 'templateId')),
    ),
    route.get(chatPaths.reviewReminderQuota, { access: readAccess }, async (context) => chat.reviewReminderQuota(await seller(context))),
    route.get(chatPaths.reviewReminderProducts, { access: readAccess }, async (context) => chat.reviewReminderProducts(await seller(context))),
    route.post(chatPaths.reviewReminderSend, { access: writeAccess, body: chatReviewReminderSendRequestSchema }, async (context) =>
      chat.sendReviewReminder(await seller(context), context.body.id),
    ),
    route.post(chatPaths.maskText, { access: readAccess, body: chatMaskTextRequestSchema }, async (context) => {
      await seller(context);
      return chat.maskText(context.body.text);
    }),

    // ── The buyer app's side ──
    route.call(chatCustomerCalls.send, { rateLimit: customerMessageLimits }, async (context) => chat.sendAsCustomer(await customer(context), context.body)),
    route.call(chatCustomerCalls.history, { rateLimit: customerReadLimit }, async (context) => chat.customerHistory(await customer(context), context.query)),
    route.call(chatCustomerCalls.read, { rateLimit: customerReadLimit }, async (context) => chat.readAsCustomer(await customer(context), context.body)),
  ];
}
