import type { ChatFeedbackKind } from '@seller-portal/chat-core';
import { describe, expect, it } from 'vitest';
import { ChatFeedback, feedbackKindOf } from './feedback';

function recorded() {
  const offered: ChatFeedbackKind[] = [];
  return { offered, feedback: new ChatFeedback((kind) => offered.push(kind)) };
}

describe('§3 seller chat feedback kinds', () => {
  it.each([
    ['text', 'TEXT'],
    ['image', 'IMAGE'],
    ['product', 'PRODUCT'],
    ['order', 'ORDER'],
    ['sticker', 'STICKER'],
  ] as const)('a %s message is %s', (kind, expected) => expect(feedbackKindOf({ kind })).toBe(expected));
});

describe('ChatFeedback', () => {
  it('offers nothing before the seller leaves the chat', () => {
    const { offered, feedback } = recorded();
    feedback.sent('a', { kind: 'text' });
    feedback.seen([{ clientMessageId: 'a', delivery: 'sent' }]);
    feedback.note('EDIT_TEMPLATE');
    expect(offered).toEqual([]);
  });

  it('offers each kind stored, once, in order, when the seller leaves; then nothing more', () => {
    const { offered, feedback } = recorded();
    feedback.sent('a', { kind: 'sticker' });
    feedback.sent('b', { kind: 'text' });
    feedback.sent('c', { kind: 'sticker' });
    feedback.seen([
      { clientMessageId: 'a', delivery: 'sent' },
      { clientMessageId: 'b', delivery: 'read' },
      { clientMessageId: 'c', delivery: 'sent' },
    ]);
    feedback.note('INAPPROPRIATE_IMAGE');
    feedback.flush();
    expect(offered).toEqual(['STICKER', 'TEXT', 'INAPPROPRIATE_IMAGE']);
    feedback.flush();
    expect(offered).toHaveLength(3);
  });

  it.each(['pending', 'failed'] as const)('a message still %s when the seller leaves is not offered', (delivery) => {
    const { offered, feedback } = recorded();
    feedback.sent('a', { kind: 'image' });
    feedback.seen([{ clientMessageId: 'a', delivery }]);
    feedback.flush();
    expect(offered).toEqual([]);
  });

  it('a message that failed and then went through on retry is offered', () => {
    const { offered, feedback } = recorded();
    feedback.sent('a', { kind: 'order' });
    feedback.seen([{ clientMessageId: 'a', delivery: 'failed' }]);
    feedback.seen([{ clientMessageId: 'a', delivery: 'sent' }]);
    feedback.flush();
    expect(offered).toEqual(['ORDER']);
  });

  it("another sender's message of the same id is not the seller's", () => {
    const { offered, feedback } = recorded();
    feedback.seen([{ clientMessageId: 'x', delivery: 'sent' }]);
    feedback.flush();
    expect(offered).toEqual([]);
  });
});
