import { describe, expect, it } from 'vitest';
import type { ChatSession } from '../port/model';
import { decideNotification, notificationKey, roomOfPath, titleWithUnread, type NotificationContext } from './decide';

const session: ChatSession = {
  roomId: 'CUST-1_PP-A',
  customerId: 'CUST-1',
  customerName: 'Bu** Sa****',
  customerUnmaskedName: 'Budi Santoso',
  pickupPointCode: 'PP-A',
  updatedDate: 2_000,
  senderType: 'CUSTOMER',
  chat: { text: { body: 'Halo kak', label: 'text' } },
  hasBeenRead: false,
  hasBeenReadByCustomer: true,
  unreadCount: 1,
};

const shown: NotificationContext = {
  hasChatAccess: true,
  isFirstEvent: false,
  lastShownUpdatedDate: 1_000,
  notified: new Set(),
  viewingRoomId: null,
  tabVisible: true,
  mppPickupPoints: null,
};

describe('§4.10 decideNotification: shown only when every condition holds', () => {
  const rows: { name: string; change?: Partial<ChatSession>; context?: Partial<NotificationContext>; expected: string }[] = [
    { name: 'every condition holds', expected: 'show: Bu** Sa****' },
    { name: 'without chat access', context: { hasChatAccess: false }, expected: 'no-chat-access' },
    { name: 'the first event', context: { isFirstEvent: true }, expected: 'first-event' },
    { name: 'the updatedDate of the last one shown', context: { lastShownUpdatedDate: 2_000 }, expected: 'same-updated-date' },
    { name: 'no notification shown yet', context: { lastShownUpdatedDate: null }, expected: 'show: Bu** Sa****' },
    { name: 'the seller has read it', change: { hasBeenRead: true }, expected: 'read' },
    { name: 'the seller wrote the last message', change: { senderType: 'SELLER' }, expected: 'read' },
    { name: 'already notified', context: { notified: new Set([notificationKey(session)]) }, expected: 'already-notified' },
    { name: 'an earlier message of the room notified', context: { notified: new Set(['CUST-1_PP-A@1500']) }, expected: 'show: Bu** Sa****' },
    { name: 'viewing that room in a visible tab', context: { viewingRoomId: 'CUST-1_PP-A' }, expected: 'viewing-room' },
    { name: 'viewing that room in a hidden tab', context: { viewingRoomId: 'CUST-1_PP-A', tabVisible: false }, expected: 'show: Bu** Sa****' },
    { name: 'viewing another room', context: { viewingRoomId: 'CUST-2' }, expected: 'show: Bu** Sa****' },
    {
      name: 'MPP: an accessible pickup point prefixes its name',
      context: { mppPickupPoints: new Map([['PP-A', 'Gudang Utara']]) },
      expected: 'show: Gudang Utara - Bu** Sa****',
    },
    { name: 'MPP: an inaccessible pickup point', context: { mppPickupPoints: new Map([['PP-B', 'Gudang Selatan']]) }, expected: 'inaccessible-pickup-point' },
    {
      name: 'MPP: a room without a pickup point',
      change: { pickupPointCode: null, roomId: 'CUST-1' },
      context: { mppPickupPoints: new Map([['PP-A', 'Gudang Utara']]) },
      expected: 'inaccessible-pickup-point',
    },
  ];
  it.each(rows)('$name', ({ change, context, expected }) => {
    const decision = decideNotification({ ...session, ...change }, { ...shown, ...context });
    expect(decision.show ? `show: ${decision.notification.title}` : decision.skip).toBe(expected);
  });

  it('carries the §3 notification entry', () => {
    const decision = decideNotification(session, shown);
    expect(decision.show && decision.notification).toEqual({
      roomId: 'CUST-1_PP-A',
      title: 'Bu** Sa****',
      updatedDate: 2_000,
      customerName: 'Bu** Sa****',
      customerId: 'CUST-1',
      pickupPointCode: 'PP-A',
      body: 'Halo kak',
      label: 'text',
    });
  });
});

describe('roomOfPath', () => {
  const rows = [
    { path: '/conversations/CUST-1', room: 'CUST-1' },
    { path: '/conversations/CUST-1_PP-A/', room: 'CUST-1_PP-A' },
    { path: '/conversations', room: null },
    { path: '/conversations/setting', room: null },
    { path: '/conversations/review-reminder', room: null },
    { path: '/conversations/routing/order', room: null },
    { path: '/dashboard', room: null },
  ];
  it.each(rows)('$path', ({ path, room }) => expect(roomOfPath(path)).toBe(room));
});

describe('titleWithUnread (the tab title)', () => {
  const rows = [
    { title: 'Chat · Seller Center', unread: 3, expected: '(3) Chat · Seller Center' },
    { title: '(3) Chat · Seller Center', unread: 4, expected: '(4) Chat · Seller Center' },
    { title: '(4) Chat · Seller Center', unread: 0, expected: 'Chat · Seller Center' },
    { title: 'Dashboard', unread: 120, expected: '(99+) Dashboard' },
    { title: '(99+) Dashboard', unread: 1, expected: '(1) Dashboard' },
  ];
  it.each(rows)('$title, $unread', ({ title, unread, expected }) => expect(titleWithUnread(title, unread)).toBe(expected));
});
