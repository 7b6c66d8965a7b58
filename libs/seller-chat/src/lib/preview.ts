import type { ChatMessageKind, ChatSession } from '@seller-portal/chat-core';

/**
 * §3 the last message's preview: a text message shows its body; any other kind (`chat.text.label`) shows the
 * translated name of its kind, with the detail the body holds for it (a product's name, an order number).
 */
export type Preview = { kind: 'text'; text: string } | { kind: 'label'; label: Exclude<ChatMessageKind, 'text'>; detail: string };

export function previewOf(session: Pick<ChatSession, 'chat'>): Preview {
  const { body, label } = session.chat.text;
  if (label === 'text') return { kind: 'text', text: body };
  // A sticker's body is its emoji: the label says it better to a screen reader and in one line.
  return { kind: 'label', label, detail: label === 'sticker' ? '' : body };
}
