import type { Session } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { chatConnectionStarts, hasChatAccess } from './chat-start';

describe('§4.10 chatConnectionStarts', () => {
  const rows = [
    { name: 'on web, any page', context: { isApp: false, pathname: '/dashboard', started: false }, starts: true },
    { name: 'on web, already connected', context: { isApp: false, pathname: '/dashboard', started: true }, starts: false },
    { name: 'in the app on conversations', context: { isApp: true, pathname: '/conversations/CUST-1', started: false }, starts: true },
    { name: 'in the app on order-list', context: { isApp: true, pathname: '/order-list', started: false }, starts: true },
    { name: 'in the app on the dashboard', context: { isApp: true, pathname: '/dashboard', started: false }, starts: false },
    { name: 'in the app on a path that only begins alike', context: { isApp: true, pathname: '/conversationsx', started: false }, starts: false },
    { name: 'in the app on conversations, already connected', context: { isApp: true, pathname: '/conversations', started: true }, starts: false },
  ];
  it.each(rows)('$name', ({ context, starts }) => expect(chatConnectionStarts(context)).toBe(starts));
});

describe('§6 hasChatAccess', () => {
  const session = (type: string, ...codes: string[]) => ({ mode: { type }, accessibilities: codes.map((code) => ({ code })) }) as unknown as Session;
  const rows = [
    { name: 'STORE with STORE_CONVERSATION', session: session('STORE', 'STORE_CONVERSATION'), access: true },
    { name: 'STORE, view-only staff (with STORE_CONVERSATION)', session: session('STORE', 'STORE_CONVERSATION', 'STORE_CONVERSATION_VIEW-ONLY'), access: true },
    // §6: chat needs STORE_CONVERSATION; neither of the other two codes opens it alone (its calls would all be refused).
    { name: 'STORE with only STORE_CONVERSATION_VIEW-ONLY', session: session('STORE', 'STORE_CONVERSATION_VIEW-ONLY'), access: false },
    { name: 'STORE with only STORE_CONVERSATION_WRITE', session: session('STORE', 'STORE_CONVERSATION_WRITE'), access: false },
    { name: 'STORE without a conversation code', session: session('STORE', 'STORE_ORDER'), access: false },
    { name: 'another mode with the code', session: session('INTERNAL', 'STORE_CONVERSATION'), access: false },
    { name: 'no session', session: null, access: false },
  ];
  it.each(rows)('$name', ({ session, access }) => expect(hasChatAccess(session)).toBe(access));
});
