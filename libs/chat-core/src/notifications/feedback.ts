import { sellerFeedbackEvent, type SellerFeedbackEventDetail } from '@seller-portal/contracts/education';

/** §3 the seller chat feedback events: SELLER_CHAT_ followed by the kind, with the V2 suffix. */
export type ChatFeedbackKind = 'TEXT' | 'IMAGE' | 'PRODUCT' | 'ORDER' | 'STICKER' | 'EDIT_TEMPLATE' | 'INAPPROPRIATE_IMAGE' | 'NOTIFICATION';

export function chatFeedbackCode(kind: ChatFeedbackKind): string {
  return `SELLER_CHAT_${kind}_V2`;
}

/** Offers the §4.11 survey of a chat action (the surveys decide whether to show it). */
export function offerChatFeedback(kind: ChatFeedbackKind, target: Window = window): void {
  const detail: SellerFeedbackEventDetail = { eventCode: chatFeedbackCode(kind) };
  target.dispatchEvent(new CustomEvent(sellerFeedbackEvent, { detail }));
}
