import { offerChatFeedback, type ChatFeedbackKind, type ChatMessage, type ChatSendContent } from '@seller-portal/chat-core';
import { createContext, useContext } from 'react';

const kindOfContent: Record<ChatSendContent['kind'], ChatFeedbackKind> = {
  text: 'TEXT',
  image: 'IMAGE',
  product: 'PRODUCT',
  order: 'ORDER',
  sticker: 'STICKER',
};

/** §3 the feedback kind of a message the seller sends. */
export function feedbackKindOf(content: Pick<ChatSendContent, 'kind'>): ChatFeedbackKind {
  return kindOfContent[content.kind];
}

/**
 * §3 the seller chat feedback events (SELLER_CHAT_*_V2): what the seller did in the chat (a message of a kind
 * stored, a template saved, an image the rule flagged) is noted, and the surveys are offered once each when the
 * seller leaves the chat pages: a pause, never the middle of a conversation. The survey runtime decides which, if
 * any, shows (one at a time, as often as the server allows).
 */
export class ChatFeedback {
  /** Messages sent here that are not stored yet, by clientMessageId. */
  private readonly awaiting = new Map<string, ChatFeedbackKind>();
  private readonly noted = new Set<ChatFeedbackKind>();

  constructor(private readonly offer: (kind: ChatFeedbackKind) => void = offerChatFeedback) {}

  /** A message the seller just sent: noted once it is stored (a failed one is not). */
  sent(clientMessageId: string, content: Pick<ChatSendContent, 'kind'>): void {
    this.awaiting.set(clientMessageId, feedbackKindOf(content));
  }

  /** A room's messages as they are now: the sent ones that are stored are noted. */
  seen(messages: readonly Pick<ChatMessage, 'clientMessageId' | 'delivery'>[]): void {
    if (this.awaiting.size === 0) return;
    for (const message of messages) {
      const kind = this.awaiting.get(message.clientMessageId);
      if (!kind || (message.delivery !== 'sent' && message.delivery !== 'read')) continue;
      this.awaiting.delete(message.clientMessageId);
      this.noted.add(kind);
    }
  }

  note(kind: ChatFeedbackKind): void {
    this.noted.add(kind);
  }

  /** Offers the survey of each kind noted, once, in the order they happened. */
  flush(): void {
    const kinds = [...this.noted];
    this.noted.clear();
    this.awaiting.clear();
    for (const kind of kinds) this.offer(kind);
  }
}

/** The chat pages' feedback (ChatLayout holds it for as long as the seller is on them). */
export const ChatFeedbackContext = createContext<ChatFeedback | null>(null);

const outsideTheChat = new ChatFeedback(() => undefined);

/** The chat pages' feedback; outside them (a page's story or test) one that offers nothing. */
export function useChatFeedback(): ChatFeedback {
  return useContext(ChatFeedbackContext) ?? outsideTheChat;
}
