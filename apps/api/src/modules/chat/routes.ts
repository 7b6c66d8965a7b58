import { chatCalls, chatCustomerCalls, chatLimits, chatPaths, chatTokenHeader, sellerChatFeature } from '@seller-portal/contracts/chat';
import { type CallShape } from '@seller-portal/contracts/core';
import { featureAccess } from '../../http/access';
import { route, type CallContext, type RouteDefinition } from '../../http/define-route';
import { uploadLimit, type RouteRateLimit } from '../../http/rate-limit';
import { sendImage } from '../../http/image-answer';
import { readSingleFile } from '../../http/single-file';
import { signedIn } from '../session';
import type { RateLimitSettings } from '../../config/rate-limits';
import { storeRateLimitKey } from '../../http/rate-limit';
import type { CustomerTokens } from '../customer-tokens';
import type { ChatSeller, ChatService } from './service';
import type { BannedWordKeeper } from './banned-words';
import type { Clock } from '../../runtime';
import { chatBannedWordCalls } from '@seller-portal/contracts/chat-banned-words';

// Access (§6: STORE_CONVERSATION for every seller call, its write action for whatever writes), schemas and codes are
// the calls' (`chatCalls` in contracts). The buyer app's calls (`chatCustomerCalls`) are not a portal session's: they
// prove themselves with the customer token (`Authorization: Bearer …`) alone, and no seller session or chat token
// passes for one.

export function chatRoutes(chat: ChatService, customerTokens: CustomerTokens, limits: RateLimitSettings): RouteDefinition[] {
  /** §6 "a chat token": every chat call but generate-token (and an `<img>`'s image) carries one of this session. */
  const seller = (context: Pick<CallContext<CallShape>, 'request' | 'session'>): Promise<ChatSeller> => {
    const header = context.request.headers[chatTokenHeader.toLowerCase()];
    return chat.seller(signedIn(context), typeof header === 'string' ? header : undefined);
  };
  const customer = (context: Pick<CallContext<CallShape>, 'request'>) => customerTokens.ofRequest(context.request);
  const perCustomer = customerTokens.rateLimitKey;
  /** A customer's messages to all stores, and all customers' messages to one store (a flood of tokens). */
  const customerMessageLimits: RouteRateLimit[] = [
    { name: 'customer-chat-messages', key: perCustomer, max: limits.customerChatMessagesPerMinute, timeWindowMs: 60_000 },
    { name: 'store-chat-messages', key: storeRateLimitKey, max: limits.storeChatMessagesPerMinute, timeWindowMs: 60_000 },
  ];
  /** Reading history and marking read: a page load or two per message. */
  const customerReadLimit: RouteRateLimit = { key: perCustomer, max: limits.customerChatMessagesPerMinute * 4, timeWindowMs: 60_000 };

  return [
    route.call(chatCalls.token, (context) => chat.generateToken(signedIn(context))),
    route.call(chatCalls.config, async (context) => chat.config((await seller(context)).storeCode)),
    route.call(chatCalls.assignedPickupPoints, async (context) => chat.assignedPickupPoints(await seller(context))),
    route.call(chatCalls.rooms, async (context) => chat.rooms(await seller(context), context.query)),
    route.call(chatCalls.room, async (context) => chat.room(await seller(context), context.params.roomId)),
    route.call(chatCalls.messages, async (context) => chat.messages(await seller(context), context.params.roomId, context.query)),
    route.call(chatCalls.send, async (context) => chat.sendAsSeller(await seller(context), context.params.roomId, context.body)),
    route.call(chatCalls.read, async (context) => chat.readAsSeller(await seller(context), context.params.roomId)),
    route.call(chatCalls.typing, async (context) => {
      await chat.typingAsSeller(await seller(context), context.params.roomId, context.body.typing);
      return null;
    }),
    // A multipart upload, which a declared call's JSON body cannot carry: a plain route with the write action's access.
    route.post(
      chatPaths.images,
      { access: featureAccess(sellerChatFeature, 'write'), files: true, rateLimit: uploadLimit(limits.uploadsPerMinute) },
      async (context) => {
        const caller = await seller(context);
        const content = await readSingleFile(context.request, {
          field: 'file',
          maxBytes: chatLimits.imageMaxBytes,
          missing: 'CHAT_IMAGE_MISSING',
          tooLarge: 'CHAT_IMAGE_TOO_LARGE',
        });
        return chat.uploadImage(caller, content);
      },
    ),
    // An <img> sends the session cookie but no header: the image is found only within the session's own store.
    route.call(chatCalls.image, async (context) => {
      const image = await chat.imageContent(chat.sellerOf(signedIn(context)), context.params.imageId);
      return sendImage(context.reply, { contentType: image.contentType, bytes: image.content });
    }),
    route.call(chatCalls.products, async (context) => chat.pickerProducts(await seller(context), context.query)),
    route.call(chatCalls.templates, async (context) => chat.templates(await seller(context))),
    route.call(chatCalls.createTemplate, async (context) => chat.createTemplate(await seller(context), context.body)),
    route.call(chatCalls.reorderTemplates, async (context) => chat.reorderTemplates(await seller(context), context.body.ids)),
    route.call(chatCalls.updateTemplate, async (context) => chat.updateTemplate(await seller(context), context.params.templateId, context.body)),
    route.call(chatCalls.deleteTemplate, async (context) => chat.deleteTemplate(await seller(context), signedIn(context), context.params.templateId)),
    route.call(chatCalls.undoDeleteTemplate, async (context) => chat.undoDeleteTemplate(await seller(context), signedIn(context), context.body.operationId)),
    route.call(chatCalls.reviewReminderQuota, async (context) => chat.reviewReminderQuota(await seller(context))),
    route.call(chatCalls.reviewReminderProducts, async (context) => chat.reviewReminderProducts(await seller(context))),
    route.call(chatCalls.sendReviewReminder, async (context) => chat.sendReviewReminder(await seller(context), context.body.id)),
    route.call(chatCalls.maskText, async (context) => {
      await seller(context);
      return chat.maskText(context.body.text);
    }),

    // ── The buyer app's side ──
    route.call(chatCustomerCalls.send, { rateLimit: customerMessageLimits }, async (context) => chat.sendAsCustomer(await customer(context), context.body)),
    route.call(chatCustomerCalls.history, { rateLimit: customerReadLimit }, async (context) => chat.customerHistory(await customer(context), context.query)),
    route.call(chatCustomerCalls.read, { rateLimit: customerReadLimit }, async (context) => chat.readAsCustomer(await customer(context), context.body)),
  ];
}

/** The banned words' keeper (INTERNAL_CHAT-BANNED-WORD through `chatBannedWordsFeature`, declared on each call). */
export function bannedWordRoutes(keeper: BannedWordKeeper, clock: Clock): RouteDefinition[] {
  return [
    route.call(chatBannedWordCalls.list, () => keeper.words()),
    route.call(chatBannedWordCalls.create, (context) => keeper.add(signedIn(context), context.body.word, clock.now())),
    route.call(chatBannedWordCalls.update, (context) => keeper.change(signedIn(context), context.params.id, context.body.word, clock.now())),
    route.call(chatBannedWordCalls.remove, (context) => keeper.remove(signedIn(context), context.params.id)),
    route.call(chatBannedWordCalls.history, (context) => keeper.history(context.query)),
  ];
}
