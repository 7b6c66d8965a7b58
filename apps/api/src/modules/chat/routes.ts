import {
  chatCustomerMessageRequestSchema,
  chatCustomerRoomQuerySchema,
  chatLimits,
  chatMaskTextRequestSchema,
  chatMessagesQuerySchema,
  chatPaths,
  chatReviewReminderSendRequestSchema,
  chatRoomsQuerySchema,
  chatSendRequestSchema,
  chatTemplateOrderRequestSchema,
  chatTemplateRequestSchema,
  chatTokenHeader,
  chatTypingRequestSchema,
  type ChatCustomerMessageRequest,
  type ChatCustomerRoomQuery,
  type ChatMaskTextRequest,
  type ChatReviewReminderSendRequest,
  type ChatSendRequest,
  type ChatTemplateOrderRequest,
  type ChatTemplateRequest,
  type ChatTypingRequest,
} from '@seller-portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../../http/access';
import { defineRoute, type RouteContext, type RouteDefinition } from '../../http/define-route';
import { sendImage } from '../../http/image-answer';
import { readSingleFile } from '../../http/single-file';
import { signedIn } from '../session';
import { bearerOf, type ChatTokens } from './chat-token';
import type { ChatSeller, ChatService } from './service';

/** §6: chat needs STORE mode and STORE_CONVERSATION (view-only staff hold it with STORE_CONVERSATION_VIEW-ONLY)… */
const readAccess: Access = { modes: ['STORE'], accessibilities: ['STORE_CONVERSATION'] };
/** …and whatever writes (sending, templates, reminders) also STORE_CONVERSATION_WRITE. */
const writeAccess: Access = { modes: ['STORE'], accessibilities: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] };
/**
 * The buyer app's calls are not a portal session's: they prove themselves with the customer token
 * (`Authorization: Bearer …`) alone, and no seller session or chat token passes for one.
 */
const customerAccess: Access = { public: true };

const customerHistoryQuerySchema = chatCustomerRoomQuerySchema.extend(chatMessagesQuerySchema.shape);

const roomPath = `${chatPaths.rooms}/:roomId`;
const paramOf = (request: FastifyRequest, name: string) => String((request.params as Record<string, unknown>)[name] ?? '');

export function chatRoutes(chat: ChatService, tokens: ChatTokens): RouteDefinition[] {
  /** §6 "a chat token": every chat call but generate-token (and an `<img>`'s image) carries one of this session. */
  const seller = (context: RouteContext<unknown, unknown>): Promise<ChatSeller> => {
    const header = context.request.headers[chatTokenHeader.toLowerCase()];
    return chat.seller(signedIn(context), typeof header === 'string' ? header : undefined);
  };
  const customer = (context: RouteContext<unknown, unknown>) => tokens.verifyCustomer(bearerOf(context.request));

  return [
    defineRoute({
      method: 'GET',
      url: chatPaths.generateToken,
      access: readAccess,
      handler: async (context) => chat.generateToken(signedIn(context)),
    }),
    defineRoute({
      method: 'GET',
      url: chatPaths.config,
      access: readAccess,
      handler: async (context) => chat.config((await seller(context)).storeCode),
    }),
    defineRoute({
      method: 'GET',
      url: chatPaths.assignedPickupPoints,
      access: readAccess,
      handler: async (context) => chat.assignedPickupPoints(await seller(context)),
    }),
    defineRoute<undefined, z.output<typeof chatRoomsQuerySchema>>({
      method: 'GET',
      url: chatPaths.rooms,
      access: readAccess,
      querystring: chatRoomsQuerySchema,
      handler: async (context) => chat.rooms(await seller(context), context.query),
    }),
    defineRoute({
      method: 'GET',
      url: roomPath,
      access: readAccess,
      handler: async (context) => chat.room(await seller(context), paramOf(context.request, 'roomId')),
    }),
    defineRoute<undefined, z.output<typeof chatMessagesQuerySchema>>({
      method: 'GET',
      url: `${roomPath}/messages`,
      access: readAccess,
      querystring: chatMessagesQuerySchema,
      handler: async (context) => chat.messages(await seller(context), paramOf(context.request, 'roomId'), context.query),
    }),
    defineRoute<ChatSendRequest>({
      method: 'POST',
      url: `${roomPath}/messages`,
      access: writeAccess,
      body: chatSendRequestSchema,
      handler: async (context) => chat.sendAsSeller(await seller(context), paramOf(context.request, 'roomId'), context.body),
    }),
    defineRoute({
      method: 'PUT',
      url: `${roomPath}/read`,
      access: readAccess,
      handler: async (context) => chat.readAsSeller(await seller(context), paramOf(context.request, 'roomId')),
    }),
    defineRoute<ChatTypingRequest>({
      method: 'POST',
      url: `${roomPath}/typing`,
      access: writeAccess,
      body: chatTypingRequestSchema,
      handler: async (context) => chat.typingAsSeller(await seller(context), paramOf(context.request, 'roomId'), context.body.typing).then(() => null),
    }),
    defineRoute({
      method: 'POST',
      url: chatPaths.images,
      access: writeAccess,
      handler: async (context) => {
        const caller = await seller(context);
        const content = await readSingleFile(context.request, {
          field: 'file',
          maxBytes: chatLimits.imageMaxBytes,
          missing: 'CHAT_IMAGE_MISSING',
          tooLarge: 'CHAT_IMAGE_TOO_LARGE',
        });
        return chat.uploadImage(caller, content);
      },
    }),
    defineRoute({
      method: 'GET',
      url: `${chatPaths.imagePrefix}:imageId`,
      // An <img> sends the session cookie but no header: the image is found only within the session's own store.
      access: readAccess,
      answer: 'raw',
      handler: async ({ request, reply, session }) => {
        const image = await chat.imageContent(chat.sellerOf(signedIn({ session })), paramOf(request, 'imageId'));
        return sendImage(reply, { contentType: image.contentType, bytes: image.content });
      },
    }),
    defineRoute({
      method: 'GET',
      url: chatPaths.templates,
      access: readAccess,
      handler: async (context) => chat.templates(await seller(context)),
    }),
    defineRoute<ChatTemplateRequest>({
      method: 'POST',
      url: chatPaths.templates,
      access: writeAccess,
      body: chatTemplateRequestSchema,
      handler: async (context) => chat.createTemplate(await seller(context), context.body),
    }),
    defineRoute<ChatTemplateOrderRequest>({
      method: 'PUT',
      url: chatPaths.templatesOrder,
      access: writeAccess,
      body: chatTemplateOrderRequestSchema,
      handler: async (context) => chat.reorderTemplates(await seller(context), context.body.ids),
    }),
    defineRoute<ChatTemplateRequest>({
      method: 'PUT',
      url: `${chatPaths.templates}/:templateId`,
      access: writeAccess,
      body: chatTemplateRequestSchema,
      handler: async (context) => chat.updateTemplate(await seller(context), paramOf(context.request, 'templateId'), context.body),
    }),
    defineRoute({
      method: 'DELETE',
      url: `${chatPaths.templates}/:templateId`,
      access: writeAccess,
      handler: async (context) => chat.deleteTemplate(await seller(context), paramOf(context.request, 'templateId')),
    }),
    defineRoute({
      method: 'GET',
      url: chatPaths.reviewReminderQuota,
      access: readAccess,
      handler: async (context) => chat.reviewReminderQuota(await seller(context)),
    }),
    defineRoute({
      method: 'GET',
      url: chatPaths.reviewReminderProducts,
      access: readAccess,
      handler: async (context) => chat.reviewReminderProducts(await seller(context)),
    }),
    defineRoute<ChatReviewReminderSendRequest>({
      method: 'POST',
      url: chatPaths.reviewReminderSend,
      access: writeAccess,
      body: chatReviewReminderSendRequestSchema,
      handler: async (context) => chat.sendReviewReminder(await seller(context), context.body.id),
    }),
    defineRoute<ChatMaskTextRequest>({
      method: 'POST',
      url: chatPaths.maskText,
      access: readAccess,
      body: chatMaskTextRequestSchema,
      handler: async (context) => {
        await seller(context);
        return chat.maskText(context.body.text);
      },
    }),

    // ── The buyer app's side ──
    defineRoute<ChatCustomerMessageRequest>({
      method: 'POST',
      url: chatPaths.customerMessages,
      access: customerAccess,
      body: chatCustomerMessageRequestSchema,
      handler: async (context) => chat.sendAsCustomer(await customer(context), context.body),
    }),
    defineRoute<undefined, z.output<typeof customerHistoryQuerySchema>>({
      method: 'GET',
      url: chatPaths.customerHistory,
      access: customerAccess,
      querystring: customerHistoryQuerySchema,
      handler: async (context) => chat.customerHistory(await customer(context), context.query),
    }),
    defineRoute<ChatCustomerRoomQuery>({
      method: 'PUT',
      url: chatPaths.customerRead,
      access: customerAccess,
      body: chatCustomerRoomQuerySchema,
      handler: async (context) => chat.readAsCustomer(await customer(context), context.body),
    }),
  ];
}
