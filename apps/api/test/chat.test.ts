import {
  chatEventTypes,
  chatPaths,
  chatRoomPaths,
  chatTokenHeader,
  type ChatConfig,
  type ChatImage,
  type ChatMaskTextAnswer,
  type ChatMessageEvent,
  type ChatMessagePage,
  type ChatPickupPoint,
  type ChatReadEvent,
  type ChatReviewReminderProduct,
  type ChatReviewReminderQuota,
  type ChatRoomPage,
  type ChatSendAnswer,
  type ChatSessionRecord,
  type ChatTemplate,
  type ChatTypingEvent,
} from '@seller-portal/contracts/chat';
import { type Envelope, realtimeCloseCodes } from '@seller-portal/contracts/core';
import { and, count, eq } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { demoClosedStore } from '../src/db/seed-demo';
import { chatMessages, chatReviewReminderProducts, chatReviewReminderQuotas, chatTemplates } from '../src/modules/chat/schema';
import { productItems } from '../src/modules/products/schema';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { demoInappropriateImage } from '../src/modules/chat/demo';
import { solidPng } from '../src/modules/shared/demo-png';
import { RealtimeTestClient } from './support/realtime-client';
import { pixelFloodPng } from './support/pixel-flood';
import { drivers } from './support/test-database';
import { demo, useTestServer, type Answer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

const staff = { username: 'staff@demo.test', password: 'Staff#2026' };
const mpp = { username: 'mpp@demo.test', password: 'Mpp#2026' };

/** A signed-in seller with a chat token: the cookie and the headers of chat calls. */
interface ChatCaller {
  cookie: string;
  headers: Record<string, string>;
}

/** The value of a successful answer (the test fails with the answer when there is none). */
function value<T>(answer: Pick<Answer<T>, 'body'>): T {
  if (answer.body.value === null || answer.body.value === undefined) throw new Error(`no value: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

function found<T>(item: T | undefined): T {
  if (item === undefined) throw new Error('not found');
  return item;
}

async function chatCaller(server: TestServer, cookie: string): Promise<ChatCaller> {
  const token = await server.call<string>('GET', chatPaths.generateToken, { cookie });
  expect(token.status).toBe(200);
  return { cookie, headers: { [chatTokenHeader]: token.body.value as string } };
}

async function signedInCaller(server: TestServer, account: { username: string; password: string }): Promise<ChatCaller> {
  return chatCaller(server, await server.signIn(account.username, account.password));
}

describe.each(drivers)('chat (%s)', (driver) => {
  const server = useTestServer(driver);
  const db = () => server.database.db;

  const customerToken = (customerId: string, name = `Pelanggan ${customerId}`) =>
    signCustomerToken(devChatCustomerTokenSecret, { customerId, name }, server.clock.now());
  const asCustomer = async (customerId: string) => ({ authorization: `Bearer ${await customerToken(customerId)}` });
  const customerSends = async (customerId: string, body: Record<string, unknown>) =>
    server.call<ChatSendAnswer>('POST', chatPaths.customerMessages, { headers: await asCustomer(customerId), body: { storeCode: 'DEMO-60001', ...body } });
  const messageCount = async (roomId: string, storeCode = 'DEMO-60001') =>
    (
      await db()
        .select({ n: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.storeCode, storeCode), eq(chatMessages.roomId, roomId)))
    )[0].n;
  /** Sends one file as a browser form would, whatever its bytes are. */
  const upload = async (caller: ChatCaller, content: Buffer, field = 'file'): Promise<{ status: number; body: Envelope<ChatImage> }> => {
    const form = new FormData();
    form.append(field, new Blob([content], { type: 'image/png' }), 'photo.png');
    const response = await fetch(server.baseUrl + chatPaths.images, { method: 'POST', body: form, headers: { cookie: caller.cookie, ...caller.headers } });
    return { status: response.status, body: (await response.json()) as Envelope<ChatImage> };
  };

  describe('the chat token (§6)', () => {
    it('is needed by every chat call but generate-token: none, a forged one or another session store’s one is refused', async () => {
      const seller = await signedInCaller(server, demo.seller);
      const other = await chatCaller(server, (await createTestUser(server, { mode: 'STORE', codes: ['STORE_CONVERSATION'] })).cookie);
      const forged = seller.headers[chatTokenHeader].slice(0, -4) + 'AAAA';
      for (const headers of [{}, { [chatTokenHeader]: 'not-a-token' }, { [chatTokenHeader]: forged }, other.headers]) {
        const answer = await server.call('GET', chatPaths.config, { cookie: seller.cookie, headers });
        expect([answer.status, answer.body.errorCode]).toEqual([403, 'CHAT_TOKEN_INVALID']);
      }
      const ok = await server.call<ChatConfig>('GET', chatPaths.config, seller);
      expect(ok.status).toBe(200);
    });

    it('expires after an hour (CHAT_TOKEN_EXPIRED); a new one works', async () => {
      const seller = await signedInCaller(server, demo.seller);
      server.clock.advance(61 * 60_000);
      // A new session of the same user and store (the old one idled out meanwhile) with the old token.
      const cookie = await server.signIn(demo.seller.username, demo.seller.password);
      const expired = await server.call('GET', chatPaths.config, { cookie, headers: seller.headers });
      expect([expired.status, expired.body.errorCode]).toEqual([403, 'CHAT_TOKEN_EXPIRED']);
      const renewed = await chatCaller(server, cookie);
      expect((await server.call('GET', chatPaths.config, renewed)).status).toBe(200);
    });

    it('a customer token is no chat token and no session, and a chat token is no customer token', async () => {
      const seller = await signedInCaller(server, demo.seller);
      const token = await customerToken('CUST-1');
      const asChatToken = await server.call('GET', chatPaths.rooms, { cookie: seller.cookie, headers: { [chatTokenHeader]: token } });
      expect(asChatToken.body.errorCode).toBe('CHAT_TOKEN_INVALID');
      const asCookie = await server.call('GET', chatPaths.rooms, { cookie: `sp_session=${token}`, headers: { [chatTokenHeader]: token } });
      expect([asCookie.status, asCookie.body.errorCode]).toEqual([401, 'PE403002']);
      const asCustomer = await server.call('POST', chatPaths.customerMessages, {
        headers: { authorization: `Bearer ${seller.headers[chatTokenHeader]}` },
        body: { storeCode: 'DEMO-60001', clientMessageId: 'x', kind: 'text', text: 'Halo' },
      });
      expect([asCustomer.status, asCustomer.body.errorCode]).toEqual([401, 'CHAT_CUSTOMER_TOKEN_INVALID']);
      const signedWithAnotherSecret = await signCustomerToken('another-secret', { customerId: 'CUST-1', name: 'Budi' }, server.clock.now());
      const forged = await server.call('POST', chatPaths.customerMessages, {
        headers: { authorization: `Bearer ${signedWithAnotherSecret}` },
        body: { storeCode: 'DEMO-60001', clientMessageId: 'x', kind: 'text', text: 'Halo' },
      });
      expect(forged.body.errorCode).toBe('CHAT_CUSTOMER_TOKEN_INVALID');
    });
  });

  describe('the demo conversations', () => {
    it('lists the rooms newest first, unread ones by the unread filter, with §3 session records', async () => {
      const seller = await signedInCaller(server, demo.seller);
      const all = await server.call<ChatRoomPage>('GET', `${chatPaths.rooms}?size=100`, seller);
      expect(all.status).toBe(200);
      const demoRooms = value(all).content.filter((r) => /^CUST-\d$/.test(r.roomId));
      expect(demoRooms.map((r) => r.roomId).sort()).toEqual(['CUST-1', 'CUST-2', 'CUST-3', 'CUST-4', 'CUST-5', 'CUST-6', 'CUST-7', 'CUST-8']);
      const times = value(all).content.map((r) => r.updatedDate);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const budi = found(demoRooms.find((r) => r.roomId === 'CUST-1'));
      expect(Object.keys(budi).sort()).toEqual(
        [
          'chat',
          'customerId',
          'customerName',
          'customerUnmaskedName',
          'hasBeenRead',
          'hasBeenReadByCustomer',
          'pickupPointCode',
          'roomId',
          'senderType',
          'unreadCount',
          'updatedDate',
        ].sort(),
      );
      expect(budi).toMatchObject({
        customerName: 'B**i S*****o',
        customerUnmaskedName: 'Budi Santoso',
        senderType: 'CUSTOMER',
        hasBeenRead: false,
        unreadCount: 2,
      });
      expect(budi.chat.text).toEqual({ body: '🙏', label: 'sticker' });

      const unread = await server.call<ChatRoomPage>('GET', `${chatPaths.rooms}?filter=unread&size=100`, seller);
      expect(value(unread).content.every((r) => !r.hasBeenRead)).toBe(true);
      expect(value(unread).content.map((r) => r.roomId)).toEqual(expect.arrayContaining(['CUST-1', 'CUST-3', 'CUST-6']));
      expect(value(unread).unreadRooms).toBe(value(unread).content.length);

      const search = await server.call<ChatRoomPage>('GET', `${chatPaths.rooms}?search=siti`, seller);
      expect(value(search).content.map((r) => r.roomId)).toEqual(['CUST-2']);
    });

    it('pages the rooms by keyset: every room once', async () => {
      const seller = await signedInCaller(server, demo.seller);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof server.call<ChatRoomPage>>> = await server.call<ChatRoomPage>(
          'GET',
          `${chatPaths.rooms}?size=3${cursor ? `&cursor=${cursor}` : ''}`,
          seller,
        );
        seen.push(...value(page).content.map((r) => r.roomId));
        cursor = value(page).nextCursor;
      } while (cursor);
      const all = await server.call<ChatRoomPage>('GET', `${chatPaths.rooms}?size=100`, seller);
      expect(seen).toEqual(value(all).content.map((r) => r.roomId));
      const bad = await server.call('GET', `${chatPaths.rooms}?cursor=${Buffer.from('x:../y').toString('base64url')}`, seller);
      expect([bad.status, bad.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
    });

    it('reads a room and its history, newest first, paged; images load for the store with the session', async () => {
      const seller = await signedInCaller(server, demo.seller);
      const room = await server.call<ChatSessionRecord>('GET', chatRoomPaths.room('CUST-2'), seller);
      expect(room.body.value).toMatchObject({ roomId: 'CUST-2', customerUnmaskedName: 'Siti Rahayu' });
      const first = await server.call<ChatMessagePage>('GET', `${chatRoomPaths.messages('CUST-2')}?size=2`, seller);
      expect(value(first).content).toHaveLength(2);
      const rest = await server.call<ChatMessagePage>('GET', `${chatRoomPaths.messages('CUST-2')}?size=10&before=${value(first).nextBefore}`, seller);
      const history = [...value(first).content, ...value(rest).content];
      expect(history.map((m) => m.createdDate)).toEqual([...history.map((m) => m.createdDate)].sort((a, b) => b - a));
      const image = history.find((m) => m.kind === 'image');
      expect(image).toMatchObject({ kind: 'image', senderType: 'CUSTOMER', hasBeenRead: true, image: { inappropriate: false, contentType: 'image/png' } });
      if (image?.kind !== 'image') throw new Error('no image message');
      const bytes = await fetch(server.baseUrl + image.image.url, { headers: { cookie: seller.cookie } });
      expect([bytes.status, bytes.headers.get('content-type')]).toEqual([200, 'image/png']);

      const flagged = await server.call<ChatMessagePage>('GET', chatRoomPaths.messages('CUST-8'), seller);
      expect(value(flagged).content.find((m) => m.kind === 'image')).toMatchObject({ image: { inappropriate: true } });
    });

    it('view-only staff read the chats and cannot send, edit templates or remind', async () => {
      const viewer = await signedInCaller(server, staff);
      expect(value(await server.call<ChatRoomPage>('GET', chatPaths.rooms, viewer)).content.length).toBeGreaterThan(0);
      expect((await server.call('GET', chatRoomPaths.messages('CUST-1'), viewer)).status).toBe(200);
      expect((await server.call('PUT', chatRoomPaths.read('CUST-7'), viewer)).status).toBe(200);
      const before = await messageCount('CUST-1');
      for (const [method, path, body] of [
        ['POST', chatRoomPaths.messages('CUST-1'), { clientMessageId: 'viewer-1', kind: 'text', text: 'Halo' }],
        ['POST', chatPaths.templates, { title: 'x', text: 'y' }],
        ['POST', chatPaths.reviewReminderSend, { id: '00000000-0000-0000-0000-000000000000' }],
        ['POST', chatRoomPaths.typing('CUST-1'), { typing: true }],
      ] as const) {
        const answer = await server.call(method, path, { ...viewer, body });
        expect([path, answer.status, answer.body.errorCode]).toEqual([path, 403, 'PE403001']);
      }
      expect(await messageCount('CUST-1')).toBe(before);
    });
  });

  describe('another store', () => {
    it("never reads or writes DEMO-60001's rooms, images, templates or reminders: not found", async () => {
      const seller = await signedInCaller(server, demo.seller);
      const other = await chatCaller(
        server,
        (await createTestUser(server, { mode: 'STORE', codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] })).cookie,
      );
      expect(value(await server.call<ChatRoomPage>('GET', chatPaths.rooms, other)).content).toEqual([]);
      for (const path of [chatRoomPaths.room('CUST-1'), chatRoomPaths.messages('CUST-1')]) {
        expect((await server.call('GET', path, other)).body.errorCode).toBe('CHAT_ROOM_NOT_FOUND');
      }
      const send = await server.call('POST', chatRoomPaths.messages('CUST-1'), { ...other, body: { clientMessageId: 'o-1', kind: 'text', text: 'Halo' } });
      expect([send.status, send.body.errorCode]).toEqual([404, 'CHAT_ROOM_NOT_FOUND']);
      expect((await server.call('PUT', chatRoomPaths.read('CUST-1'), other)).body.errorCode).toBe('CHAT_ROOM_NOT_FOUND');

      const history = await server.call<ChatMessagePage>('GET', chatRoomPaths.messages('CUST-2'), seller);
      const image = value(history).content.find((m) => m.kind === 'image');
      if (image?.kind !== 'image') throw new Error('no image message');
      expect((await fetch(server.baseUrl + image.image.url, { headers: { cookie: other.cookie } })).status).toBe(404);

      const templates = await server.call<ChatTemplate[]>('GET', chatPaths.templates, seller);
      const template = value(templates)[0];
      expect((await server.call('PUT', chatRoomPaths.template(template.id), { ...other, body: { title: 'x', text: 'y' } })).body.errorCode).toBe(
        'CHAT_TEMPLATE_NOT_FOUND',
      );
      expect((await server.call('DELETE', chatRoomPaths.template(template.id), other)).body.errorCode).toBe('CHAT_TEMPLATE_NOT_FOUND');
      const products = await server.call<ChatReviewReminderProduct[]>('GET', chatPaths.reviewReminderProducts, seller);
      const remind = await server.call('POST', chatPaths.reviewReminderSend, { ...other, body: { id: value(products)[0].id } });
      expect(remind.body.errorCode).toBe('CHAT_REVIEW_REMINDER_NOT_FOUND');
      expect((await server.call('GET', chatRoomPaths.productDetail('ITEM-60001-001'), other)).body.errorCode).toBe('CHAT_PRODUCT_NOT_FOUND');
    });

    it('tampered room ids are not found', async () => {
      const seller = await signedInCaller(server, demo.seller);
      for (const roomId of ['CUST-21_PP-DEMO-60009-SBY', '../DEMO-60009', 'CUST-1_', "CUST-1' or '1'='1", 'x'.repeat(90)]) {
        const answer = await server.call('GET', chatRoomPaths.room(roomId), seller);
        expect([roomId, answer.status, answer.body.errorCode]).toEqual([roomId, 404, 'CHAT_ROOM_NOT_FOUND']);
      }
      // Far longer than any room id: not found either.
      expect((await server.call('GET', chatRoomPaths.room('x'.repeat(500)), seller)).status).toBe(404);
    });
  });

  describe('messages both ways', () => {
    it("a customer's message opens a room, the seller replies, the same clientMessageId stores once, read receipts both ways", async () => {
      const seller = await signedInCaller(server, demo.seller);
      const first = await customerSends('E2E-API-1', { clientMessageId: 'c-1', kind: 'text', text: '  Halo, masih buka?  ' });
      expect(first.status).toBe(200);
      expect(first.body.value).toMatchObject({
        created: true,
        message: { kind: 'text', text: 'Halo, masih buka?', senderType: 'CUSTOMER', deliveryState: 'SENT', hasBeenRead: false },
        session: {
          roomId: 'E2E-API-1',
          hasBeenRead: false,
          unreadCount: 1,
          senderType: 'CUSTOMER',
          chat: { text: { body: 'Halo, masih buka?', label: 'text' } },
        },
      });
      const again = await customerSends('E2E-API-1', { clientMessageId: 'c-1', kind: 'text', text: 'Halo, masih buka?' });
      expect(again.body.value).toMatchObject({ created: false, message: { id: value(first).message.id } });
      expect(await messageCount('E2E-API-1')).toBe(1);

      const reply = { clientMessageId: 's-1', kind: 'text', text: 'Masih, Kak!' };
      const sent = await server.call<ChatSendAnswer>('POST', chatRoomPaths.messages('E2E-API-1'), { ...seller, body: reply });
      expect(sent.body.value).toMatchObject({
        created: true,
        message: { senderType: 'SELLER', senderName: 'Sari Penjual' },
        session: { hasBeenReadByCustomer: false },
      });
      const retried = await server.call<ChatSendAnswer>('POST', chatRoomPaths.messages('E2E-API-1'), { ...seller, body: reply });
      expect(retried.body.value).toMatchObject({ created: false, message: { id: value(sent).message.id } });
      expect(await messageCount('E2E-API-1')).toBe(2);

      const read = await server.call<ChatSessionRecord>('PUT', chatRoomPaths.read('E2E-API-1'), seller);
      expect(read.body.value).toMatchObject({ hasBeenRead: true, unreadCount: 0 });
      const customerRead = await server.call<ChatSessionRecord>('PUT', chatPaths.customerRead, {
        headers: await asCustomer('E2E-API-1'),
        body: { storeCode: 'DEMO-60001' },
      });
      expect(customerRead.body.value).toMatchObject({ hasBeenReadByCustomer: true });
      const history = await server.call<ChatMessagePage>('GET', `${chatPaths.customerHistory}?storeCode=DEMO-60001`, {
        headers: await asCustomer('E2E-API-1'),
      });
      expect(value(history).content.map((m) => [m.senderType, m.hasBeenRead, m.hasBeenReadByCustomer])).toEqual([
        ['SELLER', false, true],
        ['CUSTOMER', true, false],
      ]);
    });

    it('sends every kind: text, image, product, order and sticker', async () => {
      const seller = await signedInCaller(server, demo.seller);
      await customerSends('E2E-API-2', { clientMessageId: 'c-1', kind: 'text', text: 'Halo' });
      const image = await upload(seller, solidPng(8, 8, [0, 128, 255]));
      expect(image.body.value).toMatchObject({ contentType: 'image/png', inappropriate: false });
      const kinds = [
        { kind: 'image', imageId: value(image).id },
        { kind: 'product', itemId: 'ITEM-60001-002' },
        { kind: 'order', orderNumber: 'ord-20261120-0042' },
        { kind: 'sticker', sticker: 'WAVE' },
      ];
      const labels: unknown[] = [];
      for (const [index, content] of kinds.entries()) {
        const answer = await server.call<ChatSendAnswer>('POST', chatRoomPaths.messages('E2E-API-2'), {
          ...seller,
          body: { clientMessageId: `k-${index}`, ...content },
        });
        expect(answer.status).toBe(200);
        labels.push(value(answer).session.chat.text);
      }
      expect(labels).toEqual([
        { body: '', label: 'image' },
        { body: 'Teh Hijau Melati 100 g', label: 'product' },
        { body: 'ORD-20261120-0042', label: 'order' },
        { body: '👋', label: 'sticker' },
      ]);
      const history = await server.call<ChatMessagePage>('GET', chatRoomPaths.messages('E2E-API-2'), seller);
      expect(value(history).content[2]).toMatchObject({ kind: 'product', product: { itemId: 'ITEM-60001-002', price: 35_500 } });
    });

    it('refuses bad input with its code and stores nothing', async () => {
      const seller = await signedInCaller(server, demo.seller);
      await customerSends('E2E-API-3', { clientMessageId: 'c-1', kind: 'text', text: 'Halo' });
      const before = await messageCount('E2E-API-3');
      const cases: [Record<string, unknown>, number, string][] = [
        [{ clientMessageId: 'b-1', kind: 'text', text: '' }, 400, 'CHAT_MESSAGE_TEXT_BLANK'],
        [{ clientMessageId: 'b-2', kind: 'text', text: ' \n ' }, 400, 'CHAT_MESSAGE_TEXT_BLANK'],
        [{ clientMessageId: 'b-3', kind: 'text', text: 'a'.repeat(10_000) }, 400, 'CHAT_MESSAGE_TEXT_TOO_LONG'],
        [{ clientMessageId: 'b-4', kind: 'video', url: 'x' }, 400, 'BAD_REQUEST'],
        [{ kind: 'text', text: 'no id' }, 400, 'BAD_REQUEST'],
        [{ clientMessageId: 'b-5', kind: 'image', imageId: 'not-a-uuid' }, 404, 'CHAT_IMAGE_NOT_FOUND'],
        [{ clientMessageId: 'b-6', kind: 'image', imageId: '6a1f8f3e-3c1d-4e0a-9a51-000000000001' }, 404, 'CHAT_IMAGE_NOT_FOUND'],
        [{ clientMessageId: 'b-7', kind: 'product', itemId: 'ITEM-60009-001' }, 404, 'CHAT_PRODUCT_NOT_FOUND'],
        [{ clientMessageId: 'b-8', kind: 'order', orderNumber: 'no spaces!' }, 400, 'CHAT_ORDER_NUMBER_INVALID'],
        [{ clientMessageId: 'b-9', kind: 'sticker', sticker: 'NOPE' }, 400, 'CHAT_STICKER_UNKNOWN'],
      ];
      for (const [body, status, code] of cases) {
        const answer = await server.call('POST', chatRoomPaths.messages('E2E-API-3'), { ...seller, body });
        expect([body, answer.status, answer.body.errorCode]).toEqual([body, status, code]);
      }
      const unknownRoom = await server.call('POST', chatRoomPaths.messages('NOBODY-1'), { ...seller, body: { clientMessageId: 'u', kind: 'text', text: 'x' } });
      expect([unknownRoom.status, unknownRoom.body.errorCode]).toEqual([404, 'CHAT_ROOM_NOT_FOUND']);
      const customerBlank = await customerSends('E2E-API-3', { clientMessageId: 'cb', kind: 'text', text: '' });
      expect(customerBlank.body.errorCode).toBe('CHAT_MESSAGE_TEXT_BLANK');
      const unknownStore = await customerSends('E2E-API-3', { storeCode: 'NOPE-1', clientMessageId: 'us', kind: 'text', text: 'x' });
      expect([unknownStore.status, unknownStore.body.errorCode]).toEqual([404, 'CHAT_STORE_NOT_FOUND']);
      // A store that is not active takes no message and gets no room.
      const closedStore = await customerSends('E2E-API-3', { storeCode: demoClosedStore.code, clientMessageId: 'cs', kind: 'text', text: 'x' });
      expect([closedStore.status, closedStore.body.errorCode]).toEqual([404, 'CHAT_STORE_NOT_FOUND']);
      expect(await messageCount('E2E-API-3', demoClosedStore.code)).toBe(0);
      expect(await messageCount('E2E-API-3')).toBe(before);
    });

    it('concurrent sends into one room: each stored once, the unread count exact, a retry racing its original stored once', async () => {
      const sends = [
        ...Array.from({ length: 8 }, (_, i) => ({ clientMessageId: `race-${i}`, kind: 'text', text: `Pesan ${i}` })),
        ...Array.from({ length: 4 }, () => ({ clientMessageId: 'race-retried', kind: 'text', text: 'Dikirim ulang' })),
      ];
      const answers = await Promise.all(sends.map((body) => customerSends('E2E-API-RACE', body)));
      expect(answers.map((a) => a.status)).toEqual(sends.map(() => 200));
      const retried = answers.slice(8).map((a) => value(a));
      expect(retried.filter((a) => a.created)).toHaveLength(1);
      expect(new Set(retried.map((a) => a.message.id)).size).toBe(1);
      expect(await messageCount('E2E-API-RACE')).toBe(9);
      const seller = await signedInCaller(server, demo.seller);
      expect(value(await server.call<ChatSessionRecord>('GET', chatRoomPaths.room('E2E-API-RACE'), seller))).toMatchObject({
        unreadCount: 9,
        hasBeenRead: false,
      });
    });

    it('images: judged by content, limited in size, flagged by the image rule', async () => {
      const seller = await signedInCaller(server, demo.seller);
      const text = await upload(seller, Buffer.from('this is not an image, whatever the file name says'));
      expect([text.status, text.body.errorCode]).toEqual([400, 'CHAT_IMAGE_TYPE_NOT_ACCEPTED']);
      const big = await upload(seller, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
      expect([big.status, big.body.errorCode]).toEqual([413, 'CHAT_IMAGE_TOO_LARGE']);
      const flood = await upload(seller, pixelFloodPng(solidPng(4, 4, [1, 2, 3])));
      expect([flood.status, flood.body.errorCode]).toEqual([400, 'CHAT_IMAGE_DIMENSIONS_TOO_LARGE']);
      const wrongField = await upload(seller, solidPng(4, 4, [1, 2, 3]), 'photo');
      expect(wrongField.body.errorCode).toBe('CHAT_IMAGE_MISSING');
      const notMultipart = await server.call('POST', chatPaths.images, { ...seller, body: { image: 'x' } });
      expect(notMultipart.body.errorCode).toBe('CHAT_IMAGE_MISSING');
      const flagged = await upload(seller, demoInappropriateImage);
      expect(flagged.body.value).toMatchObject({ inappropriate: true, contentType: 'image/png' });
    });
  });

  describe('templates', () => {
    it('creates, edits, orders and deletes; an unknown variable, a blank text and a wrong order are refused', async () => {
      const owner = await chatCaller(
        server,
        (await createTestUser(server, { mode: 'STORE', codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] })).cookie,
      );
      const create = (body: Record<string, unknown>) => server.call<ChatTemplate>('POST', chatPaths.templates, { ...owner, body });
      const a = await create({ title: 'Salam', text: 'Halo {customerName} dari {storeName}' });
      const b = await create({ title: 'Terima kasih', text: 'Terima kasih!' });
      expect([value(a).position, value(b).position]).toEqual([0, 1]);
      expect((await create({ title: 'x', text: 'Halo {nama}' })).body.errorCode).toBe('CHAT_TEMPLATE_VARIABLE_UNKNOWN');
      expect((await create({ title: 'x', text: '  ' })).body.errorCode).toBe('CHAT_TEMPLATE_TEXT_BLANK');
      expect((await create({ title: '', text: 'x' })).body.errorCode).toBe('CHAT_TEMPLATE_TITLE_BLANK');

      const edited = await server.call<ChatTemplate>('PUT', chatRoomPaths.template(value(b).id), {
        ...owner,
        body: { title: 'Makasih', text: 'Makasih, {customerName}!' },
      });
      expect(edited.body.value).toMatchObject({ title: 'Makasih', position: 1 });
      const badEdit = await server.call('PUT', chatRoomPaths.template(value(b).id), { ...owner, body: { title: 'x', text: '{harga}' } });
      expect(badEdit.body.errorCode).toBe('CHAT_TEMPLATE_VARIABLE_UNKNOWN');

      const ordered = await server.call<ChatTemplate[]>('PUT', chatPaths.templatesOrder, { ...owner, body: { ids: [value(b).id, value(a).id] } });
      expect(value(ordered).map((t) => t.title)).toEqual(['Makasih', 'Salam']);
      const partial = await server.call('PUT', chatPaths.templatesOrder, { ...owner, body: { ids: [value(a).id] } });
      expect(partial.body.errorCode).toBe('CHAT_TEMPLATE_ORDER_MISMATCH');

      expect((await server.call('DELETE', chatRoomPaths.template(value(a).id), owner)).status).toBe(200);
      expect((await server.call('DELETE', chatRoomPaths.template(value(a).id), owner)).body.errorCode).toBe('CHAT_TEMPLATE_NOT_FOUND');
      expect(value(await server.call<ChatTemplate[]>('GET', chatPaths.templates, owner)).map((t) => t.title)).toEqual(['Makasih']);
    });

    it('the demo store keeps its templates, in order', async () => {
      const seller = await signedInCaller(server, demo.seller);
      const templates = await server.call<ChatTemplate[]>('GET', chatPaths.templates, seller);
      expect(value(templates).map((t) => t.position)).toEqual([0, 1, 2, 3]);
      expect(value(templates)[0].text).toContain('{customerName}');
    });
  });

  describe('review reminder', () => {
    it('sending spends quota, writes the product card into the room once, and refuses at 0', async () => {
      const owner = await createTestUser(server, { mode: 'STORE', codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] });
      const caller = await chatCaller(server, owner.cookie);
      const storeCode = found(owner.storeCode ?? undefined);
      await db()
        .insert(productItems)
        .values({ itemId: `ITEM-${storeCode}`, storeCode, name: 'Sabun Sereh', price: 15_000 });
      await db().insert(chatReviewReminderQuotas).values({ storeCode, availableQuota: 1 });
      const delivered = server.clock.now();
      const expiresAt = new Date(delivered.getTime() + 86_400_000);
      await db()
        .insert(chatReviewReminderProducts)
        .values([
          { storeCode, orderNumber: 'ORD-1', customerId: 'E2E-REM-1', customerName: 'Rani', itemId: `ITEM-${storeCode}`, deliveredAt: delivered, expiresAt },
          { storeCode, orderNumber: 'ORD-2', customerId: 'E2E-REM-2', customerName: 'Rudi', itemId: `ITEM-${storeCode}`, deliveredAt: delivered, expiresAt },
        ]);
      expect((await server.call<ChatReviewReminderQuota>('GET', chatPaths.reviewReminderQuota, caller)).body.value).toMatchObject({
        availableQuota: 1,
        unreviewedProductCount: 2,
      });
      const products = value(await server.call<ChatReviewReminderProduct[]>('GET', chatPaths.reviewReminderProducts, caller));
      expect(products.map((p) => [p.customerName, p.product.name, p.remindedAt])).toEqual(
        expect.arrayContaining([
          ['R**i', 'Sabun Sereh', null],
          ['R**i', 'Sabun Sereh', null],
        ]),
      );
      const first = found(products.find((p) => p.customerId === 'E2E-REM-1'));
      const second = found(products.find((p) => p.customerId === 'E2E-REM-2'));

      const sent = await server.call<ChatReviewReminderQuota>('POST', chatPaths.reviewReminderSend, { ...caller, body: { id: first.id } });
      expect(sent.body.value).toMatchObject({ availableQuota: 0, unreviewedProductCount: 1 });
      const room = await server.call<ChatMessagePage>('GET', chatRoomPaths.messages('E2E-REM-1'), caller);
      expect(value(room).content).toEqual([expect.objectContaining({ kind: 'product', senderType: 'SELLER' })]);

      const twice = await server.call('POST', chatPaths.reviewReminderSend, { ...caller, body: { id: first.id } });
      expect([twice.status, twice.body.errorCode]).toEqual([409, 'CHAT_REVIEW_REMINDER_ALREADY_SENT']);
      const empty = await server.call('POST', chatPaths.reviewReminderSend, { ...caller, body: { id: second.id } });
      expect([empty.status, empty.body.errorCode]).toEqual([409, 'CHAT_REVIEW_REMINDER_QUOTA_EMPTY']);
      expect(await messageCount('E2E-REM-2', storeCode)).toBe(0);
      const [{ reminded }] = await db()
        .select({ reminded: chatReviewReminderProducts.remindedAt })
        .from(chatReviewReminderProducts)
        .where(eq(chatReviewReminderProducts.id, second.id));
      expect(reminded).toBeNull();
      const unknown = await server.call('POST', chatPaths.reviewReminderSend, { ...caller, body: { id: 'nope' } });
      expect(unknown.body.errorCode).toBe('CHAT_REVIEW_REMINDER_NOT_FOUND');
    });

    it('the demo store has quota and products to remind about', async () => {
      const seller = await signedInCaller(server, demo.seller);
      const quota = await server.call<ChatReviewReminderQuota>('GET', chatPaths.reviewReminderQuota, seller);
      expect(value(quota).availableQuota).toBeGreaterThan(0);
      expect(value(quota).unreviewedProductCount).toBeGreaterThan(0);
    });
  });

  describe('banned words, config and pickup points', () => {
    it('masks the listed words', async () => {
      const seller = await signedInCaller(server, demo.seller);
      const masked = await server.call<ChatMaskTextAnswer>('POST', chatPaths.maskText, { ...seller, body: { text: 'Dasar PENIPU, bodoh!' } });
      expect(masked.body.value).toEqual({ text: 'Dasar ******, *****!', masked: true });
      const clean = await server.call<ChatMaskTextAnswer>('POST', chatPaths.maskText, { ...seller, body: { text: 'Terima kasih' } });
      expect(clean.body.value).toEqual({ text: 'Terima kasih', masked: false });
    });

    it('chat/config and the assigned pickup points: DEMO-60001 is not MPP, DEMO-60009 is (§4.10)', async () => {
      const seller = await signedInCaller(server, demo.seller);
      expect((await server.call<ChatConfig>('GET', chatPaths.config, seller)).body.value).toEqual({
        isMppChatEnabled: true,
        whiteListedMppSellers: ['DEMO-60009'],
        isStoreMppFlagSet: false,
      });
      expect((await server.call<ChatPickupPoint[]>('GET', chatPaths.assignedPickupPoints, seller)).body.value).toEqual([]);
      const mppSeller = await signedInCaller(server, mpp);
      expect((await server.call<ChatConfig>('GET', chatPaths.config, mppSeller)).body.value).toMatchObject({ isStoreMppFlagSet: true });
      expect(value(await server.call<ChatPickupPoint[]>('GET', chatPaths.assignedPickupPoints, mppSeller)).map((p) => p.code)).toEqual([
        'PP-DEMO-60009-SBY',
        'PP-DEMO-60009-MLG',
      ]);
      const rooms = await server.call<ChatRoomPage>('GET', `${chatPaths.rooms}?pickupPointCode=PP-DEMO-60009-MLG`, mppSeller);
      expect(value(rooms).content.map((r) => r.roomId)).toEqual(['CUST-22_PP-DEMO-60009-MLG']);
    });

    it("an MPP store's customer writes per pickup point: customerId_pickupPointCode, the default one when not named", async () => {
      const headers = await asCustomer('E2E-API-MPP');
      const body = { storeCode: 'DEMO-60009', clientMessageId: 'm-1', kind: 'text', text: 'Halo' };
      const byDefault = await server.call<ChatSendAnswer>('POST', chatPaths.customerMessages, { headers, body });
      expect(value(byDefault).session).toMatchObject({ roomId: 'E2E-API-MPP_PP-DEMO-60009-SBY', pickupPointCode: 'PP-DEMO-60009-SBY' });
      const named = await server.call<ChatSendAnswer>('POST', chatPaths.customerMessages, { headers, body: { ...body, pickupPointCode: 'PP-DEMO-60009-MLG' } });
      expect(value(named).session.roomId).toBe('E2E-API-MPP_PP-DEMO-60009-MLG');
      const foreign = await server.call('POST', chatPaths.customerMessages, { headers, body: { ...body, pickupPointCode: 'PP-DEMO-60001-JKT' } });
      expect(foreign.body.errorCode).toBe('CHAT_STORE_NOT_FOUND');
    });
  });

  describe('realtime', () => {
    const clients: RealtimeTestClient[] = [];
    const connect = (options: ConstructorParameters<typeof RealtimeTestClient>[1]) => {
      const client = new RealtimeTestClient(server.baseUrl, options);
      clients.push(client);
      return client;
    };
    afterEach(async () => {
      await Promise.all(clients.splice(0).map((client) => client.close()));
    });
    const eventsOf = <T>(client: RealtimeTestClient, type: string) => client.events.filter((e) => e.type === type).map((e) => e.payload as T);

    it("the store hears a customer's message, the customer hears the reply, typing and the read receipt; a retry publishes nothing", async () => {
      const seller = await signedInCaller(server, demo.seller);
      const store = connect({ cookie: seller.cookie });
      const customer = connect({ query: { customerToken: await customerToken('E2E-RT-1') } });
      const bystander = connect({ query: { customerToken: await customerToken('E2E-RT-2') } });
      await Promise.all([store.ready(), customer.ready(), bystander.ready()]);

      await customerSends('E2E-RT-1', { clientMessageId: 'rt-1', kind: 'text', text: 'Halo dari pelanggan' });
      await store.until((c) => eventsOf<ChatMessageEvent>(c, chatEventTypes.message).some((e) => e.message.clientMessageId === 'rt-1'), 'the message');
      const heard = eventsOf<ChatMessageEvent>(store, chatEventTypes.message).find((e) => e.message.clientMessageId === 'rt-1');
      expect(heard).toMatchObject({ storeCode: 'DEMO-60001', storeName: 'Toko Demo Sejahtera', session: { roomId: 'E2E-RT-1', hasBeenRead: false } });

      const reply = { clientMessageId: 'rt-2', kind: 'text', text: 'Halo juga!' };
      await server.call('POST', chatRoomPaths.messages('E2E-RT-1'), { ...seller, body: reply });
      await server.call('POST', chatRoomPaths.messages('E2E-RT-1'), { ...seller, body: reply });
      await server.call('POST', chatRoomPaths.typing('E2E-RT-1'), { ...seller, body: { typing: true } });
      await server.call('PUT', chatRoomPaths.read('E2E-RT-1'), seller);
      await customer.until((c) => eventsOf<ChatReadEvent>(c, chatEventTypes.read).length > 0, 'the read receipt');
      expect(eventsOf<ChatMessageEvent>(customer, chatEventTypes.message).map((e) => e.message.clientMessageId)).toEqual(['rt-1', 'rt-2']);
      expect(eventsOf<ChatTypingEvent>(customer, chatEventTypes.typing)).toEqual([
        { storeCode: 'DEMO-60001', roomId: 'E2E-RT-1', senderType: 'SELLER', typing: true },
      ]);
      expect(eventsOf<ChatReadEvent>(customer, chatEventTypes.read)[0]).toMatchObject({ reader: 'SELLER', roomId: 'E2E-RT-1', session: { hasBeenRead: true } });

      await server.call('PUT', chatPaths.customerRead, { headers: await asCustomer('E2E-RT-1'), body: { storeCode: 'DEMO-60001' } });
      await store.until(
        (c) => eventsOf<ChatReadEvent>(c, chatEventTypes.read).some((e) => e.reader === 'CUSTOMER' && e.roomId === 'E2E-RT-1'),
        "the customer's read receipt",
      );
      expect(bystander.events.filter((e) => e.type.startsWith('chat.'))).toEqual([]);
    });

    it('a socket with a customer token of another secret, or none, is refused', async () => {
      const forged = await signCustomerToken('another-secret', { customerId: 'E2E-RT-3', name: 'X' }, server.clock.now());
      expect(await connect({ query: { customerToken: forged } }).closedWith()).toBe(realtimeCloseCodes.unauthorized);
    });

    it('npm run chat:customer sends as a customer and, with --listen, prints the seller’s reply', async () => {
      const seller = await signedInCaller(server, demo.seller);
      const script = fileURLToPath(new URL('../../../tools/scripts/chat-customer.mjs', import.meta.url));
      const child = spawn(
        process.execPath,
        [
          script,
          '--url',
          server.baseUrl,
          '--store',
          'DEMO-60001',
          '--customer',
          'E2E-CLI-1',
          '--name',
          'Cici Terminal',
          '--text',
          'Halo dari terminal',
          '--listen',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      child.stderr.on('data', (chunk) => (output += String(chunk)));
      const waitFor = async (text: string) => {
        for (let i = 0; i < 200 && !output.includes(text); i++) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(output).toContain(text);
      };
      try {
        await waitFor('listening as E2E-CLI-1');
        expect(output).toContain('sent to DEMO-60001 (room E2E-CLI-1): Halo dari terminal');
        const room = value(await server.call<ChatSessionRecord>('GET', chatRoomPaths.room('E2E-CLI-1'), seller));
        expect(room).toMatchObject({ customerUnmaskedName: 'Cici Terminal', unreadCount: 1 });
        await server.call('POST', chatRoomPaths.messages('E2E-CLI-1'), {
          ...seller,
          body: { clientMessageId: 'cli-1', kind: 'text', text: 'Terima kasih, Kak Cici' },
        });
        await waitFor('Sari Penjual (Toko Demo Sejahtera): Terima kasih, Kak Cici');
      } finally {
        child.kill();
      }
    });
  });

  it('the demo templates and quota rows stay as seeded after seeding again', async () => {
    const before = (await db().select({ n: count() }).from(chatTemplates))[0].n;
    const { seedDemo } = await import('../src/module-data');
    await seedDemo(server.database.db, server.clock.now());
    expect((await db().select({ n: count() }).from(chatTemplates))[0].n).toBe(before);
  });
});

describe.each(drivers)('chat tokens with a Firebase service account (%s)', (driver) => {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const firebaseServiceAccount = { project_id: 'seller-portal-test', client_email: 'chat@seller-portal-test.iam.gserviceaccount.com', private_key: privateKey };
  const server = useTestServer(driver, { chat: { firebaseServiceAccount } });

  it('generate-token answers a firebase-admin custom token for the user and store, and chat calls accept it', async () => {
    const seller = await signedInCaller(server, demo.seller);
    const token = seller.headers[chatTokenHeader];
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('RS256');
    expect(payload).toMatchObject({ iss: firebaseServiceAccount.client_email, claims: { storeCode: 'DEMO-60001' } });
    const accepted = await server.call('GET', chatPaths.config, seller);
    expect([accepted.status, accepted.body.errorCode]).toEqual([200, null]);
    const other = await createTestUser(server, { mode: 'STORE', codes: ['STORE_CONVERSATION'] });
    const borrowed = await server.call('GET', chatPaths.config, { cookie: other.cookie, headers: seller.headers });
    expect(borrowed.body.errorCode).toBe('CHAT_TOKEN_INVALID');
  });
});
