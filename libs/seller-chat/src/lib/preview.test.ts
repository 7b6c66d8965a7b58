import type { ChatMessageKind } from '@seller-portal/chat-core';
import { describe, expect, it } from 'vitest';
import { previewOf, type Preview } from './preview';

describe('the last message preview', () => {
  it.each<{ name: string; body: string; label: ChatMessageKind; expected: Preview }>([
    { name: 'a text message shows its body', body: 'Halo kak', label: 'text', expected: { kind: 'text', text: 'Halo kak' } },
    { name: 'an image shows its label', body: '', label: 'image', expected: { kind: 'label', label: 'image', detail: '' } },
    { name: 'a product its label and name', body: 'Kaos Polos', label: 'product', expected: { kind: 'label', label: 'product', detail: 'Kaos Polos' } },
    { name: 'an order its label and number', body: 'ORD-1001', label: 'order', expected: { kind: 'label', label: 'order', detail: 'ORD-1001' } },
    { name: 'a sticker its label only', body: '👋', label: 'sticker', expected: { kind: 'label', label: 'sticker', detail: '' } },
  ])('$name', ({ body, label, expected }) => {
    expect(previewOf({ chat: { text: { body, label } } })).toEqual(expected);
  });
});
